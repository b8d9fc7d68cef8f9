import { CONTENT_MIN, FORUM_PRIVACY_TITLE, TITLE_MAX, TITLE_MIN } from '@clearsight/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/index.js';
import { seedForum } from '../../db/seed/forum.js';
import { createTenant } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { DEMO_BOARDS, DEMO_MEMBERS, DEMO_TOPICS } from '../../db/seed/forum-content.js';
import { closeTestApp, forumClient } from './forum.test-support.js';

describe('forum: demo content', () => {
  let t: TestApp;
  let f: ReturnType<typeof forumClient>;
  beforeAll(async () => {
    t = await createTestApp();
    f = forumClient(t);
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  const count = async (
    table: 'forum_plates' | 'forum_discusses' | 'forum_comments' | 'forum_articles' | 'forum_agrees',
  ) =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('is valid by the same rules members post under', () => {
    expect(DEMO_TOPICS).toHaveLength(60);
    expect(DEMO_MEMBERS).toHaveLength(12);
    for (const topic of DEMO_TOPICS) {
      expect(topic.title.length, topic.title).toBeGreaterThanOrEqual(TITLE_MIN);
      expect(topic.title.length, topic.title).toBeLessThanOrEqual(TITLE_MAX);
      expect(topic.content.trim().length, topic.title).toBeGreaterThanOrEqual(CONTENT_MIN);
      expect(topic.introduction.length).toBeLessThanOrEqual(200);
      expect(topic.tags.length).toBeLessThanOrEqual(5);
      expect(DEMO_BOARDS.map((b) => b.code)).toContain(topic.board);
      expect(DEMO_MEMBERS.map((m) => m.userName)).toContain(topic.author);
    }
    const keys = DEMO_TOPICS.map((x) => `${x.board}/${x.title}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('seeds six machine-vision boards, 60 topics, article trees, comments with replies and likes', async () => {
    const plates = (await f.get('/prod-api/plate')).json();
    expect(plates.items.map((p: any) => p.name)).toEqual([
      '选型交流',
      '镜头与光源',
      '视觉软件与SDK',
      '深度学习检测',
      '工业通信',
      '灌水闲聊',
    ]);
    expect(await count('forum_discusses')).toBe(60);
    expect(await count('forum_articles')).toBeGreaterThanOrEqual(15);
    expect(await count('forum_comments')).toBeGreaterThan(150);
    expect(await count('forum_agrees')).toBeGreaterThan(100);
    const replies = await t.database.db
      .selectFrom('forum_comments')
      .select('id')
      .where('root_id', 'is not', null)
      .execute();
    expect(replies.length).toBeGreaterThan(20);

    const list = (await f.get(`/prod-api/discuss?plateId=${plates.items[0].id}`)).json();
    expect(list.totalCount).toBe(10);
    expect(list.items[0]).toMatchObject({ isPinned: true, title: '【置顶】选型交流板块发帖须知' });
    const hot = (await f.get('/prod-api/discuss?tab=hot&maxResultCount=5')).json();
    expect(hot.items).toHaveLength(5);
    const top = (await f.get('/prod-api/discuss/top')).json();
    expect(top.length).toBeGreaterThanOrEqual(5);

    const sdk = (await f.get(`/prod-api/discuss?q=${encodeURIComponent('Python 采集入门')}`)).json().items[0];
    const tree = (await f.get(`/prod-api/article/all/discuss-id/${sdk.id}`)).json();
    expect(tree.map((n: any) => n.name)).toEqual(['安装', '连续采集与回调', '参数保存与加载']);
    expect(tree[0].children.map((n: any) => n.name)).toEqual(['Windows', 'Linux']);
    const detail = (await f.get(`/prod-api/discuss/${sdk.id}`)).json();
    expect(detail.contentHtml).toContain('hljs language-python');
    const comments = (await f.get(`/prod-api/comment/discuss-id/${sdk.id}?sort=oldest`)).json();
    expect(comments.totalCount).toBeGreaterThan(0);
  });

  it('shows its two private topics to guests as masked cards only', async () => {
    const all = await f.get('/prod-api/discuss?maxResultCount=100');
    const masked = all.json().items.filter((i: any) => i.isMasked);
    expect(masked).toHaveLength(2);
    expect(masked.every((i: any) => i.title === FORUM_PRIVACY_TITLE)).toBe(true);
    expect(all.body).not.toContain('精华帖评选');
    expect(all.body).not.toContain('仅项目组');
  });

  it('keeps member counters exact', async () => {
    const rows = await sql<{
      topic_count: number;
      comment_count: number;
      like_received_count: number;
      t: number;
      c: number;
      l: number;
    }>`
      select u.topic_count, u.comment_count, u.like_received_count,
        (select count(*) from forum_discusses d where d.user_id = u.id and d.deleted_at is null) as t,
        (select count(*) from forum_comments c where c.user_id = u.id and c.deleted_at is null) as c,
        (select count(*) from forum_agrees a join forum_discusses d on d.id = a.discuss_id where d.user_id = u.id)
          + (select count(*) from forum_comment_likes l join forum_comments c on c.id = l.comment_id where c.user_id = u.id) as l
      from users u where u.user_name_key in (${sql.join(DEMO_MEMBERS.map((m) => m.userName))})
    `.execute(t.database.db);
    expect(rows.rows).toHaveLength(12);
    for (const r of rows.rows) {
      expect(Number(r.topic_count)).toBe(Number(r.t));
      expect(Number(r.comment_count)).toBe(Number(r.c));
      expect(Number(r.like_received_count)).toBe(Number(r.l));
    }
    const topicRows = await sql<{ comment_count: number; like_count: number; c: number; l: number }>`
      select d.comment_count, d.like_count,
        (select count(*) from forum_comments c where c.discuss_id = d.id) as c,
        (select count(*) from forum_agrees a where a.discuss_id = d.id) as l
      from forum_discusses d
    `.execute(t.database.db);
    for (const r of topicRows.rows) {
      expect(Number(r.comment_count)).toBe(Number(r.c));
      expect(Number(r.like_count)).toBe(Number(r.l));
    }
  });

  it('makes the selection board a Q&A board with a few solved and open questions', async () => {
    const plates = (await f.get('/prod-api/plate')).json();
    const qa = plates.items.filter((p: any) => p.isQuestionBoard);
    expect(qa.map((p: any) => p.name)).toEqual(['选型交流']);
    const list = (await f.get(`/prod-api/discuss?plateId=${qa[0].id}&maxResultCount=50`)).json();
    const solved = list.items.filter((c: any) => c.isSolved);
    expect(solved).toHaveLength(3);
    expect(list.items.filter((c: any) => !c.isSolved && !c.isPinned && !c.isMasked).length).toBeGreaterThan(0);
    const detail = (await f.get(`/prod-api/discuss/${solved[0].id}`)).json();
    expect(detail).toMatchObject({ isQuestion: true, solvedAnswer: { commentId: solved[0].solvedCommentId } });
    expect(detail.solvedAnswer.author.id).not.toBe(detail.author.id);
  });

  it('names demo catalogue models on topics, so model pages list questions, solved ones first', async () => {
    for (const topic of DEMO_TOPICS) expect((topic.models ?? []).length, topic.title).toBeLessThanOrEqual(5);
    const named = DEMO_TOPICS.flatMap((topic) => topic.models ?? []);
    const models = await t.database.db
      .selectFrom('product_models')
      .select(['id', 'model_number'])
      .where('model_number', 'in', named)
      .execute();
    // Every number the demo topics name is a model of the demo catalogue.
    expect(new Set(models.map((m) => m.model_number))).toEqual(new Set(named));
    const links = await t.database.db.selectFrom('forum_discuss_models').select('model_id').execute();
    expect(links).toHaveLength(named.length);
    const idOf = new Map(models.map((m) => [m.model_number, m.id]));
    const page = (await f.get(`/prod-api/discuss/by-model/${idOf.get('CS-A050-10GM')}`)).json();
    expect(page.totalCount).toBe(DEMO_TOPICS.filter((x) => x.models?.includes('CS-A050-10GM')).length);
    expect(page.items[0].isSolved).toBe(true);
    const detail = (await f.get(`/prod-api/discuss/${page.items[0].id}`)).json();
    expect(detail.models.map((m: any) => m.modelNumber)).toContain('CS-A050-10GM');
  });

  it('has members who mention and bookmark each other', async () => {
    const db = t.database.db;
    const mention = await db
      .selectFrom('forum_mentions as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .innerJoin('forum_comments as c', 'c.id', 'm.item_id')
      .select(['m.item_id', 'm.discuss_id', 'm.author_id', 'c.user_id', 'c.content', 'u.user_name'])
      .orderBy('m.created_at')
      .executeTakeFirstOrThrow();
    expect(mention.author_id).toBe(mention.user_id);
    expect(mention.content.startsWith(`@${mention.user_name} `)).toBe(true);
    // The comment as a reader gets it: the mention is marked where it is, so the page links the profile.
    const roots = (await f.get(`/prod-api/comment/discuss-id/${mention.discuss_id}?maxResultCount=50`)).json();
    const shown = roots.items.find((c: any) => c.id === mention.item_id);
    expect(shown.mentions).toEqual([{ start: 0, end: mention.user_name.length + 1, userName: mention.user_name }]);

    const keeper = await db
      .selectFrom('forum_bookmarks as b')
      .innerJoin('users as u', 'u.id', 'b.user_id')
      .select(['u.id', 'u.user_name', 'u.tenant_id'])
      .executeTakeFirstOrThrow();
    const session = await t.app.services.sessions.create({
      userId: keeper.id,
      tenantId: keeper.tenant_id,
      ip: '127.0.0.1',
      userAgent: 'vitest',
    });
    const list = (await f.get(`/prod-api/bookmark/user/${keeper.user_name}`, session.token)).json();
    expect(list.items.map((b: any) => b.targetType).sort()).toEqual(expect.arrayContaining(['comment', 'discuss']));
    // Private to the member: a guest sees none of it.
    expect((await f.get(`/prod-api/bookmark/user/${keeper.user_name}`)).statusCode).toBe(401);
  });

  it('is idempotent and fast', async () => {
    await seedDatabase(t.database.db);
    expect(await count('forum_plates')).toBe(6);
    expect(await count('forum_discusses')).toBe(60);
    const other = await createTenant(t);
    const started = Date.now();
    await seedForum(t.database.db, other.id);
    expect(Date.now() - started).toBeLessThan(5000);
    const otherTopics = await t.database.db
      .selectFrom('forum_discusses')
      .select('id')
      .where('tenant_id', '=', other.id)
      .execute();
    expect(otherTopics).toHaveLength(60);
  });
});
