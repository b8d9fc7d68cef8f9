import type { AssignmentRequirementType, AssignmentType } from '@clearsight/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';
import { bool, iso, isoOrNull, num } from '../../shared/values.js';
import type { Selectable } from 'kysely';
import type { MemberTasksTable, TaskDefinitionsTable } from '../../db/schema/activity.js';

/** A task definition as the service works with it (reward in cents). */
export interface TaskDefinitionRecord {
  id: string;
  tenantId: string;
  name: string;
  remarks: string;
  /** English name and remarks; '' shows the Chinese in English mode. */
  nameEn: string;
  remarksEn: string;
  assignmentType: AssignmentType;
  requirementType: AssignmentRequirementType;
  totalSteps: number;
  rewardCents: number;
  orderNum: number;
  preDefinitionId: string | null;
  isEnabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A member's accepted task (its own copy of the definition). */
export interface MemberTaskRecord {
  id: string;
  tenantId: string;
  userId: string;
  definitionId: string;
  name: string;
  remarks: string;
  /** English name and remarks; '' shows the Chinese in English mode. */
  nameEn: string;
  remarksEn: string;
  assignmentType: AssignmentType;
  requirementType: AssignmentRequirementType;
  totalSteps: number;
  rewardCents: number;
  orderNum: number;
  periodKey: string;
  acceptedAt: string;
  expiresAt: string | null;
  completedAt: string | null;
  claimedAt: string | null;
  claimKey: string | null;
  notifiedAt: string | null;
}

/** Where a task stands, counted from the facts: how many, and when the last needed one happened. */
export interface TaskProgress {
  count: number;
  /** The time of the fact that reached the total; null while short of it. */
  reachedAt: string | null;
}

/** A definition as the reads select it (a removed one is never read). */
type DefinitionRow = Omit<Selectable<TaskDefinitionsTable>, 'deleted_at'>;

type MemberTaskRow = Selectable<MemberTasksTable>;

const definitionColumns = [
  'id',
  'tenant_id',
  'name',
  'remarks',
  'name_en',
  'remarks_en',
  'assignment_type',
  'requirement_type',
  'total_steps',
  'reward_cents',
  'order_num',
  'pre_definition_id',
  'is_enabled',
  'created_at',
  'updated_at',
] as const;

function toDefinition(r: DefinitionRow): TaskDefinitionRecord {
  return {
    id: r.id,
    tenantId: r.tenant_id,
    name: r.name,
    remarks: r.remarks,
    nameEn: r.name_en,
    remarksEn: r.remarks_en,
    assignmentType: r.assignment_type as AssignmentType,
    requirementType: r.requirement_type as AssignmentRequirementType,
    totalSteps: num(r.total_steps),
    rewardCents: num(r.reward_cents),
    orderNum: num(r.order_num),
    preDefinitionId: r.pre_definition_id,
    isEnabled: bool(r.is_enabled),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

function toMemberTask(r: MemberTaskRow): MemberTaskRecord {
  return {
    id: r.id,
    tenantId: r.tenant_id,
    userId: r.user_id,
    definitionId: r.definition_id,
    name: r.name,
    remarks: r.remarks,
    nameEn: r.name_en,
    remarksEn: r.remarks_en,
    assignmentType: r.assignment_type as AssignmentType,
    requirementType: r.requirement_type as AssignmentRequirementType,
    totalSteps: num(r.total_steps),
    rewardCents: num(r.reward_cents),
    orderNum: num(r.order_num),
    periodKey: r.period_key,
    acceptedAt: iso(r.accepted_at),
    expiresAt: isoOrNull(r.expires_at),
    completedAt: isoOrNull(r.completed_at),
    claimedAt: isoOrNull(r.claimed_at),
    claimKey: r.claim_key,
    notifiedAt: isoOrNull(r.notified_at),
  };
}

/** The facts a requirement counts: each source's table and whether it keeps deleted rows. */
const FACT_SOURCES: Record<
  AssignmentRequirementType,
  ReadonlyArray<{
    table: 'forum_discusses' | 'forum_comments' | 'forum_agrees' | 'forum_comment_likes' | 'profile_changes';
    softDeleted?: true;
    kind?: 'nick' | 'icon';
  }>
> = {
  Discuss: [{ table: 'forum_discusses', softDeleted: true }],
  Comment: [{ table: 'forum_comments', softDeleted: true }],
  // A like of a topic or of a comment; an undone like is gone from its table and no longer counts.
  Agree: [{ table: 'forum_agrees' }, { table: 'forum_comment_likes' }],
  UpdateNick: [{ table: 'profile_changes', kind: 'nick' }],
  UpdateIcon: [{ table: 'profile_changes', kind: 'icon' }],
};

/**
 * Task definitions, members' tasks, and the facts that advance them: the member's own topics, comments,
 * likes and profile changes, read from the tables that record them (written in the same transaction as the
 * action itself), so progress survives a crash right after the action and never counts an action twice.
 */
export function createTaskRepository(db: Db) {
  /** Creation times of the member's facts for a requirement within [from, to), oldest first. */
  function factTimes(
    tx: Tx | null,
    tenantId: string,
    userId: string,
    requirement: AssignmentRequirementType,
    from: string,
    to: string | null,
  ) {
    const conn = onTx(db, tx);
    const parts = FACT_SOURCES[requirement].map((source) => {
      let q = conn
        .selectFrom(source.table)
        .select('created_at')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('created_at', '>=', from);
      if (to) q = q.where('created_at', '<', to);
      if (source.softDeleted) q = q.where(sql.ref('deleted_at'), 'is', null);
      if (source.kind) q = q.where(sql.ref('kind'), '=', source.kind);
      return q;
    });
    const [first, ...rest] = parts;
    return rest.reduce((all, part) => all.unionAll(part), first!);
  }

  return {
    // ----- definitions ---------------------------------------------------------------------------------

    async definitions(
      tenantId: string,
      filter: { assignmentType?: AssignmentType | undefined; skip?: number; take?: number } = {},
      tx?: Tx | null,
    ): Promise<{ items: TaskDefinitionRecord[]; totalCount: number }> {
      let base = onTx(db, tx)
        .selectFrom('task_definitions')
        .where('tenant_id', '=', tenantId)
        .where('deleted_at', 'is', null);
      if (filter.assignmentType) base = base.where('assignment_type', '=', filter.assignmentType);
      let page = base.select(definitionColumns).orderBy('order_num').orderBy('created_at').orderBy('id');
      if (filter.take !== undefined) page = page.offset(filter.skip ?? 0).limit(filter.take);
      const [rows, total] = await Promise.all([
        page.execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return { items: rows.map(toDefinition), totalCount: num(total?.n ?? 0) };
    },

    /** The enabled definitions, in offering order. */
    async enabledDefinitions(tenantId: string, tx?: Tx | null): Promise<TaskDefinitionRecord[]> {
      const rows = await onTx(db, tx)
        .selectFrom('task_definitions')
        .select(definitionColumns)
        .where('tenant_id', '=', tenantId)
        .where('deleted_at', 'is', null)
        .where('is_enabled', '=', true)
        .orderBy('order_num')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toDefinition);
    },

    async definition(tenantId: string, id: string, tx?: Tx | null): Promise<TaskDefinitionRecord | undefined> {
      const row = await onTx(db, tx)
        .selectFrom('task_definitions')
        .select(definitionColumns)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row && toDefinition(row);
    },

    async insertDefinition(d: TaskDefinitionRecord, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .insertInto('task_definitions')
        .values({
          id: d.id,
          tenant_id: d.tenantId,
          name: d.name,
          remarks: d.remarks,
          name_en: d.nameEn,
          remarks_en: d.remarksEn,
          assignment_type: d.assignmentType,
          requirement_type: d.requirementType,
          total_steps: d.totalSteps,
          reward_cents: d.rewardCents,
          order_num: d.orderNum,
          pre_definition_id: d.preDefinitionId,
          is_enabled: d.isEnabled,
          created_at: d.createdAt,
          updated_at: d.updatedAt,
          deleted_at: null,
        })
        .execute();
    },

    async updateDefinition(d: TaskDefinitionRecord, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .updateTable('task_definitions')
        .set({
          name: d.name,
          remarks: d.remarks,
          name_en: d.nameEn,
          remarks_en: d.remarksEn,
          assignment_type: d.assignmentType,
          requirement_type: d.requirementType,
          total_steps: d.totalSteps,
          reward_cents: d.rewardCents,
          order_num: d.orderNum,
          pre_definition_id: d.preDefinitionId,
          is_enabled: d.isEnabled,
          updated_at: d.updatedAt,
        })
        .where('tenant_id', '=', d.tenantId)
        .where('id', '=', d.id)
        .where('deleted_at', 'is', null)
        .execute();
    },

    async softDeleteDefinition(tenantId: string, id: string, at: string, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .updateTable('task_definitions')
        .set({ deleted_at: at, updated_at: at })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .execute();
    },

    /** Live definitions that name `id` as their predecessor. */
    async successors(tenantId: string, id: string, tx?: Tx | null): Promise<string[]> {
      const rows = await onTx(db, tx)
        .selectFrom('task_definitions')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('pre_definition_id', '=', id)
        .where('deleted_at', 'is', null)
        .execute();
      return rows.map((r) => r.id);
    },

    // ----- members' tasks ------------------------------------------------------------------------------

    /** The member's tasks of the given periods (today's, this week's, and the novice ones). */
    async inPeriods(tenantId: string, userId: string, periodKeys: string[], tx?: Tx | null) {
      const rows = await onTx(db, tx)
        .selectFrom('member_tasks')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('period_key', 'in', periodKeys)
        .execute();
      return rows.map(toMemberTask);
    },

    /**
     * The member's tasks of one tab, oldest first: `open` are neither claimed nor expired at `now`;
     * `ended` are claimed or expired, the latest `endedLimit` of them (a year of daily tasks is long).
     */
    async list(
      tenantId: string,
      userId: string,
      tab: 'open' | 'ended',
      now: string,
      endedLimit: number,
    ): Promise<MemberTaskRecord[]> {
      let q = db.selectFrom('member_tasks').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId);
      q =
        tab === 'open'
          ? q
              .where('claimed_at', 'is', null)
              .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
          : q.where((eb) =>
              eb.or([
                eb('claimed_at', 'is not', null),
                eb.and([eb('expires_at', 'is not', null), eb('expires_at', '<=', now)]),
              ]),
            );
      if (tab === 'open') return (await q.orderBy('accepted_at').orderBy('id').execute()).map(toMemberTask);
      const latest = await q.orderBy('accepted_at', 'desc').orderBy('id', 'desc').limit(endedLimit).execute();
      return latest.reverse().map(toMemberTask);
    },

    /** The member's open tasks of one requirement (those an action of that kind may have completed). */
    async openOf(
      tenantId: string,
      userId: string,
      requirement: AssignmentRequirementType,
      now: string,
    ): Promise<MemberTaskRecord[]> {
      const rows = await db
        .selectFrom('member_tasks')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('requirement_type', '=', requirement)
        .where('claimed_at', 'is', null)
        .where('notified_at', 'is', null)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .execute();
      return rows.map(toMemberTask);
    },

    async memberTask(tenantId: string, id: string, tx?: Tx | null): Promise<MemberTaskRecord | undefined> {
      const row = await onTx(db, tx)
        .selectFrom('member_tasks')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toMemberTask(row);
    },

    /** Fails with a unique violation when the member already has this task in this period. */
    async insertMemberTask(tx: Tx, t: MemberTaskRecord): Promise<void> {
      await onTx(db, tx)
        .insertInto('member_tasks')
        .values({
          id: t.id,
          tenant_id: t.tenantId,
          user_id: t.userId,
          definition_id: t.definitionId,
          name: t.name,
          remarks: t.remarks,
          name_en: t.nameEn,
          remarks_en: t.remarksEn,
          assignment_type: t.assignmentType,
          requirement_type: t.requirementType,
          total_steps: t.totalSteps,
          reward_cents: t.rewardCents,
          order_num: t.orderNum,
          period_key: t.periodKey,
          accepted_at: t.acceptedAt,
          expires_at: t.expiresAt,
          completed_at: null,
          claimed_at: null,
          claim_key: null,
          notified_at: null,
        })
        .execute();
    },

    /** Marks the task claimed unless it already is; answers whether this call did it. */
    async markClaimed(
      tx: Tx,
      tenantId: string,
      id: string,
      at: string,
      key: string | null,
      completedAt: string | null,
    ): Promise<boolean> {
      const result = await onTx(db, tx)
        .updateTable('member_tasks')
        .set({ claimed_at: at, claim_key: key, completed_at: completedAt })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('claimed_at', 'is', null)
        .executeTakeFirst();
      return num(result.numUpdatedRows) === 1;
    },

    /** Marks the member told of completion unless already; answers whether this call did it (tell once). */
    async markNotified(tenantId: string, id: string, at: string, completedAt: string): Promise<boolean> {
      const result = await db
        .updateTable('member_tasks')
        .set({ notified_at: at, completed_at: completedAt })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('notified_at', 'is', null)
        .executeTakeFirst();
      return num(result.numUpdatedRows) === 1;
    },

    // ----- facts ---------------------------------------------------------------------------------------

    /** Counts the member's facts of the task's kind since it was accepted and before it expires. */
    async progress(task: MemberTaskRecord, tx?: Tx | null): Promise<TaskProgress> {
      const times = factTimes(
        tx ?? null,
        task.tenantId,
        task.userId,
        task.requirementType,
        task.acceptedAt,
        task.expiresAt,
      );
      const conn = onTx(db, tx);
      const total = await conn
        .selectFrom(times.as('facts'))
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      const count = num(total?.n ?? 0);
      if (count < task.totalSteps) return { count, reachedAt: null };
      const reached = await conn
        .selectFrom(times.as('facts'))
        .select('facts.created_at')
        .orderBy('facts.created_at')
        .offset(task.totalSteps - 1)
        .limit(1)
        .executeTakeFirst();
      return { count, reachedAt: reached ? iso(reached.created_at) : null };
    },
  };
}
export type TaskRepository = ReturnType<typeof createTaskRepository>;
