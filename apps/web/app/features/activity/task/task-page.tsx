import { PAGES } from '@clearsight/contracts';
import { feedback } from '../../../lib/feedback';
import type { Assignment, AssignmentDefine } from '@clearsight/contracts';
import { Badge, Empty, Skeleton, Tabs } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session/session-store';
import { MoneyChip } from '../shared/activity-head';
import { PageHead } from '../shared/page-heads';
import { useActionKeys } from '../shared/action-keys';
import { LoadFailed } from '../shared/load-failed';
import { useAcceptTask, useClaimTask, useMyTasks, useReceivableTasks } from './task-api';
import { TaskCard } from './task-card';
import { formatMoney } from '../../../lib/format';

export const TASK_TABS = ['available', 'accepted', 'ended'] as const;
export type TaskTab = (typeof TASK_TABS)[number];

function tabOf(value: string | null): TaskTab {
  return (TASK_TABS as readonly string[]).includes(value ?? '') ? (value as TaskTab) : 'available';
}

function listBody<T>(query: UseQueryResult<T[]>, empty: string, render: (items: T[]) => ReactNode): ReactNode {
  if (query.data) {
    if (query.data.length === 0)
      return (
        <div className="act-card act-empty">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
        </div>
      );
    return render(query.data);
  }
  if (query.isError)
    return (
      <div className="act-card">
        <LoadFailed onRetry={() => void query.refetch()} />
      </div>
    );
  return (
    <div className="act-card act-skeleton">
      <Skeleton active paragraph={{ rows: 4 }} />
    </div>
  );
}

/** `/activity/assignment` (docs/product.md#tasks): 可接受 / 已接受 / 已结束. */
export function TaskPage() {
  const { t } = useTranslation();
  const { message } = feedback;
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  const keys = useActionKeys();

  const receivable = useReceivableTasks();
  const progress = useMyTasks('Progress');
  const ended = useMyTasks('End');
  const accept = useAcceptTask();
  const claim = useClaimTask(keys);
  const [busyId, setBusyId] = useState<string | null>(null);

  const goTab = (next: string) => {
    const params = new URLSearchParams(search);
    if (next === 'available') params.delete('tab');
    else params.set('tab', next);
    setSearch(params, { preventScrollReset: true, replace: true });
  };

  const onAccept = (task: AssignmentDefine) => {
    setBusyId(task.id);
    accept.mutate(task.id, {
      onSuccess: () => {
        void message.success(t('activity.task.accepted', { name: task.name }));
        goTab('accepted');
      },
      onSettled: () => setBusyId(null),
    });
  };

  const onClaim = (task: Assignment) => {
    setBusyId(task.id);
    claim.mutate(task.id, {
      onSuccess: (result) => {
        void message.success(t('activity.task.claimed', { amount: formatMoney(result.value) }));
      },
      onSettled: () => setBusyId(null),
    });
  };

  const claimable = (progress.data ?? []).filter((task) => task.assignmentState === 'Completed').length;
  const label = (key: TaskTab, count: number | undefined, dot = false) => (
    <span className="act-tab-label" data-testid={`task-tab-${key}`}>
      {t(`activity.task.tabs.${key}`)}
      {count !== undefined && count > 0 && (
        <Badge count={count} size="small" color={dot ? '#f5222d' : '#8c98a9'} className="act-tab-badge" />
      )}
    </span>
  );

  const grid = (children: ReactNode) => <ul className="act-task-grid">{children}</ul>;

  return (
    <div className="act-page" data-testid="task-page">
      <PageHead path={PAGES.tasks} aside={<MoneyChip />} />
      <Tabs
        className="act-tabs"
        activeKey={tab}
        onChange={goTab}
        items={[
          {
            key: 'available',
            label: label('available', receivable.data?.length),
            children: listBody(receivable, t('activity.task.emptyAvailable'), (items) =>
              grid(
                items.map((task) => (
                  <TaskCard
                    key={task.id}
                    item={{ kind: 'offer', task }}
                    userName={session.userName}
                    busy={busyId === task.id}
                    onAccept={onAccept}
                  />
                )),
              ),
            ),
          },
          {
            key: 'accepted',
            label: label('accepted', claimable > 0 ? claimable : progress.data?.length, claimable > 0),
            children: listBody(progress, t('activity.task.emptyAccepted'), (items) =>
              grid(
                items.map((task) => (
                  <TaskCard
                    key={task.id}
                    item={{ kind: 'mine', task }}
                    userName={session.userName}
                    busy={busyId === task.id}
                    onClaim={onClaim}
                  />
                )),
              ),
            ),
          },
          {
            key: 'ended',
            label: label('ended', undefined),
            children: listBody(ended, t('activity.task.emptyEnded'), (items) =>
              grid(
                [...items]
                  .reverse()
                  .map((task) => (
                    <TaskCard key={task.id} item={{ kind: 'mine', task }} userName={session.userName} busy={false} />
                  )),
              ),
            ),
          },
        ]}
      />
    </div>
  );
}
