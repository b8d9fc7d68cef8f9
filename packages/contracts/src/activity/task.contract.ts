import { z } from 'zod';
import { OkResult, PagedQuery, pagedResult } from '../common.contract.js';
import { Permissions } from '../permissions.js';
import { defineRoute } from '../route.js';
import { MoneyInput, MoneyValue, acceptsIdempotencyKey } from './ledger.contract.js';

/**
 * Tasks (docs/product.md#tasks), `/assignment` as in the original product. Staff define tasks; a member
 * accepts one on offer, its steps advance on the member's own actions, and claiming a complete task credits
 * its reward once (only its owner, only before it expires).
 */
const tags = ['assignment'];

/** Novice: a chain offered one at a time in order; Daily: expires next midnight; Weekly: next Monday 00:00. */
export const AssignmentType = z.enum(['Novice', 'Daily', 'Weekly']);
export type AssignmentType = z.infer<typeof AssignmentType>;

/** What advances a task's steps: the member posting a topic, commenting, liking, changing nick or avatar. */
export const AssignmentRequirementType = z.enum(['Discuss', 'Comment', 'Agree', 'UpdateNick', 'UpdateIcon']);
export type AssignmentRequirementType = z.infer<typeof AssignmentRequirementType>;

/** Progress → Completed (steps reached) → End (reward claimed); Progress → Expired (time ran out). */
export const AssignmentState = z.enum(['Progress', 'Completed', 'End', 'Expired']);
export type AssignmentState = z.infer<typeof AssignmentState>;

export const TASK_MESSAGES = {
  notReceivable: '该任务当前不可接受',
  notClaimable: '该任务没有满足领取条件，请检查任务详情',
  notFound: '任务不存在',
} as const;

/** A task definition on offer (`GET /assignment/receive`). */
export const AssignmentDefine = z.object({
  id: z.string(),
  name: z.string(),
  remarks: z.string(),
  /** English name and remarks; '' when staff gave none (English mode shows the Chinese). */
  nameEn: z.string(),
  remarksEn: z.string(),
  assignmentType: AssignmentType,
  assignmentRequirementType: AssignmentRequirementType,
  totalStepNumber: z.number().int(),
  /** The task before this one in the novice chain; null for the first and for other kinds. */
  preAssignmentId: z.string().nullable(),
  rewardsMoneyNumber: MoneyValue,
  orderNum: z.number().int(),
});
export type AssignmentDefine = z.infer<typeof AssignmentDefine>;

/** A member's task instance. */
export const Assignment = z.object({
  id: z.string(),
  assignmentDefineId: z.string(),
  name: z.string(),
  remarks: z.string(),
  /** English name and remarks; '' when staff gave none (English mode shows the Chinese). */
  nameEn: z.string(),
  remarksEn: z.string(),
  currentStepNumber: z.number().int(),
  totalStepNumber: z.number().int(),
  assignmentType: AssignmentType,
  assignmentRequirementType: AssignmentRequirementType,
  assignmentState: AssignmentState,
  rewardsMoneyNumber: MoneyValue,
  /** Null for novice tasks (they never expire). */
  expireTime: z.string().nullable(),
  /** When the steps were reached; null before. */
  completeTime: z.string().nullable(),
  /** When the reward was claimed; null before. */
  endTime: z.string().nullable(),
  creationTime: z.string(),
  orderNum: z.number().int(),
});
export type Assignment = z.infer<typeof Assignment>;

export const assignmentReceivableRoute = defineRoute({
  method: 'GET',
  path: '/assignment/receive',
  summary: 'Task definitions I may accept now, in order',
  tags,
  access: 'member',
  response: z.array(AssignmentDefine),
});

/** 409 `TaskNotAvailable` "该任务当前不可接受" when the definition is not on offer (never silently ignored). */
export const assignmentAcceptRoute = defineRoute({
  method: 'POST',
  path: '/assignment/accept/:defineId',
  summary: 'Accept a task on offer',
  tags,
  access: 'member',
  params: z.object({ defineId: z.string().min(1).max(64) }),
  response: Assignment,
  status: 201,
});

