import type { Db, DbKind } from '../../db/database.js';
import { newId } from '../../shared/ids.js';

/** One topic in 100 has an article (the search indexes articles under their topic). */
export const ARTICLE_EVERY = 100;
/** A word only one topic holds (the seventh from last), and one only one article holds. */
export const TOPIC_MARKER = '琉璃鸢尾';
export const ARTICLE_MARKER = '翡翠蜻蜓';
const WORDS = ['相机', '镜头', '光源', '标定', '曝光', '触发', '条码', '缺陷检测', '尺寸测量', '点云', 'GigE', 'ROI'];

/**
 * A forum as `npm run generate:load` leaves it: topics written straight into the tables (bulk inserts, not
 * through the API), so nothing has indexed them.
 */
export async function insertTopics(db: Db, kind: DbKind, count: number): Promise<void> {
  const tenant = await db.selectFrom('tenants').select('id').where('is_default', '=', true).executeTakeFirstOrThrow();
  const plate = await db
    .selectFrom('forum_plates')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .executeTakeFirstOrThrow();
  const author = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('user_name_key', '=', 'admin')
    .executeTakeFirstOrThrow();
  const rowsPerStatement = kind === 'postgres' ? 1000 : 500;
  const started = Date.now() - count * 1000;
  const words = (i: number, n: number) => Array.from({ length: n }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]);
  for (let from = 0; from < count; from += 10_000) {
    const topics: Array<Record<string, unknown>> = [];
    const articles: Array<Record<string, unknown>> = [];
    for (let i = from; i < Math.min(count, from + 10_000); i += 1) {
      const at = new Date(started + i * 1000).toISOString();
      const id = newId(started + i * 1000);
      topics.push({
        id,
        tenant_id: tenant.id,
        plate_id: plate.id,
        user_id: author.id,
        title: `${words(i, 3).join('')} 压测话题 ${i}${i === count - 7 ? ` ${TOPIC_MARKER}` : ''}`,
        introduction: words(i + 1, 6).join(''),
        content: `## ${words(i, 2).join('')}\n\n${words(i + 2, 24).join('')}。\n\n- ${words(i + 3, 4).join('')}\n`,
        cover: null,
        tags: JSON.stringify([WORDS[i % WORDS.length]]),
        color: null,
        visibility: 'public',
        is_hidden: false,
        hidden_reason: null,
        is_pinned: false,
        order_num: 0,
        comments_disabled: false,
        like_count: 0,
        view_count: 0,
        comment_count: 0,
        root_count: 0,
        revision: 1,
        created_at: at,
        updated_at: at,
        deleted_at: null,
      });
      if (i % ARTICLE_EVERY === 0) {
        articles.push({
          id: newId(started + i * 1000 + 1),
          tenant_id: tenant.id,
          discuss_id: id,
          parent_id: null,
          user_id: author.id,
          name: `第 ${i} 章`,
          content: `${words(i + 4, 12).join('')}${i === ARTICLE_EVERY * 3 ? ` ${ARTICLE_MARKER}` : ''}`,
          order_num: 1,
          revision: 1,
          created_at: at,
          updated_at: at,
        });
      }
    }
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < topics.length; i += rowsPerStatement) {
        await trx
          .insertInto('forum_discusses')
          .values(topics.slice(i, i + rowsPerStatement) as never)
          .execute();
      }
      for (let i = 0; i < articles.length; i += rowsPerStatement) {
        await trx
          .insertInto('forum_articles')
          .values(articles.slice(i, i + rowsPerStatement) as never)
          .execute();
      }
    });
  }
}
