import {
  adminDiscussListRoute,
  discussDeleteRoute,
  DiscussModerationBody,
  discussModerationRoute,
  type AdminDiscussItem,
  topicHref,
} from '@clearsight/contracts';
import { EyeOutlined, ExportOutlined, LikeOutlined, MessageOutlined } from '../../../components/icons';
import { Button, Tag, Tooltip } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { localText } from '../../../lib/labels';
import { BanAuthorButton } from './ban-author';
import { DateCell } from '../../admin/kit/cells';
import { CrudPage } from '../../admin/kit/crud-page';
import type { FieldSpec, SelectOption } from '../../admin/kit/form-model';
import { plateRef } from '../../admin/refs';

const STATUS: SelectOption[] = ['all', 'visible', 'hidden', 'deleted', 'pinned'].map((v) => ({
  value: v,
  label: `admin.forum.topicStatus.${v}`,
}));

const fields: FieldSpec[] = [
  { name: 'plateId', kind: 'ref', label: 'admin.forum.board', ref: plateRef, help: 'admin.forum.moveHelp' },
  { name: 'orderNum', kind: 'number', label: 'admin.forum.weight', help: 'admin.forum.weightHelp' },
  { name: 'isPinned', kind: 'switch', label: 'admin.forum.pinned' },
  { name: 'commentsDisabled', kind: 'switch', label: 'admin.forum.commentsDisabled' },
  { name: 'isHidden', kind: 'switch', label: 'admin.forum.hidden', help: 'admin.forum.hiddenHelp' },
  {
    name: 'hiddenReason',
    kind: 'textarea',
    label: 'admin.forum.hiddenReason',
    rows: 2,
    max: 500,
    visibleWhen: (v) => v.isHidden === true,
  },
];

function TopicFlags({
  item,
}: {
  item: Pick<AdminDiscussItem, 'isPinned' | 'isHidden' | 'isDeleted' | 'commentsDisabled' | 'openReportCount'>;
}) {
  const { t } = useTranslation();
  return (
    <span className="cs-admin-tags">
      {item.isDeleted && <Tag color="red">{t('admin.forum.deleted')}</Tag>}
      {item.isHidden && <Tag color="orange">{t('admin.forum.hidden')}</Tag>}
      {item.isPinned && <Tag color="gold">{t('admin.forum.pinned')}</Tag>}
      {item.commentsDisabled && <Tag>{t('admin.forum.commentsDisabled')}</Tag>}
      {item.openReportCount > 0 && (
        <Tag color="magenta">{t('admin.forum.reports', { count: item.openReportCount })}</Tag>
      )}
    </span>
  );
}

export function AdminForumTopics() {
  const { t, lang } = useTranslation();
  return (
    <CrudPage<AdminDiscussItem>
      entry="topics"
      queryKey="forum-topics"
      routes={{ list: adminDiscussListRoute, update: discussModerationRoute, remove: discussDeleteRoute }}
      searchParam="q"
      searchPlaceholder="admin.forum.topicSearch"
      editLabel="admin.forum.moderate"
      nameOf={(d) => d.title}
      canEdit={(d) => !d.isDeleted}
      canDelete={(d) => !d.isDeleted}
      filters={[
        { name: 'plateId', label: 'admin.forum.board', ref: plateRef },
        { name: 'status', label: 'admin.f.status', options: STATUS },
        { name: 'userName', label: 'admin.forum.author', kind: 'text', width: 150 },
      ]}
      columns={() => [
        {
          key: 'title',
          title: t('admin.f.title'),
          render: (_, d) => (
            <>
              <div>{d.title}</div>
              <TopicFlags item={d} />
            </>
          ),
        },
        { key: 'board', title: t('admin.forum.board'), render: (_, d) => localText(d.plateName, d.plateNameEn, lang) },
        { key: 'author', title: t('admin.forum.author'), render: (_, d) => `${d.author.nick} (@${d.author.userName})` },
        {
          key: 'stats',
          title: t('admin.forum.stats'),
          render: (_, d) => (
            <span className="cs-admin-muted cs-admin-nowrap cs-admin-stats">
              <EyeOutlined /> {d.viewCount} <LikeOutlined /> {d.likeCount} <MessageOutlined /> {d.commentCount}
            </span>
          ),
        },
        { key: 'created', title: t('admin.f.creationTime'), render: (_, d) => <DateCell iso={d.creationTime} /> },
      ]}
      rowActions={(d) => (
        <>
          {!d.isDeleted && (
            <Tooltip title={t('admin.common.view')}>
              <Button
                type="link"
                size="small"
                icon={<ExportOutlined />}
                href={topicHref(d.id)}
                target="_blank"
                aria-label={t('admin.common.view')}
              />
            </Tooltip>
          )}
          <BanAuthorButton author={d.author} />
        </>
      )}
      form={{
        schema: DiscussModerationBody,
        fields,
        width: 560,
        toValues: (d) => ({
          plateId: d.plateId,
          orderNum: d.orderNum,
          isPinned: d.isPinned,
          commentsDisabled: d.commentsDisabled,
          isHidden: d.isHidden,
          hiddenReason: d.hiddenReason ?? '',
        }),
        intro: (d) => d && <p className="cs-admin-form__lead">{d.title}</p>,
      }}
    />
  );
}
