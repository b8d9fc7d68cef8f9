import type { RevisionItem } from '@clearsight/contracts';
import type { Db } from '../../db/database.js';
import { iso, num } from '../../shared/values.js';

/**
 * The edit history of topics and articles (rows are written by the topic and article repositories), read as the
 * staff's history pages show it.
 */

export function createRevisionRepository(db: Db) {
  return {
    async list(
      tenantId: string,
      targetType: 'discuss' | 'article',
      targetId: string,
      skip: number,
      take: number,
    ): Promise<{ items: RevisionItem[]; totalCount: number }> {
      const base = db
        .selectFrom('forum_revisions as r')
        .where('r.tenant_id', '=', tenantId)
        .where('r.target_type', '=', targetType)
        .where('r.target_id', '=', targetId);
      const [rows, count] = await Promise.all([
        base
          .leftJoin('users as u', 'u.id', 'r.editor_id')
          .select([
            'r.id',
            'r.revision',
            'r.title',
            'r.content',
            'r.editor_id',
            'r.created_at',
            'u.user_name',
            'u.nick',
            'u.icon',
          ])
          .orderBy('r.revision', 'desc')
          .orderBy('r.created_at', 'desc')
          .offset(skip)
          .limit(take)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          revision: num(r.revision),
          title: r.title,
          content: r.content,
          editor:
            r.editor_id && r.user_name !== null && r.nick !== null
              ? { id: r.editor_id, userName: r.user_name, nick: r.nick, icon: r.icon }
              : null,
          creationTime: iso(r.created_at),
        })),
        totalCount: num(count.n),
      };
    },
  };
}
export type RevisionRepository = ReturnType<typeof createRevisionRepository>;
