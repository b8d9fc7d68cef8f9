import {
  CheckCircleFilled,
  ClockCircleOutlined,
  CommentOutlined,
  EditOutlined,
  FieldTimeOutlined,
  LikeOutlined,
  MoneyCollectOutlined,
  PictureOutlined,
  RightOutlined,
  UserOutlined,
} from '../../../components/icons';
import {
  PAGES,
  editorHref,
  profileHref,
  type Assignment,
  type AssignmentDefine,
  type AssignmentRequirementType,
  type AssignmentType,
} from '@clearsight/contracts';
import { Button, Progress, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../components/link';
import { useRootData } from '../../../lib/site-config';
import { formatDate, formatMoney } from '../../../lib/format';
import { localText } from '../../../lib/labels';

const TYPE_COLOURS: Record<AssignmentType, string> = { Novice: 'green', Daily: 'blue', Weekly: 'purple' };

const REQUIREMENT_ICONS: Record<AssignmentRequirementType, ReactNode> = {
  Discuss: <EditOutlined />,
  Comment: <CommentOutlined />,
  Agree: <LikeOutlined />,
  UpdateNick: <UserOutlined />,
  UpdateIcon: <PictureOutlined />,
};

/** Where a member does what a task asks. */
export function taskTarget(requirement: AssignmentRequirementType, userName: string | null): string {
  switch (requirement) {
    case 'Discuss':
      return editorHref({ operType: 'create', artType: 'discuss' });
    case 'Comment':
    case 'Agree':
      return PAGES.forum;
    case 'UpdateNick':
      return userName ? profileHref(userName, 'settings') : PAGES.forum;
    case 'UpdateIcon':
      return userName ? profileHref(userName, 'avatar') : PAGES.forum;
  }
}

/** "2026年5月4日 00:00" / "May 4, 2026 at 12:00 AM", in the visitor's time zone. */
export function formatTaskTime(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatDate(date, lang, 'longDateTime');
}

type CardTask = { kind: 'offer'; task: AssignmentDefine } | { kind: 'mine'; task: Assignment };

/**
 * One task (docs/product.md#tasks): kind, name, remarks, expiry, "奖励：N 钱钱", progress and what can be
 * done with it now (accept, go and do it, claim), or how it ended (已完成 / 已过期).
 */
export function TaskCard({
  item,
  userName,
  busy,
  onAccept,
  onClaim,
}: {
  item: CardTask;
  userName: string | null;
  busy: boolean;
  onAccept?: (task: AssignmentDefine) => void;
  onClaim?: (task: Assignment) => void;
}) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const task = item.task;
  const current = item.kind === 'mine' ? item.task.currentStepNumber : 0;
  const total = task.totalStepNumber;
  const state = item.kind === 'mine' ? item.task.assignmentState : null;
  const percent = total > 0 ? Math.min(100, Math.round((current / total) * 100)) : 0;

  let expiry: string;
  if (item.kind === 'mine' && item.task.assignmentState === 'End' && item.task.endTime) {
    expiry = t('activity.task.endedAt', { time: formatTaskTime(item.task.endTime, lang) });
  } else if (item.kind === 'mine') {
    expiry = item.task.expireTime
      ? t('activity.task.expire', { time: formatTaskTime(item.task.expireTime, lang) })
      : t('activity.task.noExpire');
  } else {
    expiry = t(`activity.task.expireRule.${task.assignmentType}`);
  }

  let action: ReactNode = null;
  if (item.kind === 'offer') {
    action = (
      <Button type="primary" loading={busy} onClick={() => onAccept?.(item.task)} data-testid="task-accept">
        {t('activity.task.accept')}
      </Button>
    );
  } else if (state === 'Completed') {
    action = (
      <Button
        type="primary"
        className="act-task__claim"
        loading={busy}
        onClick={() => onClaim?.(item.task)}
        data-testid="task-claim"
      >
        {t('activity.task.claim')}
      </Button>
    );
  } else if (state === 'Progress') {
    action = (
      <Link to={taskTarget(task.assignmentRequirementType, userName)} className="act-task__go" data-testid="task-go">
        {t('activity.task.go')} <RightOutlined aria-hidden="true" />
      </Link>
    );
  } else if (state === 'End') {
    action = (
      <span className="act-task__end is-done" data-testid="task-state">
        <CheckCircleFilled aria-hidden="true" /> {t('activity.task.done')}
      </span>
    );
  } else if (state === 'Expired') {
    action = (
      <span className="act-task__end is-expired" data-testid="task-state">
        <ClockCircleOutlined aria-hidden="true" /> {t('activity.task.expired')}
      </span>
    );
  }

  const ended = state === 'End' || state === 'Expired';
  return (
    <li className={ended ? 'act-card act-task is-ended' : 'act-card act-task'} data-testid="task-card">
      <div className="act-task__top">
        <Tag color={TYPE_COLOURS[task.assignmentType]} className="act-task__type">
          {t(`activity.task.types.${task.assignmentType}`)}
        </Tag>
        <span className="act-task__req">
          <span aria-hidden="true">{REQUIREMENT_ICONS[task.assignmentRequirementType]}</span>{' '}
          {t(`activity.task.requirements.${task.assignmentRequirementType}`)}
        </span>
      </div>
      <h3 className="act-task__name" data-testid="task-name">
        {localText(task.name, task.nameEn, lang)}
      </h3>
      {task.remarks && <p className="act-task__remarks">{localText(task.remarks, task.remarksEn, lang)}</p>}
      <p className="act-task__expiry">
        <FieldTimeOutlined aria-hidden="true" /> {expiry}
      </p>
      {item.kind === 'mine' ? (
        <div className="act-task__progress">
          <Progress
            percent={percent}
            size="small"
            status={state === 'Expired' ? 'exception' : state === 'Progress' ? 'active' : 'success'}
            format={() => t('activity.task.steps', { current, total })}
            aria-label={t(`activity.task.requirements.${task.assignmentRequirementType}`)}
            data-testid="task-progress"
          />
        </div>
      ) : (
        <p className="act-muted act-task__needed">{t('activity.task.stepsNeeded', { count: total, total })}</p>
      )}
      <div className="act-task__foot">
        <span className="act-task__reward" data-testid="task-reward">
          <MoneyCollectOutlined aria-hidden="true" />{' '}
          {t('activity.task.reward', { amount: formatMoney(task.rewardsMoneyNumber) })}
        </span>
        {action}
      </div>
    </li>
  );
}
