import {
  ActivityErrorCodes,
  LEDGER_MESSAGES,
  Permissions,
  TASK_MESSAGES,
  fromCents,
  hasAny,
  toCents,
  type AdminAssignmentDefine,
  type Assignment,
  type AssignmentClaimResult,
  type AssignmentDefine,
  type AssignmentDefineInput,
  type AssignmentRequirementType,
  type AssignmentType,
} from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import { auditedCrud, type AdminCrudService, type Audit } from '../../shared/audit.js';
import { addDays, dateKey, startOfDay } from '../../shared/calendar.js';
import type { Clock } from '../../shared/clock.js';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext, SessionUser } from '../../shared/request-context.js';
import type { Transactor, Tx } from '../../shared/transaction.js';
import type { NoticeService } from '../notice/notice.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import type { MemberTaskRecord, TaskDefinitionRecord, TaskProgress, TaskRepository } from './task.repository.js';
import { PAGES } from '@clearsight/contracts';

/** How many finished tasks the 已结束 tab shows (the latest ones). */
const ENDED_SHOWN = 100;

const DEFINE_MESSAGES = {
  preOnlyNovice: '只有新手任务可以设置前置任务',
  preMissing: '前置任务不存在',
  preNotNovice: '前置任务必须是新手任务',
  preSelf: '前置任务不能是它自己',
  preCycle: '前置任务不能形成循环',
  hasSuccessors: '该任务是其他新手任务的前置任务，请先修改或删除那些任务',
} as const;

const notReceivable = () => new AppError(409, ActivityErrorCodes.taskNotAvailable, TASK_MESSAGES.notReceivable);
const notClaimable = () => new AppError(409, ActivityErrorCodes.taskNotAvailable, TASK_MESSAGES.notClaimable);

/**
 * The period an accepted task belongs to and when it expires, in the server's time zone: daily tasks at the
 * next local midnight, weekly ones at the next Monday 00:00 (on a Monday, the Monday after), novice tasks
 * never. The period key makes "one per period" a unique constraint.
 */
export function taskPeriod(
  type: AssignmentType,
  now: Date,
  timeZone: string,
): { periodKey: string; expiresAt: Date | null } {
  if (type === 'Novice') return { periodKey: 'N', expiresAt: null };
  const today = dateKey(now, timeZone);
  if (type === 'Daily') return { periodKey: `D:${today}`, expiresAt: startOfDay(addDays(today, 1), timeZone) };
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, -sinceMonday);
  return { periodKey: `W:${monday}`, expiresAt: startOfDay(addDays(monday, 7), timeZone) };
}

function signedIn(ctx: RequestContext): SessionUser {
  if (!ctx.user) throw AppError.unauthorized();
  return ctx.user;
}

function requireManager(ctx: RequestContext): SessionUser {
  const user = signedIn(ctx);
  if (!hasAny(user, { permissions: [Permissions.activityManage] })) throw AppError.forbidden();
  return user;
}

function toDefine(d: TaskDefinitionRecord): AssignmentDefine {
  return {
    id: d.id,
    name: d.name,
    remarks: d.remarks,
    nameEn: d.nameEn,
    remarksEn: d.remarksEn,
    assignmentType: d.assignmentType,
    assignmentRequirementType: d.requirementType,
    totalStepNumber: d.totalSteps,
    preAssignmentId: d.preDefinitionId,
    rewardsMoneyNumber: fromCents(d.rewardCents),
    orderNum: d.orderNum,
  };
}

function toAdminDefine(d: TaskDefinitionRecord): AdminAssignmentDefine {
  return {
    ...toDefine(d),
    isEnabled: d.isEnabled,
    creationTime: d.createdAt,
    lastModificationTime: d.updatedAt,
  };
}

function isExpired(task: MemberTaskRecord, now: Date): boolean {
  return task.expiresAt !== null && now.getTime() >= Date.parse(task.expiresAt);
}

/** The task as its member sees it: the state follows from the claim, the clock and the counted facts. */
function toAssignment(task: MemberTaskRecord, progress: TaskProgress | null, now: Date): Assignment {
  const count = task.claimedAt ? task.totalSteps : Math.min(progress?.count ?? 0, task.totalSteps);
  const reached = count >= task.totalSteps;
  const state = task.claimedAt ? 'End' : isExpired(task, now) ? 'Expired' : reached ? 'Completed' : 'Progress';
  return {
    id: task.id,
    assignmentDefineId: task.definitionId,
    name: task.name,
    remarks: task.remarks,
    nameEn: task.nameEn,
    remarksEn: task.remarksEn,
    currentStepNumber: count,
    totalStepNumber: task.totalSteps,
    assignmentType: task.assignmentType,
    assignmentRequirementType: task.requirementType,
    assignmentState: state,
    rewardsMoneyNumber: fromCents(task.rewardCents),
    expireTime: task.expiresAt,
    completeTime: reached ? (task.completedAt ?? progress?.reachedAt ?? null) : null,
    endTime: task.claimedAt,
    creationTime: task.acceptedAt,
    orderNum: task.orderNum,
  };
}

