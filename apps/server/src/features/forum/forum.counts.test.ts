import { ROLE_MODERATOR } from '@clearsight/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { bool, num } from '../../shared/values.js';
import { closeTestApp, forumClient } from './forum.test-support.js';

/**
 * List totals come from kept counts (the boards' topic counts by state, each topic's root-comment count)
 * instead of counting rows per request. These tests hold the kept counts to a fresh count after every kind
 * of write, including many at once (on PostgreSQL they really run concurrently), and the totals the API
 * answers to what the lists contain.
 */
describe('forum: kept counts behind list totals', () => {
  let t: TestApp;
  let f: ReturnType<typeof forumClient>;
  let admin: { id: string; token: string };
  let mod: TestMember;
  let members: TestMember[];
  let plateA: string;
  let plateB: string;

  beforeAll(async () => {
    t = await createTestApp();
    f = forumClient(t);
    admin = await adminSession(t);
    mod = await createMember(t, { roles: [ROLE_MODERATOR], nick: '计数版主' });
    members = await Promise.all(Array.from({ length: 6 }, (_, i) => createMember(t, { nick: `计数${i}` })));
    plateA = (await f.createPlate(admin.token, { name: '计数板块甲' })).id;
    plateB = (await f.createPlate(admin.token, { name: '计数板块乙' })).id;
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  const tenantId = () => members[0]!.tenantId;

  /** The kept counts, and the same counts made from the rows, keyed alike. */
  async function keptAndFresh() {
    const kept = await t.database.db
      .selectFrom('forum_topic_counts')
      .select(['plate_id', 'visibility', 'is_hidden', 'is_deleted', 'n'])
      .where('tenant_id', '=', tenantId())
      .execute();
    const rows = await t.database.db
      .selectFrom('forum_discusses')
      .select(['plate_id', 'visibility', 'is_hidden', 'deleted_at'])
      .where('tenant_id', '=', tenantId())
      .execute();
    const key = (plate: string, visibility: string, hidden: unknown, deleted: boolean) =>
      `${plate}|${visibility}|${bool(hidden as number | boolean)}|${deleted}`;
    const keptMap = new Map<string, number>();
    for (const r of kept) {
      if (num(r.n) !== 0) keptMap.set(key(r.plate_id, r.visibility, r.is_hidden, bool(r.is_deleted)), num(r.n));
    }
    const freshMap = new Map<string, number>();
    for (const r of rows) {
      const k = key(r.plate_id, r.visibility, r.is_hidden, r.deleted_at !== null);
      freshMap.set(k, (freshMap.get(k) ?? 0) + 1);
    }
    const rootCounts = await t.database.db
      .selectFrom('forum_discusses as d')
      .select((eb) => [
        'd.id',
        'd.root_count',
        eb
          .selectFrom('forum_comments as c')
          .select((s) => s.fn.countAll<number>().as('n'))
          .whereRef('c.discuss_id', '=', 'd.id')
          .where('c.root_id', 'is', null)
          .where((w) => w.or([w('c.deleted_at', 'is', null), w('c.reply_count', '>', 0)]))
          .as('fresh'),
      ])
      .where('d.tenant_id', '=', tenantId())
      .execute();
    return {
      kept: Object.fromEntries([...keptMap].sort()),
      fresh: Object.fromEntries([...freshMap].sort()),
      wrongRootCounts: rootCounts.filter((r) => num(r.root_count) !== num(r.fresh)),
    };
  }

  async function expectExact() {
    const { kept, fresh, wrongRootCounts } = await keptAndFresh();
    expect(kept).toEqual(fresh);
    expect(wrongRootCounts).toEqual([]);
  }

  /** Every item of a list, page by page, with the total the first page announced. */
  async function wholeList(url: string, token?: string) {
    const items: Array<{ id: string }> = [];
    let total = -1;
    for (let skip = 0; ; skip += 50) {
      const page = await f.ok<{ items: Array<{ id: string }>; totalCount: number }>(
        f.get(`${url}${url.includes('?') ? '&' : '?'}skipCount=${skip}&maxResultCount=50`, token),
      );
      if (total < 0) total = page.totalCount;
      items.push(...page.items);
      if (page.items.length < 50) break;
    }
    return { total, items };
  }

  it('start from the seed: the demo forum is counted', async () => {
    await expectExact();
  });

  it('follow creates, visibility changes, hiding, moving boards and deletions', async () => {
    const [a, b, c] = members;
    const t1 = await f.createTopic(a!.token, plateA);
    const t2 = await f.createTopic(b!.token, plateA, { visibility: 'self' });
    const t3 = await f.createTopic(c!.token, plateB);
    const t4 = await f.createTopic(a!.token, plateB);
    await expectExact();

    const edit = (token: string, id: string, payload: Record<string, unknown>) =>
      f.ok(t.request({ method: 'PUT', url: `/prod-api/discuss/${id}`, token, payload }));
    const moderate = (id: string, payload: Record<string, unknown>) =>
      f.ok(t.request({ method: 'PUT', url: `/prod-api/discuss/${id}/moderation`, token: mod.token, payload }));

    await edit(b!.token, t2.id, { visibility: 'public' });
    await edit(a!.token, t1.id, { visibility: 'self', content: '改成只有自己可见的内容，长度足够。' });
    await moderate(t3.id, { isHidden: true, hiddenReason: '测试隐藏' });
    await moderate(t4.id, { plateId: plateA, isPinned: true });
    await moderate(t3.id, { plateId: plateA });
    await expectExact();

    await f.ok(t.request({ method: 'DELETE', url: `/prod-api/discuss/${t4.id}`, token: a!.token }));
    await moderate(t3.id, { isHidden: false });
    await f.ok(t.request({ method: 'DELETE', url: `/prod-api/discuss/${t3.id}`, token: mod.token }));
    // A deleted topic that staff hide still moves between the deleted counts.
    await moderate(t3.id, { isHidden: true, hiddenReason: '删除后隐藏' }).catch(() => undefined);
    await expectExact();
  });

  it('follow root comments, replies and deletions (a root with replies stays as a marker)', async () => {
    const [a, b] = members;
    const topic = await f.createTopic(a!.token, plateA);
    const root1 = await f.comment(b!.token, topic.id, '第一条根评论');
    const root2 = await f.comment(a!.token, topic.id, '第二条根评论');
    const reply = await f.comment(a!.token, topic.id, '回复第一条', root1.id);
    await f.comment(b!.token, topic.id, '再回复一条', root1.id);
    await expectExact();
    const listed = async () =>
      (await f.ok<{ totalCount: number }>(f.get(`/prod-api/comment/discuss-id/${topic.id}`))).totalCount;
    expect(await listed()).toBe(2);

    const del = (token: string, id: string) =>
      f.ok(t.request({ method: 'DELETE', url: `/prod-api/comment/${id}`, token }));
    await del(b!.token, root1.id);
    expect(await listed()).toBe(2);
    await del(a!.token, root2.id);
    expect(await listed()).toBe(1);
    await del(a!.token, reply.id);
    expect(await listed()).toBe(1);
    await expectExact();
  });

  it('stay exact when many members post, hide and delete at once', async () => {
    const created = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        f.createTopic(members[i % members.length]!.token, i % 2 === 0 ? plateA : plateB, {
          visibility: i % 5 === 0 ? 'self' : 'public',
        }),
      ),
    );
    await expectExact();
    await Promise.all([
      ...created.slice(0, 8).map((topic) =>
        f.ok(
          t.request({
            method: 'PUT',
            url: `/prod-api/discuss/${topic.id}/moderation`,
            token: mod.token,
            payload: { isHidden: true, hiddenReason: '并发隐藏', plateId: topic.plateId === plateA ? plateB : plateA },
          }),
        ),
      ),
      ...created
        .slice(8, 16)
        .map((topic) =>
          f.ok(t.request({ method: 'DELETE', url: `/prod-api/discuss/${topic.id}`, token: admin.token })),
        ),
      ...Array.from({ length: 16 }, (_, i) =>
        f.createTopic(members[i % members.length]!.token, plateB, { visibility: i % 3 === 0 ? 'users' : 'public' }),
      ),
      ...Array.from({ length: 12 }, (_, i) =>
        f.comment(members[i % members.length]!.token, created[21]!.id, `并发 ${i}`),
      ),
    ]);
    await expectExact();
    expect(
      (await f.ok<{ totalCount: number }>(f.get(`/prod-api/comment/discuss-id/${created[21]!.id}`))).totalCount,
    ).toBe(12);
  });

  it('show on the boards at once although the boards are kept between requests', async () => {
    const [a] = members;
    const countOf = async (plateId: string) => {
      const plates = await f.ok<{ items: Array<{ id: string; name: string; topicCount: number }> }>(
        f.get('/prod-api/plate'),
      );
      return plates.items.find((p) => p.id === plateId)!;
    };
    const before = (await countOf(plateB)).topicCount;
    const topic = await f.createTopic(a!.token, plateB);
    expect((await countOf(plateB)).topicCount).toBe(before + 1);
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${topic.id}/moderation`,
        token: mod.token,
        payload: { isHidden: true, hiddenReason: '看板计数' },
      }),
    );
    expect((await countOf(plateB)).topicCount).toBe(before);
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/plate/${plateB}`,
        token: admin.token,
        payload: { name: '计数板块乙（改名）', code: `counts-b-${Date.now().toString(36)}` },
      }),
    );
    expect((await countOf(plateB)).name).toBe('计数板块乙（改名）');
  });

  it('answer the same totals as the lists hold, for guests, members and staff', async () => {
    const [a] = members;
    const hidden = await f.createTopic(a!.token, plateA, { title: '作者自己能看到的隐藏主题' });
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${hidden.id}/moderation`,
        token: mod.token,
        payload: { isHidden: true, hiddenReason: '作者可见' },
      }),
    );
    for (const plate of [undefined, plateA, plateB]) {
      const q = plate ? `?plateId=${plate}` : '';
      for (const token of [undefined, a!.token, admin.token]) {
        const list = await wholeList(`/prod-api/discuss${q}`, token);
        expect(list.total).toBe(list.items.length);
      }
    }
    const guestA = await wholeList(`/prod-api/discuss?plateId=${plateA}`);
    const memberA = await wholeList(`/prod-api/discuss?plateId=${plateA}`, a!.token);
    expect(memberA.total).toBe(guestA.total + (await ownHiddenIn(a!.id, plateA)));

    for (const status of ['all', 'visible', 'hidden', 'deleted', 'pinned']) {
      const list = await wholeList(`/prod-api/admin/forum/discuss?status=${status}&plateId=${plateA}`, admin.token);
      expect(list.total, status).toBe(list.items.length);
    }

    // The boards' counts are their public, visible, live topics.
    const plates = await f.ok<{ items: Array<{ id: string; topicCount: number }> }>(f.get('/prod-api/plate'));
    for (const p of plates.items) {
      const row = await t.database.db
        .selectFrom('forum_discusses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('plate_id', '=', p.id)
        .where('deleted_at', 'is', null)
        .where('is_hidden', '=', false)
        .where('visibility', '=', 'public')
        .executeTakeFirstOrThrow();
      expect(p.topicCount).toBe(num(row.n));
    }
  });

  async function ownHiddenIn(userId: string, plateId: string): Promise<number> {
    const row = await sql<{ n: number }>`
      select count(*) as n from forum_discusses
      where user_id = ${userId} and plate_id = ${plateId} and deleted_at is null and is_hidden = ${t.database.kind === 'postgres' ? sql`true` : sql`1`}
    `.execute(t.database.db);
    return num(row.rows[0]?.n);
  }
});
