import type { Db } from '../../db/database.js';

/** Topic views: one row per viewer and hour, which is what keeps a reload from counting twice. */
export function createDiscussViewRepository(db: Db) {
  return {
    /** Records a view for the hour; true when it is the viewer's first in this hour (then counted). */
    async record(tenantId: string, discussId: string, viewerKey: string, hourBucket: number): Promise<boolean> {
      const inserted = await db
        .insertInto('forum_views')
        .values({ discuss_id: discussId, viewer_key: viewerKey, hour_bucket: hourBucket, tenant_id: tenantId })
        .onConflict((oc) => oc.columns(['discuss_id', 'viewer_key', 'hour_bucket']).doNothing())
        .returning('discuss_id')
        .execute();
      if (inserted.length === 0) return false;
      await db
        .updateTable('forum_discusses')
        .set((e) => ({ view_count: e(e.ref('view_count'), '+', 1) }))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', discussId)
        .execute();
      return true;
    },

    /** Drops the hours no view can be counted against any more. */
    async purgeBefore(beforeBucket: number): Promise<void> {
      await db.deleteFrom('forum_views').where('hour_bucket', '<', beforeBucket).execute();
    },
  };
}
export type DiscussViewRepository = ReturnType<typeof createDiscussViewRepository>;
