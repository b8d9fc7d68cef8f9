import { feedback } from '../../../lib/feedback';
import { lazy, Suspense, useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useHubEvent } from '../../../lib/realtime/hub-store';
import { getSession } from '../../../lib/session/session-store';
import { showSiteNotice, useSiteNotices, withdrawSiteNotice } from '../site-notice-store';
import { showLateArrivals } from '../site-notices';
import './site-notices.css';

const isText = (v: unknown): v is string => typeof v === 'string';
const siteNoticeKey = (id: string) => `site-notice-${id}`;

/** The dialog's code (and the dialog control's) is loaded when an announcement is waiting to open as one. */
const SiteNoticePopup = lazy(() => import('./site-notice-popup').then((m) => ({ default: m.SiteNoticePopup })));

/**
 * Where a dialog would stand in someone's way: the sign-in pages (over the form) and the console (over staff's
 * work). An announcement waits there and opens on the next page of the site.
 */
const QUIET_LAYOUTS = new Set(['layouts/login-layout', 'layouts/admin-layout']);

/** The first announcement waiting as a dialog, if any and if this page is not a quiet one. */
function WaitingPopup() {
  const { popups } = useSiteNotices();
  const quiet = useMatches().some((match) => QUIET_LAYOUTS.has(match.id));
  const notice = quiet ? undefined : popups[0];
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <SiteNoticePopup notice={notice} />
    </Suspense>
  );
}

/**
 * The notice feature's part of the realtime hubs, for every page: announcements (live, and those that went
 * live before this visit), personal notices into the bell's list (in every tab, each has its socket), and
 * the announcement dialog. The marquee is the header's (`SiteNoticeMarquee`).
 */
export function NoticeRealtime() {
  const { t } = useTranslation();

  useEffect(() => {
    const controller = new AbortController();
    void showLateArrivals(controller.signal);
    return () => controller.abort();
  }, []);

  useHubEvent('notice', 'receiveNotice', (type, title, html, id) => {
    if ((type !== 'Popup' && type !== 'MerryGoRound') || !isText(title) || !isText(html) || !isText(id)) return;
    // Either type is a notification with its title and HTML message (docs/product.md#realtime), where notifications
    // are; the marquee or the dialog keeps it on screen after the notification has gone.
    feedback.notification.info({
      key: siteNoticeKey(id),
      title,
      description: (
        <div
          className="cs-prose cs-site-notice__html"
          data-testid="site-notice-notification"
          // Sanitised on the server before it is stored and sent, as the dialog and the marquee show it.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ),
      className: 'cs-live-notice',
    });
    showSiteNotice({ id, type, title, html });
  });

  useHubEvent('notice', 'withdrawNotice', (id) => {
    if (!isText(id)) return;
    feedback.notification.destroy(siteNoticeKey(id));
    withdrawSiteNotice(id);
  });

  useHubEvent('bbsNotice', 'Personal', (message, creationTime, id, grouped) => {
    const userId = getSession().id;
    if (!userId || !isText(message) || !isText(id)) return;
    const notice = { id, message, creationTime: isText(creationTime) ? creationTime : new Date().toISOString() };
    // The bell's list lives in the query cache, which only members' pages load.
    void import('../member/layers')
      .then((layers) => layers.liveNotices())
      .then(([api, query]) => api.addLiveNotice(query.browserQueryClient(), userId, notice, grouped === true));
    feedback.notification.info({
      key: `notice-${id}`,
      title: t('realtime.newNotice'),
      description: message,
      className: 'cs-live-notice',
    });
  });

  return <WaitingPopup />;
}