export const AssignmentQueryState = z.enum(['Progress', 'End']);

export const assignmentListRoute = defineRoute({
  method: 'GET',
  path: '/assignment',
  summary: 'My tasks: Progress (in progress and complete) or End (claimed and expired), oldest first',
  tags,
  access: 'member',
  query: z.object({ assignmentQueryState: AssignmentQueryState.default('Progress') }),
  response: z.array(Assignment),
});

export const AssignmentClaimResult = z.object({
  assignment: Assignment,
  /** The reward credited. */
  value: MoneyValue,
  money: MoneyValue,
});
export type AssignmentClaimResult = z.infer<typeof AssignmentClaimResult>;

/**
 * Claims a complete task's reward. Someone else's task answers 404; a task not complete, already claimed or
 * expired answers 409 `TaskNotAvailable` "该任务没有满足领取条件，请检查任务详情". `Idempotency-Key` optional.
 */
export const assignmentCompleteRoute = acceptsIdempotencyKey(
  defineRoute({
    method: 'POST',
    path: '/assignment/complete/:assignmentId',
    summary: 'Claim the reward of my complete task',
    tags,
    access: 'member',
    params: z.object({ assignmentId: z.string().min(1).max(64) }),
    response: AssignmentClaimResult,
  }),
);

// ----- staff: definitions ----------------------------------------------------------------------------------

export const AdminAssignmentDefine = AssignmentDefine.extend({
  /** Switched-off definitions are never offered; instances already accepted run on. */
  isEnabled: z.boolean(),
  creationTime: z.string(),
  lastModificationTime: z.string(),
});
export type AdminAssignmentDefine = z.infer<typeof AdminAssignmentDefine>;

export const AssignmentDefineInput = z.object({
  name: z.string({ error: '请填写任务名称' }).trim().min(1, '请填写任务名称').max(50, '任务名称最多 50 个字'),
  remarks: z.string().trim().max(500, '任务说明最多 500 个字').default(''),
  nameEn: z.string().trim().max(100, '英文任务名称最多 100 个字符').default(''),
  remarksEn: z.string().trim().max(1000, '英文任务说明最多 1000 个字符').default(''),
  assignmentType: AssignmentType,
  assignmentRequirementType: AssignmentRequirementType,
  totalStepNumber: z.coerce.number().int().min(1, '步数至少为 1').max(1000, '步数最多 1000'),
  rewardsMoneyNumber: MoneyInput.refine((v) => v > 0 && v <= 10_000, '奖励须在 0.01–10000 之间'),
  orderNum: z.coerce.number().int().min(0).max(100_000).default(0),
  preAssignmentId: z.string().trim().min(1).max(64).nullable().default(null),
  isEnabled: z.boolean().default(true),
});
export type AssignmentDefineInput = z.infer<typeof AssignmentDefineInput>;

const manage = { permission: Permissions.activityManage };
const IdParams = z.object({ id: z.string().min(1).max(64) });

export const adminAssignmentDefineRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/assignment-define',
    summary: 'Task definitions (staff)',
    tags,
    access: manage,
    query: PagedQuery.extend({ assignmentType: AssignmentType.optional() }),
    response: pagedResult(AdminAssignmentDefine),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/admin/assignment-define/:id',
    summary: 'One task definition (staff)',
    tags,
    access: manage,
    params: IdParams,
    response: AdminAssignmentDefine,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/admin/assignment-define',
    summary: 'Define a task (staff, audited)',
    tags,
    access: manage,
    body: AssignmentDefineInput,
    response: AdminAssignmentDefine,
    status: 201,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/admin/assignment-define/:id',
    summary: 'Change a task definition (staff, audited; accepted instances keep their copy)',
    tags,
    access: manage,
    params: IdParams,
    body: AssignmentDefineInput,
    response: AdminAssignmentDefine,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/admin/assignment-define/:id',
    summary: 'Delete a task definition (staff, audited)',
    tags,
    access: manage,
    params: IdParams,
    response: OkResult,
  }),
};
