import { LikeFilled, LikeOutlined } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';

/**
 * The topic's like toggle with its count (one like per member; the server keeps the count exact). A guest's asks
 * to log in; the member layer's toggles the like (member/topic-member.tsx).
 */
export function LikeButton({
  isAgree,
  likeCount,
  disabled,
  loading = false,
  onToggle,
}: {
  isAgree: boolean;
  likeCount: number;
  disabled: boolean;
  loading?: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      type={isAgree ? 'primary' : 'default'}
      icon={isAgree ? <LikeFilled /> : <LikeOutlined />}
      aria-pressed={isAgree}
      aria-label={`${isAgree ? t('forum.topic.unlike') : t('forum.topic.like')} (${likeCount})`}
      loading={loading}
      disabled={disabled}
      onClick={onToggle}
      data-testid="topic-like"
      data-liked={isAgree ? 'true' : 'false'}
    >
      <span data-testid="topic-like-count">{likeCount}</span>
    </Button>
  );
}
