import { feedback } from '../../../../lib/feedback';
import { DeleteOutlined, EditOutlined, FlagOutlined, PlusOutlined } from '../../../../components/icons';
import { type DiscussDetail, boardHref, editorHref, topicHref } from '@clearsight/contracts';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../../components/button-link';
import { useViewer } from '../../../../lib/viewer-data';
import { askToLogin, useDeleteDiscuss } from '../../forum-api';
import { testIdProps } from '../../test-id';
import { LikeButton } from '../like-button';
import { ModerationMenu } from '../moderation-menu';
import { ShareButton } from '../share-button';

/** Under the topic: like, share, report, then what this viewer may do (edit, add an article, delete, moderate). */
export function TopicActions({ topic, onReport }: { topic: DiscussDetail; onReport: () => void }) {
  const { t } = useTranslation();
  const { message } = feedback;
  const navigate = useNavigate();
  const { signedIn } = useViewer();
  const remove = useDeleteDiscuss(topic.id);
  const v = topic.viewer;
  return (
    <div className="fm-actions" role="group" aria-label={t('forum.topic.actions')} data-testid="topic-actions">
      <LikeButton discussId={topic.id} isAgree={topic.isAgree} likeCount={topic.likeCount} canLike={v.canLike} />
      <ShareButton path={topicHref(topic.id)} />
      <Button icon={<FlagOutlined />} onClick={() => (signedIn ? onReport() : askToLogin())} data-testid="topic-report">
        {t('forum.topic.report')}
      </Button>
      {v.canEdit && (
        <ButtonLink
          to={editorHref({ operType: 'update', artType: 'discuss', discussId: topic.id })}
          icon={<EditOutlined />}
          data-testid="topic-edit"
        >
          {t('forum.topic.edit')}
        </ButtonLink>
      )}
      {v.canWriteArticle && (
        <ButtonLink
          to={editorHref({ operType: 'create', artType: 'article', discussId: topic.id })}
          icon={<PlusOutlined />}
          data-testid="article-add"
        >
          {t('forum.topic.addArticle')}
        </ButtonLink>
      )}
      {v.canDelete && (
        <Popconfirm
          title={t('forum.topic.deleteConfirm')}
          okText={t('forum.common.delete')}
          cancelText={t('forum.common.cancel')}
          okButtonProps={{ danger: true, ...testIdProps('topic-delete-confirm') }}
          onConfirm={() =>
            remove.mutateAsync().then(() => {
              message.success(t('forum.topic.deleted'));
              void navigate(boardHref(topic.plateId), { replace: true });
            })
          }
        >
          <Button danger icon={<DeleteOutlined />} data-testid="topic-delete">
            {t('forum.topic.delete')}
          </Button>
        </Popconfirm>
      )}
      {v.canModerate && <ModerationMenu topic={topic} />}
    </div>
  );
}
