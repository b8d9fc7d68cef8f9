import {
  BANK_RULES,
  DEFAULT_DRAW_GAMES,
  toCents,
  type AssignmentRequirementType,
  type AssignmentType,
  type LedgerReason,
} from '@clearsight/contracts';
import { PostgresAdapter, sql } from 'kysely';
import { createBankRepository } from '../../features/bank/bank.repository.js';
import { createDrawRepository } from '../../features/draw/draw.repository.js';
import { createTaskRepository, type TaskDefinitionRecord } from '../../features/task/task.repository.js';
import { createWalletRepository } from '../../features/wallet/wallet.repository.js';
import { addDays, dateKey, startOfDay } from '../../shared/calendar.js';
import { newId } from '../../shared/ids.js';
import type { Tx } from '../../shared/transaction.js';
import type { Db } from '../database.js';
import { createTransactor } from '../transaction.js';

/**
 * Demo content of the activities (docs/product.md#activities-and-points): task definitions (a novice chain,
 * daily and weekly tasks), the three draw games' tables, the last 24 hours of bank rates, and a little
 * history for three forum demo members (claimed and open tasks, cards, a deposit). Each part is written only
 * when the tenant has none of it, so a restart never duplicates it or undoes what staff changed; every money
 * movement goes through a ledger row with the balance after it, as the wallet writes them.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Demo periods are laid out in the default time zone; the service computes real ones in TIME_ZONE. */
const DEMO_TIME_ZONE = 'Asia/Shanghai';

interface DemoTask {
  key: string;
  name: string;
  remarks: string;
  nameEn: string;
  remarksEn: string;
  type: AssignmentType;
  requirement: AssignmentRequirementType;
  steps: number;
  reward: number;
  /** The novice task before this one. */
  after?: string;
}

const DEMO_TASKS: readonly DemoTask[] = [
  {
    key: 'nick',
    name: '取个好昵称',
    remarks: '修改一次昵称，让大家记住你。',
    nameEn: 'Pick a good nickname',
    remarksEn: 'Change your nickname once so people remember you.',
    type: 'Novice',
    requirement: 'UpdateNick',
    steps: 1,
    reward: 10,
  },
  {
    key: 'icon',
    name: '换个新头像',
    remarks: '上传并设置你的头像。',
    nameEn: 'Get a new avatar',
    remarksEn: 'Upload and set your avatar.',
    type: 'Novice',
    requirement: 'UpdateIcon',
    steps: 1,
    reward: 10,
    after: 'nick',
  },
  {
    key: 'first-topic',
    name: '发表第一个主题',
    remarks: '在任意板块发表一个主题，分享你的项目或问题。',
    nameEn: 'Post your first topic',
    remarksEn: 'Post a topic on any board to share your project or question.',
    type: 'Novice',
    requirement: 'Discuss',
    steps: 1,
    reward: 20,
    after: 'icon',
  },
  {
    key: 'first-comments',
    name: '参与三次讨论',
    remarks: '在别人的主题下评论三次。',
    nameEn: 'Join three discussions',
    remarksEn: 'Comment three times on topics by other members.',
    type: 'Novice',
    requirement: 'Comment',
    steps: 3,
    reward: 20,
    after: 'first-topic',
  },
  {
    key: 'first-likes',
    name: '为同行点赞',
    remarks: '给五个主题或评论点赞。',
    nameEn: 'Like your peers',
    remarksEn: 'Like five topics or comments.',
    type: 'Novice',
    requirement: 'Agree',
    steps: 5,
    reward: 15,
    after: 'first-comments',
  },
  {
    key: 'daily-topic',
    name: '每日一帖',
    remarks: '今天发表一个主题。',
    nameEn: 'A topic a day',
    remarksEn: 'Post a topic today.',
    type: 'Daily',
    requirement: 'Discuss',
    steps: 1,
    reward: 10,
  },
  {
    key: 'daily-comments',
    name: '每日评论',
    remarks: '今天评论三次。',
    nameEn: 'Daily comments',
    remarksEn: 'Comment three times today.',
    type: 'Daily',
    requirement: 'Comment',
    steps: 3,
    reward: 8,
  },
  {
    key: 'daily-likes',
    name: '每日点赞',
    remarks: '今天点赞五次。',
    nameEn: 'Daily likes',
    remarksEn: 'Like five times today.',
    type: 'Daily',
    requirement: 'Agree',
    steps: 5,
    reward: 5,
  },
  {
    key: 'weekly-topics',
    name: '本周创作者',
    remarks: '本周发表五个主题。',
    nameEn: 'Creator of the week',
    remarksEn: 'Post five topics this week.',
    type: 'Weekly',
    requirement: 'Discuss',
    steps: 5,
    reward: 60,
  },
  {
    key: 'weekly-comments',
    name: '本周热心人',
    remarks: '本周评论二十次。',
    nameEn: 'Helper of the week',
    remarksEn: 'Comment twenty times this week.',
    type: 'Weekly',
    requirement: 'Comment',
    steps: 20,
    reward: 50,
  },
  {
    key: 'weekly-likes',
    name: '本周点赞达人',
    remarks: '本周点赞三十次。',
    nameEn: 'Liker of the week',
    remarksEn: 'Like thirty times this week.',
    type: 'Weekly',
    requirement: 'Agree',
    steps: 30,
    reward: 30,
  },
];

