import { ANSWER_REWARD_SETTING, ROLE_MODERATOR, type DiscussCard, type DiscussDetail } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { closeTestApp, forumClient } from './forum.test-support.js';

describe('forum: solved questions', () => {
  let t: TestApp;
  let f: ReturnType<typeof forumClient>;
  let admin: { id: string; token: string };
  let asker: TestMember;
  let moderator: TestMember;
  let qaPlateId: string;
  let plainPlateId: string;

  const money = async (userId: string) =>
    Number(
      (await t.database.db.selectFrom('users').select('money_cents').where('id', '=', userId).executeTakeFirstOrThrow())
        .money_cents,
    );
  // An award and its reversal can be written in the same millisecond (PostgreSQL then returns either first): on a
  // tie the award comes first, the only order they can happen in ('forum.answer' sorts before '….reversed').
  const ledger = (userId: string) =>
    t.database.db
      .selectFrom('money_ledger')
      .select(['amount_cents', 'reason', 'reference'])
      .where('user_id', '=', userId)
      .where('reason', 'in', ['forum.answer', 'forum.answer.reversed'])
      .orderBy('created_at')
      .orderBy('reason')
      .execute()
      .then((rows) => rows.map((r) => [Number(r.amount_cents), r.reason, r.reference]));
  const mark = (token: string, discussId: string, commentId: string) =>
    t.request({ method: 'PUT', url: `/prod-api/discuss/${discussId}/answer`, token, payload: { commentId } });
  const clear = (token: string, discussId: string) =>
    t.request({ method: 'DELETE', url: `/prod-api/discuss/${discussId}/answer`, token });
  const setReward = (value: string) =>
    t.request({
      method: 'PUT',
      url: `/prod-api/admin/config/${ANSWER_REWARD_SETTING}`,
      token: admin.token,
      payload: { configValue: value },
    });

  beforeAll(async () => {
    t = await createTestApp();
    f = forumClient(t);
    admin = await adminSession(t);
    asker = await createMember(t, { nick: '提问者' });
    moderator = await createMember(t, { roles: [ROLE_MODERATOR], nick: '版主' });
    qaPlateId = (await f.createPlate(admin.token, { isQuestionBoard: true })).id;
    plainPlateId = (await f.createPlate(admin.token)).id;
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  it('is a staff flag on the board, shown on the board and the topic', async () => {
    const plate = await f.ok<{ isQuestionBoard: boolean }>(f.get(`/prod-api/plate/${qaPlateId}`));
    expect(plate.isQuestionBoard).toBe(true);
    const q = await f.createTopic(asker.token, qaPlateId);
    const detail = (await f.get(`/prod-api/discuss/${q.id}`, asker.token)).json<DiscussDetail>();
    expect(detail).toMatchObject({ isQuestion: true, isSolved: false, solvedAnswer: null });
    expect(detail.viewer.canMarkAnswer).toBe(true);
    const other = await createMember(t);
    expect((await f.get(`/prod-api/discuss/${q.id}`, other.token)).json<DiscussDetail>().viewer.canMarkAnswer).toBe(
      false,
    );
    expect((await f.get(`/prod-api/discuss/${q.id}`, moderator.token)).json<DiscussDetail>().viewer.canMarkAnswer).toBe(
      true,
    );
  });

  it('marks, moves and clears the answer, paying and reversing the reward exactly once', async () => {
    const first = await createMember(t, { nick: '回答者一' });
    const second = await createMember(t, { nick: '回答者二' });
    const q = await f.createTopic(asker.token, qaPlateId, { title: '怎么标记答案' });
    const a1 = await f.comment(first.token, q.id, '第一个回答');
    const a2 = await f.comment(second.token, q.id, '第二个回答');

    expect(await f.ok(mark(asker.token, q.id, a1.id))).toEqual({ solvedCommentId: a1.id, message: '已采纳为答案' });
    // The same mark again changes nothing.
    await f.ok(mark(asker.token, q.id, a1.id));
    expect(await money(first.id)).toBe(500);
    const notices = await t.database.db
      .selectFrom('notices')
      .select(['message', 'link'])
      .where('user_id', '=', first.id)
      .where('kind', '=', 'forum.answer')
      .execute();
    expect(notices).toEqual([
      { message: '你在《怎么标记答案》的回答被采纳为答案', link: `/article/${q.id}?comment=${a1.id}#comment-${a1.id}` },
    ]);
    const detail = (await f.get(`/prod-api/discuss/${q.id}`)).json<DiscussDetail>();
    expect(detail).toMatchObject({
      isSolved: true,
      solvedCommentId: a1.id,
      solvedAnswer: { commentId: a1.id, rootId: a1.id, author: { id: first.id }, excerpt: '第一个回答' },
    });
    const list = (await f.get(`/prod-api/discuss?plateId=${qaPlateId}`)).json<{ items: DiscussCard[] }>();
    expect(list.items.find((c) => c.id === q.id)).toMatchObject({ isSolved: true, solvedCommentId: a1.id });
    // The topic's comment list marks the answer (read from the topic itself, not asked of every comment).
    const answersListed = async () =>
      Object.fromEntries(
        (await f.get(`/prod-api/comment/discuss-id/${q.id}`))
          .json<{ items: { id: string; isAnswer: boolean }[] }>()
          .items.map((c) => [c.id, c.isAnswer]),
      );
    expect(await answersListed()).toMatchObject({ [a1.id]: true, [a2.id]: false });

    // A moderator moves it: the first answerer's reward is taken back, the second is paid.
    await f.ok(mark(moderator.token, q.id, a2.id));
    expect(await answersListed()).toMatchObject({ [a1.id]: false, [a2.id]: true });
    expect(await money(first.id)).toBe(0);
    expect(await money(second.id)).toBe(500);
    expect(await ledger(first.id)).toEqual([
      [500, 'forum.answer', q.id],
      [-500, 'forum.answer.reversed', q.id],
    ]);

    expect(await f.ok(clear(asker.token, q.id))).toEqual({ solvedCommentId: null, message: '已取消采纳' });
    expect(await answersListed()).toMatchObject({ [a1.id]: false, [a2.id]: false });
    expect(await money(second.id)).toBe(0);
    expect((await f.get(`/prod-api/discuss/${q.id}`)).json<DiscussDetail>()).toMatchObject({
      isSolved: false,
      solvedAnswer: null,
    });
    // Clearing an open question changes nothing.
    await f.ok(clear(asker.token, q.id));
    expect(await ledger(second.id)).toEqual([
      [500, 'forum.answer', q.id],
      [-500, 'forum.answer.reversed', q.id],
    ]);
  });

  it('shows a solved question as solved in the site search, ranked above an open one that matches as well', async () => {
    const word = `偏振片${Date.now().toString(36).slice(-4)}`;
    const body = { content: `${word} 的安装方向怎么确定？需要实测还是看说明书。` };
    const first = await f.createTopic(asker.token, qaPlateId, { title: `${word} 怎么装（一）`, ...body });
    const second = await f.createTopic(asker.token, qaPlateId, { title: `${word} 怎么装（二）`, ...body });
    const hits = async () => {
      const res = await f.get(`/prod-api/search?q=${encodeURIComponent(word)}&kind=topic`, null);
      expect(res.statusCode).toBe(200);
      const group = res.json().groups.find((g: { kind: string }) => g.kind === 'topic');
      return (group?.items ?? []).map((h: { id: string; solved: boolean }) => [h.id, h.solved]);
    };
    // The question this test solves is the one that ranks lower while neither is solved.
    const before = await hits();
    expect(before.map(([, isSolved]: [string, boolean]) => isSolved)).toEqual([false, false]);
    const [, lower] = before.map(([id]: [string, boolean]) => (id === first.id ? first : second));
    const answerer = await createMember(t);
    const answer = await f.comment(answerer.token, lower!.id, '看偏振片边缘的标记线');
    expect((await mark(asker.token, lower!.id, answer.id)).statusCode).toBe(200);
    const after = await hits();
    expect(after[0]).toEqual([lower!.id, true]);
    expect(after[1]?.[1]).toBe(false);
    expect((await clear(asker.token, lower!.id)).statusCode).toBe(200);
    expect(await hits()).toEqual(before);
  });

  it('pays nothing for answering oneself, follows the staff-set amount, and 0 switches it off', async () => {
    const helper = await createMember(t);
    const q = await f.createTopic(asker.token, qaPlateId);
    const own = await f.comment(asker.token, q.id, '我自己找到了答案');
    await f.ok(mark(asker.token, q.id, own.id));
    expect(await ledger(asker.id)).toEqual([]);

    expect((await setReward('abc')).statusCode).toBe(400);
    await f.ok(setReward('12.5'));
    const a = await f.comment(helper.token, q.id, '另一个回答');
    await f.ok(mark(asker.token, q.id, a.id));
    expect(await money(helper.id)).toBe(1250);
    // The amount changed later: the reversal takes back what was paid, not the new amount.
    await f.ok(setReward('0'));
    await f.ok(mark(asker.token, q.id, own.id));
    expect(await money(helper.id)).toBe(0);
    const q2 = await f.createTopic(asker.token, qaPlateId);
    const b = await f.comment(helper.token, q2.id, '奖励关闭时的回答');
    await f.ok(mark(asker.token, q2.id, b.id));
    expect(await money(helper.id)).toBe(0);
    await f.ok(setReward(''));
  });

  it('takes back at most what the answerer still has', async () => {
    const spender = await createMember(t);
    const q = await f.createTopic(asker.token, qaPlateId);
    const a = await f.comment(spender.token, q.id, '回答后把钱花掉');
    await f.ok(mark(asker.token, q.id, a.id));
    await t.app.services.wallet.change({
      tenantId: spender.tenantId,
      userId: spender.id,
      amountCents: -300,
      reason: 'draw.cost',
    });
    await f.ok(clear(asker.token, q.id));
    expect(await money(spender.id)).toBe(0);
    // Both rows, whatever their order: two writes within one millisecond share a created_at.
    expect(await ledger(spender.id)).toEqual(
      expect.arrayContaining([
        [500, 'forum.answer', q.id],
        [-200, 'forum.answer.reversed', q.id],
      ]),
    );
    expect(await ledger(spender.id)).toHaveLength(2);
  });

  it('refuses others, plain boards, comments of another topic, deleted comments and guests', async () => {
    const stranger = await createMember(t);
    const q = await f.createTopic(asker.token, qaPlateId);
    const a = await f.comment(stranger.token, q.id, '一个回答');
    const r1 = await mark(stranger.token, q.id, a.id);
    expect(r1.statusCode).toBe(403);
    expect(r1.json().error.message).toBe('只有提问者或版主可以采纳答案');
    expect((await mark('', q.id, a.id)).statusCode).toBe(401);
    const plain = await f.createTopic(asker.token, plainPlateId);
    const pc = await f.comment(stranger.token, plain.id, '普通板块的评论');
    const r2 = await mark(asker.token, plain.id, pc.id);
    expect(r2.statusCode).toBe(400);
    expect(r2.json().error.message).toBe('只有问答板块的主题可以采纳答案');
    expect((await f.get(`/prod-api/discuss/${plain.id}`, asker.token)).json<DiscussDetail>().viewer.canMarkAnswer).toBe(
      false,
    );
    expect((await mark(asker.token, q.id, pc.id)).statusCode).toBe(400);
    await f.ok(t.request({ method: 'DELETE', url: `/prod-api/comment/${a.id}`, token: stranger.token }));
    expect((await mark(asker.token, q.id, a.id)).statusCode).toBe(400);
    expect((await mark(asker.token, 'nope', a.id)).statusCode).toBe(404);
    const empty = await t.request({
      method: 'PUT',
      url: `/prod-api/discuss/${q.id}/answer`,
      token: asker.token,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('clears the answer and takes the reward back when the accepted comment is deleted', async () => {
    const answerer = await createMember(t);
    const q = await f.createTopic(asker.token, qaPlateId);
    const a = await f.comment(answerer.token, q.id, '稍后会被删除的答案');
    await f.ok(mark(asker.token, q.id, a.id));
    expect(await money(answerer.id)).toBe(500);
    await f.ok(t.request({ method: 'DELETE', url: `/prod-api/comment/${a.id}`, token: answerer.token }));
    expect(await money(answerer.id)).toBe(0);
    expect((await f.get(`/prod-api/discuss/${q.id}`)).json<DiscussDetail>()).toMatchObject({
      isSolved: false,
      solvedCommentId: null,
      solvedAnswer: null,
    });
    expect(await ledger(answerer.id)).toEqual([
      [500, 'forum.answer', q.id],
      [-500, 'forum.answer.reversed', q.id],
    ]);
  });

  it('keeps the money exact when marks race: one answerer holds the reward in the end', async () => {
    const answerers = await Promise.all(Array.from({ length: 8 }, (_, i) => createMember(t, { nick: `答${i}` })));
    const q = await f.createTopic(asker.token, qaPlateId);
    const answers = [];
    for (const m of answerers) answers.push(await f.comment(m.token, q.id, `来自${m.userName}的回答`));
    const results = await Promise.all(
      answers.flatMap((a) => [mark(asker.token, q.id, a.id), mark(moderator.token, q.id, a.id)]),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const row = await t.database.db
      .selectFrom('forum_discusses')
      .select(['solved_comment_id', 'answer_paid_user_id', 'answer_paid_cents'])
      .where('id', '=', q.id)
      .executeTakeFirstOrThrow();
    const winner = answers.findIndex((a) => a.id === row.solved_comment_id);
    expect(winner).toBeGreaterThanOrEqual(0);
    expect(row).toMatchObject({ answer_paid_user_id: answerers[winner]!.id, answer_paid_cents: 500 });
    const balances = await Promise.all(answerers.map((m) => money(m.id)));
    expect(balances).toEqual(answerers.map((_, i) => (i === winner ? 500 : 0)));
    // Every balance equals its ledger: each payment has its reversal except the winner's last one.
    for (const [i, m] of answerers.entries()) {
      const rows = await ledger(m.id);
      expect(rows.reduce((s, r) => s + (r[0] as number), 0)).toBe(balances[i]);
    }
  });
});
