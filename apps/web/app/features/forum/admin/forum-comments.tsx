import {
  adminCommentListRoute,
  commentDeleteRoute,
  commentModerationRoute,
  type AdminCommentItem,
  CommentModerationBody,
} from '@clearsight/contracts';
import { Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../components/link';
import { BanAuthorButton } from './ban-author';
import { Clip, DateCell } from '../../admin/kit/cells';
import { CrudPage } from '../../admin/kit/crud-page';
import type { FieldSpec, SelectOption } from '../../admin/kit/form-model';

const STATUS: SelectOption[] = ['all', 'visible', 'hidden', 'deleted'].map((v) => ({
  value: v,
  label: `admin.forum.topicStatus.${v}`,
}));

const fields: FieldSpec[] = [
  { name: 'isHidden', kind: 'switch', label: 'admin.forum.hidden', help: 'admin.forum.commentHiddenHelp' },
  {
    name: 'hiddenReason',
    kind: 'textarea',
    label: 'admin.forum.hiddenReason',
    rows: 2,
    max: 500,
    visibleWhen: (v) => v.isHidden === true,
  },
];

export function AdminForumComments() {
  const { t } = useTranslation();
  return (
    <CrudPage<AdminCommentItem>
      entry="comments"
      queryKey="forum-comments"
      routes={{ list: adminCommentListRoute, update: commentModerationRoute, remove: commentDeleteRoute }}
      searchParam="q"
      searchPlaceholder="admin.forum.commentSearch"
      editLabel="admin.forum.moderate"
      nameOf={(c) => c.content.slice(0, 30)}
      canEdit={(c) => !c.isDeleted}
      canDelete={(c) => !c.isDeleted}
      filters={[
        { name: 'status', label: 'admin.f.status', options: STATUS },
        { name: 'userName', label: 'admin.forum.author', kind: 'text', width: 150 },
        { name: 'discussId', label: 'admin.forum.topicId', kind: 'text', width: 200 },
      ]}
      columns={() => [
        {
          key: 'content',
          title: t('admin.forum.comment'),
          render: (_, c) => (
            <>
              <Clip text={c.content} width={320} />
              <div className="cs-admin-tags">
                {c.isDeleted && <Tag color="red">{t('admin.forum.deleted')}</Tag>}
                {c.isHidden && <Tag color="orange">{t('admin.forum.hidden')}</Tag>}
                {c.rootId && <Tag>{t('admin.forum.reply')}</Tag>}
                {c.openReportCount > 0 && (
                  <Tag color="magenta">{t('admin.forum.reports', { count: c.openReportCount })}</Tag>
                )}
              </div>
            </>
          ),
        },
        { key: 'author', title: t('admin.forum.author'), render: (_, c) => `${c.author.nick} (@${c.author.userName})` },
        {
          key: 'topic',
          title: t('admin.forum.topic'),
          render: (_, c) => (
            <Link
              to={`/admin/forum/comments?discussId=${encodeURIComponent(c.discussId)}`}
              title={t('admin.forum.commentsOfTopic')}
            >
              <Clip text={c.discussTitle} width={200} />
            </Link>
          ),
        },
        { key: 'likes', title: t('admin.forum.likes'), dataIndex: 'likeCount' },
        { key: 'created', title: t('admin.f.creationTime'), render: (_, c) => <DateCell iso={c.creationTime} /> },
      ]}
      rowActions={(c) => <BanAuthorButton author={c.author} />}
      form={{
        schema: CommentModerationBody,
        fields,
        width: 520,
        toValues: (c) => ({ isHidden: c.isHidden, hiddenReason: c.hiddenReason ?? '' }),
        intro: (c) => c && <blockquote className="cs-admin-quote">{c.content}</blockquote>,
      }}
    />
  );
}