/** Forum demo members who get some history, with what they did. */
const DEMO_HISTORY: ReadonlyArray<{
  userName: string;
  claimed: string[];
  open: string | null;
  deposit: number | null;
}> = [
  {
    userName: 'lensmaster',
    claimed: ['nick', 'icon', 'first-topic', 'first-comments', 'first-likes'],
    open: null,
    deposit: 60,
  },
  { userName: 'gigeli', claimed: ['nick', 'icon'], open: 'first-topic', deposit: null },
  { userName: 'halconfan', claimed: [], open: 'nick', deposit: null },
];

/** A small deterministic generator: the same demo history on every install. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * The activity tables every tenant starts with, fresh install or created by staff (db/seed/tenant-defaults.ts):
 * the task definitions when the tenant has none, and each draw game's table when it has none.
 */
export async function seedActivityTables(db: Db, tenantId: string, now: Date = new Date()): Promise<void> {
  const at = now.toISOString();
  const tasks = createTaskRepository(db);
  const draws = createDrawRepository(db);

  // Task definitions.
  const ids = new Map<string, string>();
  if ((await tasks.definitions(tenantId)).totalCount === 0) {
    for (const [i, t] of DEMO_TASKS.entries()) {
      const record: TaskDefinitionRecord = {
        id: newId(now.getTime() + i),
        tenantId,
        name: t.name,
        remarks: t.remarks,
        nameEn: t.nameEn,
        remarksEn: t.remarksEn,
        assignmentType: t.type,
        requirementType: t.requirement,
        totalSteps: t.steps,
        rewardCents: toCents(t.reward),
        orderNum: i + 1,
        preDefinitionId: t.after ? (ids.get(t.after) ?? null) : null,
        isEnabled: true,
        createdAt: at,
        updatedAt: at,
      };
      await tasks.insertDefinition(record);
      ids.set(t.key, record.id);
    }
  }

  // The draw games' tables.
  for (const g of DEFAULT_DRAW_GAMES) {
    await draws.insertIfAbsent(
      tenantId,
      {
        game: g.game,
        costCents: toCents(g.cost),
        enabled: true,
        prizes: g.prizes.map((p) => ({
          valueCents: toCents(p.value),
          weight: p.weight,
          text: p.text,
          // A number reads the same in English.
          textEn: p.textEn ?? p.text,
          image: null,
          background: p.background,
          fontColor: '#333333',
        })),
      },
      at,
    );
  }
}

