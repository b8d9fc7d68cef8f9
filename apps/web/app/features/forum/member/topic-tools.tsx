import { DeleteOutlined } from '../../../components/icons';
import { type DiscussDetail, boardHref } from '@clearsight/contracts';
import { Popconfirm } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { feedback } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { testIdProps } from '../test-id';
import { useDeleteDiscuss } from './forum-api';
import { WatchMenu } from './watch-menu';

/** Staff's menu (antd's select, number input, forms and the history drawer): its code loads for staff only. */
const ModerationMenu = lazy(() => import('./moderation-menu').then((m) => ({ default: m.ModerationMenu })));

/**
 * The member's tools on a topic, after the actions everyone sees: watch (following), delete (with a
 * confirmation), moderate.
 */
export function TopicTools({ topic }: { topic: DiscussDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteDiscuss(topic.id);
  return (
    <>
      <WatchMenu targetType="discuss" targetId={topic.id} />
      {topic.viewer.canDelete && (
        <Popconfirm
          title={t('forum.tools.deleteTopicConfirm')}
          okText={t('forum.common.delete')}
          cancelText={t('forum.common.cancel')}
          okButtonProps={{ danger: true, ...testIdProps('topic-delete-confirm') }}
          onConfirm={() =>
            remove.mutateAsync().then(() => {
              feedback.message.success(t('forum.tools.topicDeleted'));
              void navigate(boardHref(topic.plateId), { replace: true });
            })
          }
        >
          <Button danger icon={<DeleteOutlined />} data-testid="topic-delete">
            {t('forum.tools.deleteTopic')}
          </Button>
        </Popconfirm>
      )}
      {topic.viewer.canModerate && (
        <Suspense fallback={null}>
          <ModerationMenu topic={topic} />
        </Suspense>
      )}
    </>
  );
}
