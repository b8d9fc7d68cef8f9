import { CheckCircleFilled, LockOutlined } from '../../../components/icons';
import { PAGES } from '@clearsight/contracts';
import { Skeleton } from 'antd';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../../../components/link';
import { ButtonLink } from '../../../components/button-link';
import { loginPathFor, presentFailure } from '../../../lib/http/present';
import { messagesFor } from '../../../lib/i18n';
import { useRootData } from '../../../lib/site-config';
import { useViewer } from '../../../lib/viewer-data';
import { hasPageHead, PageHead } from './page-heads';

/** What stands in while the page is server-rendered or the member's account loads. */
export function ActivitySkeleton() {
  const { t } = useTranslation();
  return (
    <div className="act-card act-skeleton" role="status" aria-label={t('activity.loading')}>
      <Skeleton active title paragraph={{ rows: 4 }} />
    </div>
  );
}

/**
 * The placeholder of a page that waits for the member: the page's own head (its title and lead, which are the same
 * for every member) above the skeleton, so that the server's HTML shows them at once.
 */
function WaitingPage() {
  const { pathname } = useLocation();
  if (!hasPageHead(pathname)) return <ActivitySkeleton />;
  return (
    <div className="act-page" data-testid="activity-waiting">
      <PageHead path={pathname} />
      <ActivitySkeleton />
    </div>
  );
}

function GuestPanel() {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const location = useLocation();
  const points = messagesFor(lang).activity.gate.points;
  return (
    <div className="act-card act-gate" data-testid="activity-guest">
      <span className="act-gate__icon" aria-hidden="true">
        <LockOutlined />
      </span>
      <h1>{t('activity.gate.title')}</h1>
      <p>{t('activity.gate.text')}</p>
      <ul className="act-gate__points">
        {points.map((point) => (
          <li key={point}>
            <CheckCircleFilled aria-hidden="true" /> {point}
          </li>
        ))}
      </ul>
      <div className="act-gate__actions">
        <ButtonLink type="primary" size="large" to={loginPathFor(location)} data-testid="activity-guest-login">
          {t('activity.gate.login')}
        </ButtonLink>
        <ButtonLink size="large" to={PAGES.register}>
          {t('activity.gate.register')}
        </ButtonLink>
      </div>
      <Link to={PAGES.richList} className="act-gate__rich">
        {t('activity.gate.richList')}
      </Link>
    </div>
  );
}

/**
 * The activities are for members (docs/product.md#activities-and-points). The session lives in the browser,
 * so the server renders a placeholder; once the browser knows the visitor, a guest gets the site's login
 * prompt (the 401 dialog) and a panel saying what waits behind it, a member the page.
 */
export function MemberGate({ children }: { children: ReactNode }) {
  const known = useViewer();
  // The member's account arrives through the session's store, whose updates React renders synchronously: the
  // page's first render (its parts, antd's styles) would be one long task. From a deferred copy, React draws it in
  // slices while the placeholder stays on screen.
  const viewer = useDeferredValue(known.viewer);
  const { hydrated } = known;
  const guest = hydrated && viewer === 'guest';

  useEffect(() => {
    if (guest) presentFailure({ kind: 'login-confirm' });
  }, [guest]);

  if (!hydrated || viewer === null) return <WaitingPage />;
  if (guest) return <GuestPanel />;
  return <>{children}</>;
}
