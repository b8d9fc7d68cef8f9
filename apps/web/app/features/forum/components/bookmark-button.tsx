import { StarOutlined } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';

/**
 * The topic's bookmark toggle. A guest's asks to log in; the member layer's toggles the bookmark
 * (member/topic-member.tsx). Only the member sees their bookmarks, on their own profile.
 */
export function BookmarkButton({
  isBookmarked,
  disabled,
  loading = false,
  onToggle,
}: {
  isBookmarked: boolean;
  disabled: boolean;
  loading?: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      type={isBookmarked ? 'primary' : 'default'}
      icon={<StarOutlined />}
      aria-pressed={isBookmarked}
      loading={loading}
      disabled={disabled}
      onClick={onToggle}
      data-testid="topic-bookmark"
      data-bookmarked={isBookmarked ? 'true' : 'false'}
    >
      {isBookmarked ? t('forum.bookmark.remove') : t('forum.bookmark.add')}
    </Button>
  );
}
