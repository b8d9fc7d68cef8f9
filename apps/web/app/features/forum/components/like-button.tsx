import { LikeFilled, LikeOutlined } from '../../../components/icons';
import { Button } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useViewer } from '../../../lib/viewer-data';
import { askToLogin, useToggleTopicLike } from '../forum-api';

/** The topic's like toggle with its count (one like per member; the server keeps the count exact). */
export function LikeButton({
  discussId,
  isAgree,
  likeCount,
  canLike,
}: {
  discussId: string;
  isAgree: boolean;
  likeCount: number;
  canLike: boolean;
}) {
  const { t } = useTranslation();
  const { signedIn, hydrated } = useViewer();
  const toggle = useToggleTopicLike(discussId);
  return (
    <Button
      type={isAgree ? 'primary' : 'default'}
      icon={isAgree ? <LikeFilled /> : <LikeOutlined />}
      aria-pressed={isAgree}
      aria-label={`${isAgree ? t('forum.topic.unlike') : t('forum.topic.like')} (${likeCount})`}
      loading={toggle.isPending}
      disabled={!hydrated || (signedIn && !canLike)}
      onClick={() => (signedIn ? toggle.mutate() : askToLogin())}
      data-testid="topic-like"
      data-liked={isAgree ? 'true' : 'false'}
    >
      <span data-testid="topic-like-count">{likeCount}</span>
    </Button>
  );
}