/** The demo tenant's activity: a day of bank rates and the demo members' history (after the tables). */
export async function seedActivity(db: Db, tenantId: string, now: Date = new Date()): Promise<void> {
  const bank = createBankRepository(db);
  // The last 24 hourly rates: a walk around 1.15 that remembers the previous hour, like the live one.
  if (!(await bank.latestRate(tenantId))) {
    const rnd = generator(20_260_415);
    const hour = Math.floor(now.getTime() / HOUR) * HOUR;
    let value = 1.15;
    for (let i = BANK_RULES.chartPoints - 1; i >= 0; i -= 1) {
      const isFluctuate = rnd() < 0.1;
      const shock = (rnd() + rnd() + rnd() - 1.5) * 0.09;
      value = Math.min(1.6, Math.max(0.6, value + 0.25 * (1.15 - value) + (isFluctuate ? 2 * shock : shock)));
      await bank.insertRateIfAbsent({
        id: newId(hour - i * HOUR),
        tenantId,
        hour: new Date(hour - i * HOUR).toISOString(),
        valueBp: Math.round(value * 10_000),
        isFluctuate,
        createdAt: new Date(hour - i * HOUR).toISOString(),
      });
    }
  }

  await seedHistory(db, tenantId, now);
}

/**
 * A little history for the forum's demo members, each once: only for a member with no task and no card
 * yet, and only when the ledger already accounts for their balance (the economy seed gives demo members
 * theirs), so the rows added here keep balance and ledger equal.
 */
