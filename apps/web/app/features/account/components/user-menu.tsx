import { PAGES, loginHref } from '@clearsight/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../../../components/link';
import { ButtonLink } from '../../../components/button-link';
import { DEFAULT_AVATAR } from '../../../lib/constants';
import { isSignedIn } from '../../../lib/session/session-state';
import { useSession } from '../../../lib/session/session-store';
import { useHydrated } from '../../../lib/hydrated';
import { useRootData } from '../../../lib/site-config';

/** A member's money and menu, loaded once a member is signed in (a guest's page never carries them). */
const MemberMenu = lazy(() => import('../member/layers').then((layers) => layers.memberMenu()));

/** Login/register links for guests; money and the avatar menu for members (docs/product.md). */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const hydrated = useHydrated();
  const { signedIn } = useRootData();

  const pending = <div className="cs-user" aria-busy="true" />;
  if (isSignedIn(session)) {
    return (
      <Suspense fallback={pending}>
        <MemberMenu session={session} />
      </Suspense>
    );
  }
  // The server renders every page as a guest's (the session lives in the browser); when the request carried the
  // token's cookie copy, an empty slot until hydration avoids showing 访客 登录 注册 to a member for a moment.
  if (signedIn && !hydrated) return pending;

  const here = location.pathname + location.search;
  const loginTo = here === '/' || here === PAGES.home ? loginHref() : loginHref(here);
  return (
    <div className="cs-user cs-user--guest">
      {/* Guests are shown as the guest (访客). */}
      <span className="cs-user__guest">
        <img className="cs-user__avatar" src={DEFAULT_AVATAR} alt="" width={24} height={24} />
        <span className="cs-user__name" data-testid="header-user-name">
          {t('account.guest')}
        </span>
      </span>
      <Link to={loginTo} className="cs-user__login" data-testid="header-login">
        {t('header.login')}
      </Link>
      <ButtonLink
        to={PAGES.register}
        type="primary"
        size="small"
        className="cs-user__register"
        data-testid="header-register"
      >
        {t('header.register')}
      </ButtonLink>
    </div>
  );
}
