import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { closePopupNotice, markSeen, type SiteNoticeOnScreen } from '../site-notice-store';
import './site-notices.css';

/**
 * An announcement waiting as a dialog (the first of them; the next one opens when it is closed). Loaded by
 * `NoticeRealtime` only when there is one, so a page without announcements never loads the dialog's code.
 */
export function SiteNoticePopup({ notice }: { notice: SiteNoticeOnScreen }) {
  const { t } = useTranslation();
  const shownId = notice.id;
  useEffect(() => {
    markSeen(shownId);
  }, [shownId]);
  const close = () => closePopupNotice(notice.id);
  return (
    <Dialog
      open
      title={notice.title}
      onClose={close}
      footer={
        <Button type="primary" onClick={close} data-testid="site-notice-popup-ok">
          {t('realtime.popupOk')}
        </Button>
      }
      className="cs-site-notice-popup"
      data-testid="site-notice-popup"
    >
      <div
        className="cs-prose cs-site-notice__html"
        data-testid="site-notice-popup-body"
        // Sanitised by the server before it is stored and sent (docs/product.md#realtime).
        dangerouslySetInnerHTML={{ __html: notice.html }}
      />
    </Dialog>
  );
}