async function seedHistory(db: Db, tenantId: string, now: Date): Promise<void> {
  const members = await db
    .selectFrom('users')
    .select(['id', 'user_name_key', 'money_cents'])
    .where('tenant_id', '=', tenantId)
    .where(
      'user_name_key',
      'in',
      DEMO_HISTORY.map((h) => h.userName),
    )
    .execute();
  if (members.length === 0) return;
  const tasks = createTaskRepository(db);
  const bank = createBankRepository(db);
  const wallet = createWalletRepository(
    db,
    db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite',
  );
  const transactor = createTransactor(db);

  /**
   * The member's ledger is append-only and each row carries the balance after it, so a movement of this history
   * is never dated before the member's newest ledger row (the economy seed's sign-ins are recent): read in time
   * order, the balances still follow each other.
   */
  let ledgerCursor = 0;
  /** One money movement with its ledger row, as the wallet writes it. */
  async function move(tx: Tx, userId: string, cents: number, reason: LedgerReason, reference: string, when: string) {
    ledgerCursor = Math.max(Date.parse(when), ledgerCursor + 1000);
    const at = new Date(ledgerCursor).toISOString();
    const balance = await wallet.addToBalance(tx, tenantId, userId, cents);
    if (balance === undefined) throw new Error(`demo history: ${userId} cannot pay ${cents}`);
    await wallet.insert(tx, {
      id: newId(ledgerCursor),
      tenantId,
      userId,
      amountCents: cents,
      balanceCents: balance,
      reason,
      reference,
      remark: null,
      idempotencyKey: `seed:${reason}:${reference}`,
      actorId: null,
      actorName: null,
      createdAt: at,
    });
  }

  // The demo definitions by name; staff may have renamed or removed them, and then there is no history.
  const byName = new Map((await tasks.definitions(tenantId)).items.map((d) => [d.name, d]));
  const demo = new Map(DEMO_TASKS.map((d) => [d.key, byName.get(d.name)]));
  if ([...demo.values()].some((d) => d === undefined)) return;
  const byKey = (key: string) => demo.get(key)!;

  for (const history of DEMO_HISTORY) {
    const member = members.find((m) => m.user_name_key === history.userName);
    if (!member) continue;
    const [taskRow, cardRow, ledger] = await Promise.all([
      db.selectFrom('member_tasks').select('id').where('user_id', '=', member.id).limit(1).executeTakeFirst(),
      db.selectFrom('bank_cards').select('id').where('user_id', '=', member.id).limit(1).executeTakeFirst(),
      db
        .selectFrom('money_ledger')
        .select((eb) => eb.fn.coalesce(eb.fn.sum('amount_cents'), sql<number>`0`).as('n'))
        .where('user_id', '=', member.id)
        .executeTakeFirstOrThrow(),
    ]);
    if (taskRow || cardRow || Number(ledger.n) !== Number(member.money_cents)) continue;
    const newest = await db
      .selectFrom('money_ledger')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('user_id', '=', member.id)
      .executeTakeFirst();
    ledgerCursor = newest?.at ? new Date(newest.at as string | Date).getTime() : 0;
    await transactor.run(async (tx) => {
      // The novice chain, one task a day some ten days ago, each claimed an hour after it was accepted.
      const steps = [...history.claimed, ...(history.open ? [history.open] : [])];
      for (const [i, key] of steps.entries()) {
        const d = byKey(key);
        const acceptedAt = new Date(now.getTime() - (10 - i) * DAY);
        const claimed = i < history.claimed.length;
        const claimedAt = new Date(acceptedAt.getTime() + HOUR).toISOString();
        const id = newId(acceptedAt.getTime());
        await tasks.insertMemberTask(tx, {
          id,
          tenantId,
          userId: member.id,
          definitionId: d.id,
          name: d.name,
          remarks: d.remarks,
          nameEn: d.nameEn,
          remarksEn: d.remarksEn,
          assignmentType: d.assignmentType,
          requirementType: d.requirementType,
          totalSteps: d.totalSteps,
          rewardCents: d.rewardCents,
          orderNum: d.orderNum,
          periodKey: 'N',
          acceptedAt: acceptedAt.toISOString(),
          expiresAt: null,
          completedAt: null,
          claimedAt: null,
          claimKey: null,
          notifiedAt: null,
        });
        if (claimed) {
          await tasks.markClaimed(tx, tenantId, id, claimedAt, null, claimedAt);
          await move(tx, member.id, d.rewardCents, 'task.reward', id, claimedAt);
        }
      }
      // A daily task from two days ago that ran out unfinished.
      const daily = byKey('daily-topic');
      const day = addDays(dateKey(now, DEMO_TIME_ZONE), -2);
      const dailyAccepted = new Date(startOfDay(day, DEMO_TIME_ZONE).getTime() + 9 * HOUR);
      await tasks.insertMemberTask(tx, {
        id: newId(dailyAccepted.getTime()),
        tenantId,
        userId: member.id,
        definitionId: daily.id,
        name: daily.name,
        remarks: daily.remarks,
        nameEn: daily.nameEn,
        remarksEn: daily.remarksEn,
        assignmentType: daily.assignmentType,
        requirementType: daily.requirementType,
        totalSteps: daily.totalSteps,
        rewardCents: daily.rewardCents,
        orderNum: daily.orderNum,
        periodKey: `D:${day}`,
        acceptedAt: dailyAccepted.toISOString(),
        expiresAt: startOfDay(addDays(day, 1), DEMO_TIME_ZONE).toISOString(),
        completedAt: null,
        claimedAt: null,
        claimKey: null,
        notifiedAt: null,
      });
      // A card each (level 1 holds one); the first member's holds a deposit made yesterday.
      const cardId = newId(now.getTime() - 5 * DAY);
      const cardCreated = new Date(now.getTime() - 5 * DAY).toISOString();
      await bank.insertCards(tx, [
        {
          id: cardId,
          tenantId,
          userId: member.id,
          storageCents: 0,
          maxStorageCents: toCents(BANK_RULES.depositMax),
          state: 'Unused',
          lastDepositAt: null,
          lastDrawAt: null,
          lastDrawEarly: null,
          fulltermAt: null,
          createdAt: cardCreated,
        },
      ]);
      if (history.deposit) {
        const depositAt = new Date(now.getTime() - DAY).toISOString();
        const cents = toCents(history.deposit);
        await move(tx, member.id, -cents, 'bank.deposit', cardId, depositAt);
        const fullterm = new Date(Date.parse(depositAt) + BANK_RULES.termDays * DAY).toISOString();
        await bank.markDeposited(tx, tenantId, cardId, cents, depositAt, fullterm);
      }
    });
  }
}
