import { Button } from '../../../components/ui/button';
import { feedback } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMarkAllRead } from './read-state-api';

/** "Mark all read" for the board shown, or for every board on the all-boards page. */
export function MarkReadButton({ plateId }: { plateId: string | null }) {
  const { t } = useTranslation();
  const mark = useMarkAllRead();
  return (
    <Button
      size="small"
      loading={mark.isPending}
      data-testid="mark-read"
      onClick={() => mark.mutate(plateId, { onSuccess: () => void feedback.message.success(t('forum.unread.marked')) })}
    >
      {plateId ? t('forum.unread.markBoard') : t('forum.unread.markAll')}
    </Button>
  );
}
