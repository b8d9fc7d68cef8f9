import type { ForumUser } from '@clearsight/contracts';
import type { Db } from '../../db/database.js';
import { iso, num } from '../../shared/values.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';

export interface ArticleOutlineRow {
  id: string;
  discussId: string;
  parentId: string | null;
  name: string;
  orderNum: number;
  createdAt: string;
}

export interface ArticleRecord extends ArticleOutlineRow {
  tenantId: string;
  userId: string;
  content: string;
  revision: number;
  updatedAt: string;
  author: ForumUser;
}

export function createArticleRepository(db: Db) {
  return {
    /** The whole outline of a topic (no content), in sibling order. */
    async outline(tenantId: string, discussId: string): Promise<ArticleOutlineRow[]> {
      const rows = await db
        .selectFrom('forum_articles')
        .select(['id', 'discuss_id', 'parent_id', 'name', 'order_num', 'created_at'])
        .where('tenant_id', '=', tenantId)
        .where('discuss_id', '=', discussId)
        .orderBy('order_num', 'asc')
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        discussId: r.discuss_id,
        parentId: r.parent_id,
        name: r.name,
        orderNum: num(r.order_num),
        createdAt: iso(r.created_at),
      }));
    },

    /** Articles of some topics with their content (search indexing). */
    async withContent(
      tenantId: string,
      discussIds: string[],
    ): Promise<Array<ArticleOutlineRow & { content: string; updatedAt: string }>> {
      if (discussIds.length === 0) return [];
      const rows = await db
        .selectFrom('forum_articles')
        .select(['id', 'discuss_id', 'parent_id', 'name', 'order_num', 'created_at', 'updated_at', 'content'])
        .where('tenant_id', '=', tenantId)
        .where('discuss_id', 'in', discussIds)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        discussId: r.discuss_id,
        parentId: r.parent_id,
        name: r.name,
        orderNum: num(r.order_num),
        createdAt: iso(r.created_at),
        updatedAt: iso(r.updated_at),
        content: r.content,
      }));
    },

    async find(tenantId: string, id: string): Promise<ArticleRecord | undefined> {
      const r = await db
        .selectFrom('forum_articles as a')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .selectAll('a')
        .select(['u.user_name', 'u.nick', 'u.icon'])
        .where('a.tenant_id', '=', tenantId)
        .where('a.id', '=', id)
        .executeTakeFirst();
      return (
        r && {
          id: r.id,
          tenantId: r.tenant_id,
          discussId: r.discuss_id,
          parentId: r.parent_id,
          userId: r.user_id,
          name: r.name,
          content: r.content,
          orderNum: num(r.order_num),
          revision: num(r.revision),
          createdAt: iso(r.created_at),
          updatedAt: iso(r.updated_at),
          author: { id: r.user_id, userName: r.user_name, nick: r.nick, icon: r.icon },
        }
      );
    },

    async insert(a: {
      id: string;
      tenantId: string;
      discussId: string;
      parentId: string | null;
      userId: string;
      name: string;
      content: string;
      orderNum: number;
      at: string;
    }): Promise<void> {
      await db
        .insertInto('forum_articles')
        .values({
          id: a.id,
          tenant_id: a.tenantId,
          discuss_id: a.discussId,
          parent_id: a.parentId,
          user_id: a.userId,
          name: a.name,
          content: a.content,
          order_num: a.orderNum,
          revision: 1,
          created_at: a.at,
          updated_at: a.at,
        })
        .execute();
    },

    /** Applies an edit; a changed name or content sends the previous version to the history. */
    async update(
      tx: Tx,
      tenantId: string,
      before: ArticleRecord,
      edit: { parentId?: string | null; name?: string; content?: string; orderNum?: number },
      meta: { editorId: string; at: string; revisionId: string },
    ): Promise<void> {
      const contentChanged =
        (edit.name !== undefined && edit.name !== before.name) ||
        (edit.content !== undefined && edit.content !== before.content);
      const trx = onTx(db, tx);
      if (contentChanged) {
        await trx
          .insertInto('forum_revisions')
          .values({
            id: meta.revisionId,
            tenant_id: tenantId,
            target_type: 'article',
            target_id: before.id,
            revision: before.revision,
            title: before.name,
            content: before.content,
            editor_id: meta.editorId,
            created_at: meta.at,
          })
          .execute();
      }
      await trx
        .updateTable('forum_articles')
        .set((e) => ({
          ...(edit.parentId !== undefined ? { parent_id: edit.parentId } : {}),
          ...(edit.name !== undefined ? { name: edit.name } : {}),
          ...(edit.content !== undefined ? { content: edit.content } : {}),
          ...(edit.orderNum !== undefined ? { order_num: edit.orderNum } : {}),
          ...(contentChanged ? { revision: e(e.ref('revision'), '+', 1) } : {}),
          updated_at: meta.at,
        }))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', before.id)
        .execute();
    },

    /** Deletes articles (a subtree, children first so no parent reference dangles). */
    async deleteMany(tx: Tx, tenantId: string, idsDeepestFirst: string[]): Promise<void> {
      const trx = onTx(db, tx);
      for (const id of idsDeepestFirst) {
        await trx.deleteFrom('forum_articles').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
      }
    },
  };
}
export type ArticleRepository = ReturnType<typeof createArticleRepository>;
