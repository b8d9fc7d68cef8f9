import {
  adminAssignmentDefineRoutes,
  AssignmentDefineInput,
  AssignmentRequirementType,
  AssignmentType,
  type AdminAssignmentDefine,
} from '@clearsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { callApi } from '../../../../lib/http/client';
import { Clip, DateCell } from '../../../admin/kit/cells';
import { CrudPage } from '../../../admin/kit/crud-page';
import type { FieldSpec, FormValues, RefSource, SelectOption } from '../../../admin/kit/form-model';
import '../../../admin/components/activity-admin.css';
import { formatMoney } from '../../../../lib/format';

const TYPE_COLORS: Record<AssignmentType, string> = { Novice: 'green', Daily: 'blue', Weekly: 'purple' };

const TYPES: SelectOption[] = AssignmentType.options.map((v) => ({ value: v, label: `admin.task.types.${v}` }));
const REQUIREMENTS: SelectOption[] = AssignmentRequirementType.options.map((v) => ({
  value: v,
  label: `admin.task.requirements.${v}`,
}));

/** Novice tasks: the only ones a novice task may follow. */
const NOVICE_TASKS: RefSource = {
  route: adminAssignmentDefineRoutes.list,
  query: { assignmentType: 'Novice' },
  searchParam: null,
  label: (item) => String(item.name),
};

const isNovice = (values: FormValues) => values.assignmentType === 'Novice';

const fields: FieldSpec[] = [
  { name: 'name', kind: 'text', label: 'admin.task.name' },
  { name: 'nameEn', kind: 'text', label: 'admin.task.name', english: true },
  { name: 'assignmentType', kind: 'select', label: 'admin.task.type', options: TYPES, help: 'admin.task.typeHelp' },
  { name: 'remarks', kind: 'textarea', label: 'admin.task.remarks', max: 500, rows: 2 },
  { name: 'remarksEn', kind: 'textarea', label: 'admin.task.remarks', english: true, max: 1000, rows: 2 },
  {
    name: 'assignmentRequirementType',
    kind: 'select',
    label: 'admin.task.requirement',
    options: REQUIREMENTS,
    help: 'admin.task.requirementHelp',
  },
  { name: 'totalStepNumber', kind: 'number', label: 'admin.task.steps', min: 1, max: 1000 },
  {
    name: 'rewardsMoneyNumber',
    kind: 'number',
    label: 'admin.task.reward',
    min: 0.01,
    max: 10_000,
    step: 0.01,
    help: 'admin.task.rewardHelp',
  },
  { name: 'orderNum', kind: 'number', label: 'admin.f.orderNum', min: 0, help: 'admin.task.orderHelp' },
  {
    name: 'preAssignmentId',
    kind: 'ref',
    ref: NOVICE_TASKS,
    label: 'admin.task.predecessor',
    help: 'admin.task.predecessorHelp',
    visibleWhen: isNovice,
  },
  { name: 'isEnabled', kind: 'switch', label: 'admin.task.enabled', help: 'admin.task.enabledHelp' },
];

/** The body as the contract wants it: only a novice task has a predecessor. */
export function taskBody(values: FormValues): FormValues {
  return { ...values, preAssignmentId: isNovice(values) ? (values.preAssignmentId ?? null) : null };
}

/**
 * Task definitions (docs/product.md#tasks): what members may accept, what advances them and what they pay.
 * The novice chain is ordered by each task's predecessor; the server checks the chain (no loops, novice
 * tasks only) and its messages land on the fields.
 */
export function AdminTasks() {
  const { t } = useTranslation();
  // Names of the novice tasks, for the "follows" column (any page of the list may point to any of them).
  const novices = useQuery({
    queryKey: ['admin', 'tasks', 'novice-names'],
    queryFn: ({ signal }) =>
      callApi(adminAssignmentDefineRoutes.list, { query: { assignmentType: 'Novice', maxResultCount: 100 }, signal }),
    staleTime: 30_000,
  });
  const names = useMemo(() => new Map((novices.data?.items ?? []).map((d) => [d.id, d.name] as const)), [novices.data]);

  return (
    <CrudPage<AdminAssignmentDefine>
      entry="tasks"
      queryKey="tasks"
      routes={{
        list: adminAssignmentDefineRoutes.list,
        get: adminAssignmentDefineRoutes.get,
        create: adminAssignmentDefineRoutes.create,
        update: adminAssignmentDefineRoutes.update,
        remove: adminAssignmentDefineRoutes.remove,
      }}
      searchParam={null}
      subtitle={t('admin.task.hint')}
      nameOf={(d) => d.name}
      filters={[{ name: 'assignmentType', label: 'admin.task.type', options: TYPES }]}
      onCreate={(body) =>
        callApi(adminAssignmentDefineRoutes.create, { body: taskBody(body) as AssignmentDefineInput })
      }
      onUpdate={(item, body) =>
        callApi(adminAssignmentDefineRoutes.update, {
          params: { id: item.id },
          body: taskBody(body) as AssignmentDefineInput,
        })
      }
      columns={() => [
        {
          key: 'order',
          title: t('admin.f.orderNum'),
          render: (_, d) => <span className="cs-admin-mono">{d.orderNum}</span>,
        },
        {
          key: 'name',
          title: t('admin.task.name'),
          render: (_, d) => (
            <>
              <div className={d.isEnabled ? undefined : 'cs-admin-muted'}>{d.name}</div>
              <Clip text={d.remarks} width={280} />
            </>
          ),
        },
        {
          key: 'type',
          title: t('admin.task.type'),
          render: (_, d) => (
            <Tag color={TYPE_COLORS[d.assignmentType]}>{t(`admin.task.types.${d.assignmentType}`)}</Tag>
          ),
        },
        {
          key: 'requirement',
          title: t('admin.task.requirement'),
          render: (_, d) => (
            <span className="cs-admin-nowrap">
              {t('admin.task.stepsOf', {
                action: t(`admin.task.requirements.${d.assignmentRequirementType}`),
                count: d.totalStepNumber,
              })}
            </span>
          ),
        },
        {
          key: 'reward',
          title: t('admin.task.reward'),
          align: 'right',
          render: (_, d) => <span className="cs-admin-money">{formatMoney(d.rewardsMoneyNumber)}</span>,
        },
        {
          key: 'pre',
          title: t('admin.task.predecessor'),
          render: (_, d) =>
            d.preAssignmentId ? (
              <span data-testid="task-predecessor">
                {names.get(d.preAssignmentId) ?? `#${d.preAssignmentId.slice(-8)}`}
              </span>
            ) : (
              <span className="cs-admin-muted">—</span>
            ),
        },
        {
          key: 'enabled',
          title: t('admin.task.enabled'),
          render: (_, d) =>
            d.isEnabled ? <Tag color="green">{t('admin.task.on')}</Tag> : <Tag>{t('admin.task.off')}</Tag>,
        },
        {
          key: 'modified',
          title: t('admin.f.lastModificationTime'),
          render: (_, d) => <DateCell iso={d.lastModificationTime} />,
        },
      ]}
      form={{
        schema: AssignmentDefineInput,
        fields,
        width: 760,
        defaults: {
          name: '',
          remarks: '',
          nameEn: '',
          remarksEn: '',
          assignmentType: 'Daily',
          assignmentRequirementType: 'Comment',
          totalStepNumber: 1,
          rewardsMoneyNumber: 10,
          orderNum: 0,
          preAssignmentId: null,
          isEnabled: true,
        },
      }}
    />
  );
}
