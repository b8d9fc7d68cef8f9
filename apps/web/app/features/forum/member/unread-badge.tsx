import type { TopicReadState } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** "3 unread" on a topic the member read before, "New" on one they never opened; nothing otherwise. */
export function UnreadBadge({ state }: { state: TopicReadState | undefined }) {
  const { t } = useTranslation();
  if (!state) return null;
  if (state.unreadCount > 0)
    return (
      <span
        className="fm-badge fm-badge--unread"
        title={t('forum.unread.label', { count: state.unreadCount })}
        data-testid="topic-unread"
      >
        {t('forum.unread.count', { count: state.unreadCount })}
      </span>
    );
  if (state.isNew)
    return (
      <span className="fm-badge fm-badge--new" title={t('forum.unread.newLabel')} data-testid="topic-new">
        {t('forum.unread.new')}
      </span>
    );
  return null;
}