/**
 * Tasks (docs/product.md#tasks). A member accepts a task on offer; its steps are the member's own topics,
 * comments, likes, nick and avatar changes made since it was accepted and before it expires, counted from the
 * tables that record them whenever progress is needed. Nothing is incremented by an event handler, so a
 * step cannot be lost when the process stops between the action and the handler, nor counted twice when a
 * handler runs again. Claiming credits the reward through the wallet in the same transaction that marks the
 * task claimed, with the member's money held, so concurrent claims pay once. Events only prompt the
 * completion notice (and the task list sends any notice an event missed).
 */
export function createTaskService(deps: {
  repo: TaskRepository;
  wallet: WalletService;
  notices: NoticeService;
  audit: Audit;
  transactor: Transactor;
  clock: Clock;
  timeZone: string;
}) {
  const { repo, wallet, notices, audit, transactor, clock, timeZone } = deps;

  function periodKeys(now: Date): Record<AssignmentType, string> {
    return {
      Novice: 'N',
      Daily: taskPeriod('Daily', now, timeZone).periodKey,
      Weekly: taskPeriod('Weekly', now, timeZone).periodKey,
    };
  }

  /**
   * What the member may accept now, in order. Daily and weekly tasks: once per period (an instance of this
   * period blocks it; expired ones are of an earlier period). Novice tasks: each once, only when its
   * predecessor was claimed and no other novice task is still unclaimed — one at a time along the chain.
   */
  async function offers(tenantId: string, userId: string, now: Date, tx?: Tx | null): Promise<TaskDefinitionRecord[]> {
    const keys = periodKeys(now);
    const [definitions, mine] = await Promise.all([
      repo.enabledDefinitions(tenantId, tx),
      repo.inPeriods(tenantId, userId, [keys.Novice, keys.Daily, keys.Weekly], tx),
    ]);
    const taken = new Set(mine.map((t) => `${t.definitionId}|${t.periodKey}`));
    const novice = mine.filter((t) => t.periodKey === keys.Novice);
    const noviceOpen = novice.some((t) => !t.claimedAt);
    const noviceClaimed = new Set(novice.filter((t) => t.claimedAt).map((t) => t.definitionId));
    return definitions.filter((d) => {
      if (taken.has(`${d.id}|${keys[d.assignmentType]}`)) return false;
      if (d.assignmentType !== 'Novice') return true;
      if (noviceOpen) return false;
      return d.preDefinitionId === null || noviceClaimed.has(d.preDefinitionId);
    });
  }

  /** Tells the member once that a task is complete (the guarded update decides who tells). */
  async function tellComplete(task: MemberTaskRecord, reachedAt: string): Promise<void> {
    if (!(await repo.markNotified(task.tenantId, task.id, clock.now().toISOString(), reachedAt))) return;
    await notices.notify({
      tenantId: task.tenantId,
      userId: task.userId,
      kind: 'task',
      link: PAGES.tasks,
      message: `任务「${task.name}」已完成，奖励 ${fromCents(task.rewardCents)} 钱钱，快去领取吧！`,
    });
  }

  /** Checks the predecessor a definition names: novice only, existing, novice itself, no loop. */
  async function checkPredecessor(
    tenantId: string,
    id: string | null,
    input: AssignmentDefineInput,
    tx: Tx,
  ): Promise<void> {
    const preId = input.preAssignmentId;
    if (!preId) return;
    if (input.assignmentType !== 'Novice') throw AppError.field('preAssignmentId', DEFINE_MESSAGES.preOnlyNovice);
    if (preId === id) throw AppError.field('preAssignmentId', DEFINE_MESSAGES.preSelf);
    const seen = new Set<string>();
    let cursor: string | null = preId;
    while (cursor) {
      if (cursor === id || seen.has(cursor)) throw AppError.field('preAssignmentId', DEFINE_MESSAGES.preCycle);
      seen.add(cursor);
      const step = await repo.definition(tenantId, cursor, tx);
      if (!step) throw AppError.field('preAssignmentId', DEFINE_MESSAGES.preMissing);
      if (cursor === preId && step.assignmentType !== 'Novice') {
        throw AppError.field('preAssignmentId', DEFINE_MESSAGES.preNotNovice);
      }
      cursor = step.preDefinitionId;
    }
  }

  function fromInput(
    tenantId: string,
    id: string,
    input: AssignmentDefineInput,
    createdAt: string,
    updatedAt: string,
  ): TaskDefinitionRecord {
    return {
      id,
      tenantId,
      name: input.name,
      remarks: input.remarks,
      nameEn: input.nameEn,
      remarksEn: input.remarksEn,
      assignmentType: input.assignmentType,
      requirementType: input.assignmentRequirementType,
      totalSteps: input.totalStepNumber,
      rewardCents: toCents(input.rewardsMoneyNumber),
      orderNum: input.orderNum,
      preDefinitionId: input.preAssignmentId,
      isEnabled: input.isEnabled,
      createdAt,
      updatedAt,
    };
  }

  type DefineQuery = { skipCount: number; maxResultCount: number; assignmentType?: AssignmentType | undefined };

  const definitionCrud: AdminCrudService<AdminAssignmentDefine, AssignmentDefineInput, DefineQuery> = {
    async list(ctx, query) {
      requireManager(ctx);
      const page = await repo.definitions(ctx.tenantId, {
        assignmentType: query.assignmentType,
        skip: query.skipCount,
        take: query.maxResultCount,
      });
      return { items: page.items.map(toAdminDefine), totalCount: page.totalCount };
    },
    async get(ctx, id, tx) {
      requireManager(ctx);
      const d = await repo.definition(ctx.tenantId, id, tx);
      return d && toAdminDefine(d);
    },
    async create(tx, ctx, input) {
      requireManager(ctx);
      await checkPredecessor(ctx.tenantId, null, input, tx);
      const at = clock.now().toISOString();
      const record = fromInput(ctx.tenantId, newId(), input, at, at);
      await repo.insertDefinition(record, tx);
      return toAdminDefine(record);
    },
    async update(tx, ctx, id, input) {
      requireManager(ctx);
      const before = await repo.definition(ctx.tenantId, id, tx);
      if (!before) throw AppError.notFound(TASK_MESSAGES.notFound);
      await checkPredecessor(ctx.tenantId, id, input, tx);
      if (input.assignmentType !== 'Novice' && (await repo.successors(ctx.tenantId, id, tx)).length > 0) {
        throw AppError.field('assignmentType', DEFINE_MESSAGES.hasSuccessors);
      }
      const record = fromInput(ctx.tenantId, id, input, before.createdAt, clock.now().toISOString());
      await repo.updateDefinition(record, tx);
      return toAdminDefine(record);
    },
    async remove(tx, ctx, id) {
      requireManager(ctx);
      if ((await repo.successors(ctx.tenantId, id, tx)).length > 0) {
        throw AppError.conflict(DEFINE_MESSAGES.hasSuccessors);
      }
      // Soft: members' accepted tasks keep pointing at the definition they copied.
      await repo.softDeleteDefinition(ctx.tenantId, id, clock.now().toISOString(), tx);
    },
  };

  return {
    /** Staff: task definitions, every write audited as `task-definition.create|update|delete`. */
    definitions: auditedCrud(
      definitionCrud,
      { audit, transactor },
      {
        targetType: 'task-definition',
        notFound: TASK_MESSAGES.notFound,
      },
    ),

    async receivable(ctx: RequestContext): Promise<AssignmentDefine[]> {
      const user = signedIn(ctx);
      return (await offers(ctx.tenantId, user.id, clock.now())).map(toDefine);
    },

    /** Accepts a task on offer; anything else is refused with 409 `TaskNotAvailable`, never ignored. */
    async accept(ctx: RequestContext, defineId: string): Promise<Assignment> {
      const user = signedIn(ctx);
      const tenantId = ctx.tenantId;
      const now = clock.now();
      const definition = await repo.definition(tenantId, defineId);
      if (!definition) throw AppError.notFound(TASK_MESSAGES.notFound);
      try {
        return await transactor.run(async (tx) => {
          // The member's row serialises their accepts, so two at once cannot both pass the offer check.
          await wallet.hold(tx, tenantId, user.id);
          const offered = await offers(tenantId, user.id, now, tx);
          if (!offered.some((d) => d.id === definition.id)) throw notReceivable();
          const { periodKey, expiresAt } = taskPeriod(definition.assignmentType, now, timeZone);
          const task: MemberTaskRecord = {
            id: newId(),
            tenantId,
            userId: user.id,
            definitionId: definition.id,
            name: definition.name,
            remarks: definition.remarks,
            nameEn: definition.nameEn,
            remarksEn: definition.remarksEn,
            assignmentType: definition.assignmentType,
            requirementType: definition.requirementType,
            totalSteps: definition.totalSteps,
            rewardCents: definition.rewardCents,
            orderNum: definition.orderNum,
            periodKey,
            acceptedAt: now.toISOString(),
            expiresAt: expiresAt?.toISOString() ?? null,
            completedAt: null,
            claimedAt: null,
            claimKey: null,
            notifiedAt: null,
          };
          await repo.insertMemberTask(tx, task);
          return toAssignment(task, { count: 0, reachedAt: null }, now);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw notReceivable();
        throw error;
      }
    },

    /** My tasks of one tab, oldest first, with progress counted now; sends any completion notice still owed. */
    async list(ctx: RequestContext, state: 'Progress' | 'End'): Promise<Assignment[]> {
      const user = signedIn(ctx);
      const now = clock.now();
      const tasks = await repo.list(
        ctx.tenantId,
        user.id,
        state === 'Progress' ? 'open' : 'ended',
        now.toISOString(),
        ENDED_SHOWN,
      );
      const result: Assignment[] = [];
      for (const task of tasks) {
        const progress = task.claimedAt ? null : await repo.progress(task);
        if (progress?.reachedAt && !task.notifiedAt && !isExpired(task, now)) {
          await tellComplete(task, progress.reachedAt);
        }
        result.push(toAssignment(task, progress, now));
      }
      return result;
    },

    /**
     * Claims a complete task's reward: only its owner (404 otherwise), only while complete and unexpired
     * (409 otherwise), once — the member's money is held, the claim mark is guarded and the credit joins the
     * same transaction. A retry carrying the first claim's Idempotency-Key answers that claim.
     */
    async claim(ctx: RequestContext, assignmentId: string, key: string | null): Promise<AssignmentClaimResult> {
      const user = signedIn(ctx);
      const tenantId = ctx.tenantId;
      const now = clock.now();
      return transactor.run(async (tx) => {
        const balance = await wallet.hold(tx, tenantId, user.id);
        const task = await repo.memberTask(tenantId, assignmentId, tx);
        if (!task || task.userId !== user.id) throw AppError.notFound(TASK_MESSAGES.notFound);
        if (task.claimedAt) {
          if (key && task.claimKey === key) {
            return {
              assignment: toAssignment(task, null, now),
              value: fromCents(task.rewardCents),
              money: fromCents(balance),
            };
          }
          throw notClaimable();
        }
        if (isExpired(task, now)) throw notClaimable();
        const progress = await repo.progress(task, tx);
        if (progress.count < task.totalSteps) throw notClaimable();
        const at = now.toISOString();
        const completedAt = task.completedAt ?? progress.reachedAt;
        if (!(await repo.markClaimed(tx, tenantId, task.id, at, key, completedAt))) throw notClaimable();
        const { entry, replayed } = await wallet.credit(
          {
            tenantId,
            userId: user.id,
            amountCents: task.rewardCents,
            reason: 'task.reward',
            reference: task.id,
            idempotencyKey: key,
          },
          tx,
        );
        // The key already paid for something else: refuse rather than mark this task claimed unpaid.
        if (replayed) {
          throw new AppError(409, ActivityErrorCodes.idempotencyKeyReused, LEDGER_MESSAGES.idempotencyKeyReused);
        }
        const claimed: MemberTaskRecord = { ...task, claimedAt: at, claimKey: key, completedAt };
        return {
          assignment: toAssignment(claimed, null, now),
          value: fromCents(task.rewardCents),
          money: fromCents(entry.balanceCents),
        };
      });
    },

    /**
     * The member did something a task may count (an event after the fact was stored): tells them about any
     * task it completed. Progress itself is never changed here.
     */
    async acted(tenantId: string, userId: string, requirement: AssignmentRequirementType): Promise<void> {
      const now = clock.now();
      for (const task of await repo.openOf(tenantId, userId, requirement, now.toISOString())) {
        const progress = await repo.progress(task);
        if (progress.reachedAt) await tellComplete(task, progress.reachedAt);
      }
    },
  };
}
export type TaskService = ReturnType<typeof createTaskService>;
