import {
  ActivityErrorCodes,
  IDEMPOTENCY_KEY_HEADER,
  TASK_MESSAGES,
  type AdminAssignmentDefine,
  type Assignment,
  type AssignmentDefine,
  type AssignmentDefineInput,
} from '@clearsight/contracts';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import { adminSession, createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { forumClient } from '../forum/forum.test-support.js';
import { taskPeriod } from './task.service.js';

/**
 * Instants are written with the +08:00 offset of the default TIME_ZONE (Asia/Shanghai), in years after the
 * real one: tokens are JWTs whose expiry is checked against the real time.
 */
const Y = new Date().getUTCFullYear() + 1;
const at = (local: string) => new Date(`${local}+08:00`);
const pad = (n: number) => String(n).padStart(2, '0');
/** The last day of a month (1-based), `YYYY-MM-DD`. */
const monthEnd = (year: number, month: number) =>
  `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
/** The first month end from `year` on that falls on `weekday` (0 Sunday … 6 Saturday). */
function monthEndOn(weekday: number, year: number): string {
  for (let i = 0; i < 48; i += 1) {
    const end = monthEnd(year + Math.floor(i / 12), (i % 12) + 1);
    if (new Date(`${end}T00:00:00Z`).getUTCDay() === weekday) return end;
  }
  throw new Error('no such month end');
}
const nextDay = (key: string, days = 1) => {
  const d = new Date(`${key}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

let t: TestApp;
let clock: ManualClock;
let admin: { id: string; token: string; tenantId: string };
let tenantId: string;
let plateId: string;

beforeAll(async () => {
  clock = new ManualClock(at(`${Y}-03-10T09:00:00`));
  t = await createTestApp({ clock, config: { rateLimitDisabled: true } });
  admin = await adminSession(t);
  tenantId = admin.tenantId;
  plateId = (await forumClient(t).createPlate(admin.token)).id;
});
afterAll(async () => {
  await t.close();
});

/** Moves the clock and gives the members fresh sessions (sessions expire on the injected clock). */
async function travel(local: string, ...members: TestMember[]): Promise<void> {
  clock.set(at(local));
  admin = await adminSession(t);
  for (const m of members) {
    m.token = (
      await t.app.services.sessions.create({ userId: m.id, tenantId, ip: '203.0.113.7', userAgent: 'vitest' })
    ).token;
  }
}

let seq = 0;
async function define(input: Partial<AssignmentDefineInput> = {}): Promise<AdminAssignmentDefine> {
  seq += 1;
  const res = await t.request({
    method: 'POST',
    url: '/prod-api/admin/assignment-define',
    token: admin.token,
    payload: {
      name: `测试任务${seq}`,
      remarks: '测试用',
      assignmentType: 'Daily',
      assignmentRequirementType: 'Discuss',
      totalStepNumber: 1,
      rewardsMoneyNumber: 10,
      orderNum: 1000 + seq,
      ...input,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminAssignmentDefine>();
}

const receivable = async (m: TestMember) => {
  const res = await t.request({ method: 'GET', url: '/prod-api/assignment/receive', token: m.token });
  expect(res.statusCode).toBe(200);
  return res.json<AssignmentDefine[]>().map((d) => d.id);
};
const accept = (m: TestMember, defineId: string) =>
  t.request({ method: 'POST', url: `/prod-api/assignment/accept/${defineId}`, token: m.token });
const claim = (m: TestMember, id: string, key?: string) =>
  t.request({
    method: 'POST',
    url: `/prod-api/assignment/complete/${id}`,
    token: m.token,
    ...(key ? { headers: { [IDEMPOTENCY_KEY_HEADER]: key } } : {}),
  });
async function tasks(m: TestMember, state: 'Progress' | 'End' = 'Progress'): Promise<Assignment[]> {
  const res = await t.request({
    method: 'GET',
    url: `/prod-api/assignment?assignmentQueryState=${state}`,
    token: m.token,
  });
  expect(res.statusCode).toBe(200);
  return res.json<Assignment[]>();
}
async function accepted(m: TestMember, defineId: string): Promise<Assignment> {
  const res = await accept(m, defineId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Assignment>();
}
const find = async (m: TestMember, id: string, state: 'Progress' | 'End' = 'Progress') =>
  (await tasks(m, state)).find((a) => a.id === id);

/** A topic written straight into its table, as if the process stopped before any event was handled. */
async function topicDirect(userId: string, when: Date = clock.now(), deleted = false): Promise<void> {
  const id = newId();
  await t.database.db
    .insertInto('forum_discusses')
    .values({
      id,
      tenant_id: tenantId,
      plate_id: plateId,
      user_id: userId,
      title: `直接写入的主题 ${id}`,
      introduction: '',
      content: '直接写入数据库的主题内容。',
      cover: null,
      tags: '[]',
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
      solved_comment_id: null,
      answer_paid_user_id: null,
      answer_paid_cents: 0,
      created_at: when.toISOString(),
      updated_at: when.toISOString(),
      deleted_at: deleted ? when.toISOString() : null,
    })
    .execute();
}

async function moneyCents(userId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('users')
    .select('money_cents')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.money_cents);
}

async function ledgerSum(userId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('money_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum('amount_cents'), sql<number>`0`).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

describe('task periods in TIME_ZONE', () => {
  it('expires daily tasks at the next local midnight and weekly ones next Monday 00:00', () => {
    const zone = 'Asia/Shanghai';
    // 00:30 local on the 1st is still the previous day in UTC: the local date decides.
    expect(taskPeriod('Daily', at(`${Y}-04-01T00:30:00`), zone)).toEqual({
      periodKey: `D:${Y}-04-01`,
      expiresAt: at(`${Y}-04-02T00:00:00`),
    });
    expect(taskPeriod('Daily', at(`${Y}-12-31T23:59:59`), zone).expiresAt).toEqual(at(`${Y + 1}-01-01T00:00:00`));
    const sunday = monthEndOn(0, Y);
    expect(taskPeriod('Weekly', at(`${sunday}T23:30:00`), zone)).toEqual({
      periodKey: `W:${nextDay(sunday, -6)}`,
      expiresAt: at(`${nextDay(sunday)}T00:00:00`),
    });
    const monday = monthEndOn(1, Y);
    expect(taskPeriod('Weekly', at(`${monday}T00:00:00`), zone)).toEqual({
      periodKey: `W:${monday}`,
      expiresAt: at(`${nextDay(monday, 7)}T00:00:00`),
    });
    expect(taskPeriod('Novice', at(`${Y}-04-01T00:30:00`), zone)).toEqual({ periodKey: 'N', expiresAt: null });
  });
});

describe('task definitions (staff)', () => {
  it('creates, changes and deletes definitions, audited, and refuses members', async () => {
    const m = await createMember(t);
    const asMember = await t.request({
      method: 'POST',
      url: '/prod-api/admin/assignment-define',
      token: m.token,
      payload: { name: 'x', assignmentType: 'Daily', assignmentRequirementType: 'Discuss', totalStepNumber: 1 },
    });
    expect(asMember.statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/prod-api/admin/assignment-define', token: m.token })).statusCode,
    ).toBe(403);

    const created = await define({ name: '每日测试', rewardsMoneyNumber: 12.5 });
    expect(created).toMatchObject({
      name: '每日测试',
      rewardsMoneyNumber: 12.5,
      isEnabled: true,
      preAssignmentId: null,
    });
    const updated = await t.request({
      method: 'PUT',
      url: `/prod-api/admin/assignment-define/${created.id}`,
      token: admin.token,
      payload: {
        name: '每日测试（改）',
        assignmentType: 'Weekly',
        assignmentRequirementType: 'Comment',
        totalStepNumber: 3,
        rewardsMoneyNumber: 20,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: '每日测试（改）', assignmentType: 'Weekly', totalStepNumber: 3 });
    const list = await t.request({
      method: 'GET',
      url: '/prod-api/admin/assignment-define?assignmentType=Weekly&maxResultCount=100',
      token: admin.token,
    });
    expect(list.json<{ items: Array<{ id: string }> }>().items.map((d) => d.id)).toContain(created.id);
    const removed = await t.request({
      method: 'DELETE',
      url: `/prod-api/admin/assignment-define/${created.id}`,
      token: admin.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/prod-api/admin/assignment-define/${created.id}`, token: admin.token }))
        .statusCode,
    ).toBe(404);
    const audits = await t.database.db
      .selectFrom('audit_logs')
      .select('action')
      .where('target_id', '=', created.id)
      .orderBy('created_at')
      .execute();
    expect(audits.map((a) => a.action).sort()).toEqual(
      ['task-definition.create', 'task-definition.delete', 'task-definition.update'].sort(),
    );
  });

  it('checks the novice predecessor: novice only, existing, no loops, not deleted under a successor', async () => {
    const root = await define({ assignmentType: 'Novice' });
    const child = await define({ assignmentType: 'Novice', preAssignmentId: root.id });
    const bad = async (payload: Partial<AssignmentDefineInput>, id?: string) => {
      const res = await t.request({
        method: id ? 'PUT' : 'POST',
        url: `/prod-api/admin/assignment-define${id ? `/${id}` : ''}`,
        token: admin.token,
        payload: {
          name: '前置检查',
          assignmentType: 'Novice',
          assignmentRequirementType: 'Discuss',
          totalStepNumber: 1,
          rewardsMoneyNumber: 1,
          ...payload,
        },
      });
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ error: { message: string } }>().error.message;
    };
    expect(await bad({ assignmentType: 'Daily', preAssignmentId: root.id })).toBe('只有新手任务可以设置前置任务');
    expect(await bad({ preAssignmentId: newId() })).toBe('前置任务不存在');
    expect(await bad({ preAssignmentId: root.id }, root.id)).toBe('前置任务不能是它自己');
    expect(await bad({ preAssignmentId: child.id }, root.id)).toBe('前置任务不能形成循环');
    const daily = await define();
    expect(await bad({ preAssignmentId: daily.id })).toBe('前置任务必须是新手任务');
    expect(await bad({ assignmentType: 'Daily' }, root.id)).toContain('前置任务');
    const remove = await t.request({
      method: 'DELETE',
      url: `/prod-api/admin/assignment-define/${root.id}`,
      token: admin.token,
    });
    expect(remove.statusCode).toBe(409);
    // Out-of-range inputs are refused before anything is written.
    for (const payload of [{ totalStepNumber: 0 }, { rewardsMoneyNumber: 0 }, { rewardsMoneyNumber: 1.234 }]) {
      const res = await t.request({
        method: 'POST',
        url: '/prod-api/admin/assignment-define',
        token: admin.token,
        payload: {
          name: 'x',
          assignmentType: 'Daily',
          assignmentRequirementType: 'Discuss',
          totalStepNumber: 1,
          rewardsMoneyNumber: 1,
          ...payload,
        },
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('offering and accepting', () => {
  it('offers the novice chain one task at a time along its predecessors and refuses the rest with 409', async () => {
    await travel(`${Y}-03-10T09:00:00`);
    const root = await define({ assignmentType: 'Novice', orderNum: 1 });
    const next = await define({ assignmentType: 'Novice', preAssignmentId: root.id, orderNum: 2 });
    const m = await createMember(t);
    let offered = await receivable(m);
    expect(offered).toContain(root.id);
    expect(offered).not.toContain(next.id);

    const early = await accept(m, next.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      error: { code: ActivityErrorCodes.taskNotAvailable, message: TASK_MESSAGES.notReceivable },
    });
    expect((await accept(m, newId())).statusCode).toBe(404);

    const task = await accepted(m, root.id);
    expect(task).toMatchObject({ assignmentState: 'Progress', currentStepNumber: 0, expireTime: null });
    expect((await accept(m, root.id)).statusCode).toBe(409);
    // While a novice task is unclaimed no other novice task is offered.
    offered = await receivable(m);
    expect(offered).not.toContain(root.id);
    expect(offered).not.toContain(next.id);

    await topicDirect(m.id);
    expect((await claim(m, task.id)).statusCode).toBe(200);
    offered = await receivable(m);
    expect(offered).toContain(next.id);
    expect(offered).not.toContain(root.id);
  });

  it('gives one instance per period under concurrent accepts, and offers a daily task again the next day', async () => {
    await travel(`${Y}-03-10T09:00:00`);
    const daily = await define();
    const m = await createMember(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => accept(m, daily.id)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await receivable(m)).not.toContain(daily.id);
    await travel(`${Y}-03-11T00:00:00`, m);
    expect(await receivable(m)).toContain(daily.id);
    expect((await accept(m, daily.id)).statusCode).toBe(201);
  });

  it('does not offer switched-off definitions', async () => {
    const off = await define({ isEnabled: false });
    const m = await createMember(t);
    expect(await receivable(m)).not.toContain(off.id);
    expect((await accept(m, off.id)).statusCode).toBe(409);
  });

  it("offers and copies the definition's English name and remarks, for English pages", async () => {
    const d = await define({ nameEn: 'Post a topic', remarksEn: 'Post one topic today.' });
    expect(d).toMatchObject({ nameEn: 'Post a topic', remarksEn: 'Post one topic today.' });
    const m = await createMember(t);
    const offers = (await t.request({ method: 'GET', url: '/prod-api/assignment/receive', token: m.token })).json<
      AssignmentDefine[]
    >();
    expect(offers.find((o) => o.id === d.id)).toMatchObject({ nameEn: 'Post a topic' });
    expect((await accept(m, d.id)).statusCode).toBe(201);
    // The member's task keeps its own copy, English included.
    expect((await tasks(m)).find((a) => a.assignmentDefineId === d.id)).toMatchObject({
      nameEn: 'Post a topic',
      remarksEn: 'Post one topic today.',
    });
  });
});

describe('progress counted from stored facts', () => {
  it('counts a topic written without any event, never one from before, someone else or deleted', async () => {
    await travel(`${Y}-03-12T09:00:00`);
    const def = await define({ totalStepNumber: 2 });
    const m = await createMember(t);
    const other = await createMember(t);
    await topicDirect(m.id, new Date(clock.now().getTime() - 60_000)); // before accepting
    clock.advance(1000);
    const task = await accepted(m, def.id);
    await topicDirect(other.id);
    await topicDirect(m.id, clock.now(), true);
    expect(await find(m, task.id)).toMatchObject({ currentStepNumber: 0, assignmentState: 'Progress' });

    // The process "died" right after the topic was stored: no event ever ran. The step is there.
    clock.advance(1000);
    await topicDirect(m.id);
    expect(await find(m, task.id)).toMatchObject({ currentStepNumber: 1, assignmentState: 'Progress' });
    // Reading again counts nothing twice.
    expect(await find(m, task.id)).toMatchObject({ currentStepNumber: 1 });

    // Through the API: the event tells the member once the task is complete.
    clock.advance(1000);
    const when = clock.now().toISOString();
    await forumClient(t).createTopic(m.token, plateId);
    await new Promise((r) => setTimeout(r, 50));
    expect(await find(m, task.id)).toMatchObject({
      currentStepNumber: 2,
      assignmentState: 'Completed',
      completeTime: when,
    });
    // Extra facts never push the count past the total.
    await topicDirect(m.id);
    expect(await find(m, task.id)).toMatchObject({ currentStepNumber: 2 });
    const notices = await t.database.db
      .selectFrom('notices')
      .select('message')
      .where('user_id', '=', m.id)
      .where('kind', '=', 'task')
      .execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toContain(def.name);
  });

  it('sends the completion notice from the task list when no event did', async () => {
    const def = await define();
    const m = await createMember(t);
    const task = await accepted(m, def.id);
    await topicDirect(m.id);
    expect(await find(m, task.id)).toMatchObject({ assignmentState: 'Completed' });
    await tasks(m);
    const notices = await t.database.db.selectFrom('notices').selectAll().where('user_id', '=', m.id).execute();
    expect(notices.filter((n) => n.kind === 'task')).toHaveLength(1);
  });

  it('counts comments, likes given, nick and avatar changes, each for its own requirement', async () => {
    await travel(`${Y}-03-13T09:00:00`);
    const m = await createMember(t);
    const author = await createMember(t);
    const forum = forumClient(t);
    const topic = await forum.createTopic(author.token, plateId);
    const defs = {
      comment: await define({ assignmentRequirementType: 'Comment', totalStepNumber: 2 }),
      agree: await define({ assignmentRequirementType: 'Agree', totalStepNumber: 2 }),
      nick: await define({ assignmentRequirementType: 'UpdateNick', totalStepNumber: 2 }),
      icon: await define({ assignmentRequirementType: 'UpdateIcon', totalStepNumber: 1 }),
    };
    const ids = {
      comment: (await accepted(m, defs.comment.id)).id,
      agree: (await accepted(m, defs.agree.id)).id,
      nick: (await accepted(m, defs.nick.id)).id,
      icon: (await accepted(m, defs.icon.id)).id,
    };
    clock.advance(1000);
    const comment = await forum.comment(m.token, topic.id, '这条评论推进评论任务。');
    const theirComment = await forum.comment(author.token, topic.id, '作者自己的评论。');
    expect(
      (await t.request({ method: 'POST', url: `/prod-api/agree/operate/${topic.id}`, token: m.token })).statusCode,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/prod-api/agree/operate/comment/${theirComment.id}`,
          token: m.token,
        })
      ).statusCode,
    ).toBe(200);
    const profile = (nick: string) =>
      t.request({ method: 'PUT', url: '/prod-api/user/profile', token: m.token, payload: { nick } });
    expect((await profile('新的昵称')).statusCode).toBe(200);
    expect((await profile('新的昵称')).statusCode).toBe(200); // unchanged: not a change
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const file = await t.app.services.files.upload({
      tenantId,
      ownerId: m.id,
      fileName: 'a.png',
      bytes,
      imagesOnly: true,
    });
    const icon = await t.request({
      method: 'PUT',
      url: '/prod-api/account/icon',
      token: m.token,
      payload: { icon: file.id },
    });
    expect(icon.statusCode).toBe(200);

    const mine = new Map((await tasks(m)).map((a) => [a.id, a]));
    expect(mine.get(ids.comment)).toMatchObject({ currentStepNumber: 1, assignmentState: 'Progress' });
    expect(mine.get(ids.agree)).toMatchObject({ currentStepNumber: 2, assignmentState: 'Completed' });
    expect(mine.get(ids.nick)).toMatchObject({ currentStepNumber: 1, assignmentState: 'Progress' });
    expect(mine.get(ids.icon)).toMatchObject({ currentStepNumber: 1, assignmentState: 'Completed' });
    expect(comment.id).toBeTruthy();

    // Taking a like back takes its step back: likes cannot be farmed by toggling.
    await t.request({ method: 'POST', url: `/prod-api/agree/operate/${topic.id}`, token: m.token });
    expect(await find(m, ids.agree)).toMatchObject({ currentStepNumber: 1, assignmentState: 'Progress' });
    expect((await profile('又改了昵称')).statusCode).toBe(200);
    expect(await find(m, ids.nick)).toMatchObject({ currentStepNumber: 2, assignmentState: 'Completed' });
  });
});

describe('claiming', () => {
  it('credits the reward exactly once, only to the owner, only when complete', async () => {
    await travel(`${Y}-03-14T09:00:00`);
    const def = await define({ rewardsMoneyNumber: 12.34 });
    const m = await createMember(t);
    const stranger = await createMember(t);
    const task = await accepted(m, def.id);

    const tooEarly = await claim(m, task.id);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json()).toMatchObject({
      error: { code: ActivityErrorCodes.taskNotAvailable, message: TASK_MESSAGES.notClaimable },
    });
    await topicDirect(m.id);
    expect((await claim(stranger, task.id)).statusCode).toBe(404);
    expect((await claim(stranger, newId())).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/prod-api/assignment/complete/${task.id}` })).statusCode).toBe(401);

    const key = `claim-${newId()}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => claim(m, task.id, i === 0 ? key : `claim-${newId()}`)),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(ok[0]!.json()).toMatchObject({ value: 12.34, money: 12.34, assignment: { assignmentState: 'End' } });
    const rewards = await t.database.db
      .selectFrom('money_ledger')
      .selectAll()
      .where('user_id', '=', m.id)
      .where('reason', '=', 'task.reward')
      .execute();
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({ reference: task.id });
    expect(await moneyCents(m.id)).toBe(1234);
    expect(await ledgerSum(m.id)).toBe(1234);
    expect(await moneyCents(stranger.id)).toBe(0);

    const finished = await find(m, task.id, 'End');
    expect(finished).toMatchObject({ assignmentState: 'End', currentStepNumber: 1 });
    expect(finished?.endTime).toBeTruthy();
    expect(await find(m, task.id)).toBeUndefined();
  });

  it('answers a retried claim carrying the same key with the first result', async () => {
    const def = await define({ rewardsMoneyNumber: 5 });
    const m = await createMember(t);
    const task = await accepted(m, def.id);
    await topicDirect(m.id);
    const key = `claim-${newId()}`;
    const first = await claim(m, task.id, key);
    expect(first.statusCode).toBe(200);
    const again = await claim(m, task.id, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ value: 5, money: 5 });
    expect((await claim(m, task.id, `claim-${newId()}`)).statusCode).toBe(409);
    expect(await ledgerSum(m.id)).toBe(500);
    expect((await claim(m, task.id, 'bad key!')).statusCode).toBe(400);
  });
});

describe('expiry', () => {
  it('ends a daily task at local midnight across a month end, complete or not, and refuses its claim', async () => {
    const end = monthEnd(Y, 4);
    await travel(`${end}T23:58:00`);
    const def = await define({ rewardsMoneyNumber: 3 });
    const m = await createMember(t);
    const task = await accepted(m, def.id);
    expect(task.expireTime).toBe(at(`${Y}-05-01T00:00:00`).toISOString());
    clock.advance(30_000);
    await topicDirect(m.id);
    expect(await find(m, task.id)).toMatchObject({ assignmentState: 'Completed' });
    // One second before midnight it is still claimable; at midnight it has expired, unclaimed.
    await travel(`${end}T23:59:59`, m);
    expect((await find(m, task.id))?.assignmentState).toBe('Completed');
    await travel(`${Y}-05-01T00:00:00`, m);
    expect(await find(m, task.id)).toBeUndefined();
    expect(await find(m, task.id, 'End')).toMatchObject({ assignmentState: 'Expired' });
    const late = await claim(m, task.id);
    expect(late.statusCode).toBe(409);
    expect(await ledgerSum(m.id)).toBe(0);
    // A topic after midnight does not count for the expired task; the new day's task can be accepted.
    await topicDirect(m.id);
    expect((await find(m, task.id, 'End'))?.currentStepNumber).toBe(1);
    expect(await receivable(m)).toContain(def.id);
  });

  it('ends a weekly task at Monday 00:00: the next day on a month-end Sunday, a week later on a Monday', async () => {
    const def = await define({ assignmentType: 'Weekly' });
    const sunday = monthEndOn(0, Y);
    await travel(`${sunday}T22:00:00`);
    const m = await createMember(t);
    const onSunday = await accepted(m, def.id);
    expect(onSunday.expireTime).toBe(at(`${nextDay(sunday)}T00:00:00`).toISOString());
    await travel(`${nextDay(sunday)}T00:00:00`, m);
    expect(await find(m, onSunday.id, 'End')).toMatchObject({ assignmentState: 'Expired' });

    const monday = monthEndOn(1, Y);
    await travel(`${monday}T08:00:00`, m);
    const onMonday = await accepted(m, def.id);
    expect(onMonday.expireTime).toBe(at(`${nextDay(monday, 7)}T00:00:00`).toISOString());
    await travel(`${nextDay(monday, 6)}T23:59:00`, m);
    expect(await find(m, onMonday.id)).toMatchObject({ assignmentState: 'Progress' });
    expect(await receivable(m)).not.toContain(def.id);
    await travel(`${nextDay(monday, 7)}T00:00:00`, m);
    expect(await find(m, onMonday.id, 'End')).toMatchObject({ assignmentState: 'Expired' });
    expect(await receivable(m)).toContain(def.id);
  });
});
