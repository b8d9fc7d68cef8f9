import type { DraftPayload } from '@clearsight/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ForumDraftsTable } from '../../db/schema/forum.js';
import { iso, json, num } from '../../shared/values.js';

/** Editor drafts: one per member and editor key, the payload kept as JSON text. */

export interface DraftRecord {
  key: string;
  payload: DraftPayload;
  updatedAt: string;
}

export function createDraftRepository(db: Db) {
  const toDraft = (r: Pick<Selectable<ForumDraftsTable>, 'editor_key' | 'payload' | 'updated_at'>): DraftRecord => ({
    key: r.editor_key,
    payload: json<DraftPayload>(r.payload, {}),
    updatedAt: iso(r.updated_at),
  });
  return {
    async list(tenantId: string, userId: string): Promise<DraftRecord[]> {
      const rows = await db
        .selectFrom('forum_drafts')
        .select(['editor_key', 'payload', 'updated_at'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .limit(100)
        .execute();
      return rows.map(toDraft);
    },
    async get(tenantId: string, userId: string, key: string): Promise<DraftRecord | undefined> {
      const row = await db
        .selectFrom('forum_drafts')
        .select(['editor_key', 'payload', 'updated_at'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('editor_key', '=', key)
        .executeTakeFirst();
      return row && toDraft(row);
    },
    async upsert(
      tenantId: string,
      userId: string,
      key: string,
      payload: DraftPayload,
      id: string,
      at: string,
    ): Promise<void> {
      const text = JSON.stringify(payload);
      await db
        .insertInto('forum_drafts')
        .values({ id, tenant_id: tenantId, user_id: userId, editor_key: key, payload: text, updated_at: at })
        .onConflict((oc) =>
          oc.columns(['tenant_id', 'user_id', 'editor_key']).doUpdateSet({ payload: text, updated_at: at }),
        )
        .execute();
    },
    async delete(tenantId: string, userId: string, key: string): Promise<void> {
      await db
        .deleteFrom('forum_drafts')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('editor_key', '=', key)
        .execute();
    },
    async count(tenantId: string, userId: string): Promise<number> {
      const row = await db
        .selectFrom('forum_drafts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return num(row.n);
    },
  };
}
export type DraftRepository = ReturnType<typeof createDraftRepository>;
