import { STAFF_PERMISSIONS, PAGES, loginHref, profileHref } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import {
  DashboardOutlined,
  LogoutOutlined,
  MessageOutlined,
  MoneyCollectOutlined,
  TrophyOutlined,
  UserOutlined,
} from '../../../components/icons';
import { MenuList, type MenuEntry } from '../../../components/ui/menu-list';
import { Popover } from '../../../components/ui/popover';
import { DEFAULT_AVATAR } from '../../../lib/constants';
import { checkPermission } from '../../../lib/permissions/check';
import { avatarSrc } from '../../../lib/avatar';
import { isSignedIn } from '../../../lib/session/session-state';
import { useSession } from '../../../lib/session/session-store';
import { useFreshMoney } from '../account-api';
import { logout } from '../session-actions';

/** Money always shows two decimals (docs/product.md#money-ledger). */
function formatMoney(value: number, lang: string): string {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/**
 * Login/register links for guests; money and the avatar menu for members (docs/product.md). The balance is kept
 * current by the session (loaded with the account, moved live by the `Money` event).
 */
export function UserMenu() {
  const { t, lang } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const signedIn = isSignedIn(session);
  useFreshMoney(signedIn ? session.id : null);

  if (!signedIn) {
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

  const entries: MenuEntry[] = [
    { key: 'profile', icon: <UserOutlined />, label: t('header.profile'), to: profileHref(session.userName ?? '') },
    { key: 'activities', icon: <TrophyOutlined />, label: t('header.activities'), to: PAGES.signIn },
    { key: 'chat', icon: <MessageOutlined />, label: t('header.chat'), to: PAGES.chat },
    // Staff (any console permission, role admin or *:*:*) reach the admin console from here.
    ...(checkPermission(session, STAFF_PERMISSIONS)
      ? [{ key: 'admin', icon: <DashboardOutlined />, label: t('admin.console'), to: PAGES.admin }]
      : []),
    { key: 'divider', divider: true },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('header.logout'),
      danger: true,
      onSelect: () => void logout(),
      testId: 'header-logout',
    },
  ];

  return (
    <div className="cs-user">
      {/* The balance links to the rich list. */}
      <Link to={PAGES.richList} className="cs-user__money" title={t('header.moneyTitle')} data-testid="header-money">
        <MoneyCollectOutlined aria-hidden />
        <span>{formatMoney(session.money, lang)}</span>
      </Link>
      <Popover
        label={t('header.userMenu')}
        hover
        align="end"
        panelClassName="cs-user__menu"
        buttonProps={{ className: 'cs-user__trigger', 'data-testid': 'header-user' }}
        button={
          <>
            <img className="cs-user__avatar" src={avatarSrc(session.icon)} alt={session.name} width={32} height={32} />
            <span className="cs-user__name" data-testid="header-user-name">
              {session.name}
            </span>
          </>
        }
      >
        {(close) => <MenuList entries={entries} onDone={close} />}
      </Popover>
    </div>
  );
}
