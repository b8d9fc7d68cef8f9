import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useHubEvent } from '../../../lib/realtime/hub-store';
import { getSession } from '../../../lib/session/session-store';
import { uiApi } from '../../../lib/ui';
import { addLiveNotice } from '../notice-api';
import {
  closePopupNotice,
  showLateArrivals,
  showSiteNotice,
  useSiteNotices,
  withdrawSiteNotice,
} from '../site-notices';
import './site-notices.css';

const isText = (v: unknown): v is string => typeof v === 'string';

/** The first announcement waiting as a dialog; the next one opens when it is closed. */
function SiteNoticePopup() {
  const { t } = useTranslation();
  const { popups } = useSiteNotices();
  const notice = popups[0];
  if (!notice) return null;
  const close = () => closePopupNotice(notice.id);
  return (
    <Modal
      open
      title={notice.title}
      onCancel={close}
      footer={
        <Button type="primary" onClick={close} data-testid="site-notice-popup-ok">
          {t('realtime.popupOk')}
        </Button>
      }
      rootClassName="cs-site-notice-popup"
      destroyOnHidden
    >
      <div
        className="cs-prose cs-site-notice__html"
        data-testid="site-notice-popup-body"
        // Sanitised by the server before it is stored and sent (docs/product.md#realtime).
        dangerouslySetInnerHTML={{ __html: notice.html }}
      />
    </Modal>
  );
}

/**
 * The notice feature's part of the realtime hubs, for every page: announcements (live, and those that went
 * live before this visit), personal notices into the bell's list (in every tab, each has its socket), and
 * the announcement dialog. The marquee is the header's (`SiteNoticeMarquee`).
 */
export function NoticeRealtime() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  useEffect(() => {
    const controller = new AbortController();
    void showLateArrivals(controller.signal);
    return () => controller.abort();
  }, []);

  useHubEvent('notice', 'receiveNotice', (type, title, html, id) => {
    if ((type !== 'Popup' && type !== 'MerryGoRound') || !isText(title) || !isText(html) || !isText(id)) return;
    showSiteNotice({ id, type, title, html });
  });

  useHubEvent('notice', 'withdrawNotice', (id) => {
    if (isText(id)) withdrawSiteNotice(id);
  });

  useHubEvent('bbsNotice', 'Personal', (message, creationTime, id) => {
    const userId = getSession().id;
    if (!userId || !isText(message) || !isText(id)) return;
    addLiveNotice(queryClient, userId, {
      id,
      message,
      creationTime: isText(creationTime) ? creationTime : new Date().toISOString(),
    });
    // Bottom-right rather than the default top-right: the default would cover the very bell that moved.
    uiApi()?.notification.info({
      key: `notice-${id}`,
      title: t('realtime.newNotice'),
      description: message,
      placement: 'bottomRight',
      className: 'cs-live-notice',
    });
  });

  return <SiteNoticePopup />;
}
