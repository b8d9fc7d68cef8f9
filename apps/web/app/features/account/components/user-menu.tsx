import {
  DashboardOutlined,
  LogoutOutlined,
  MessageOutlined,
  MoneyCollectOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { STAFF_PERMISSIONS, PAGES, loginHref, profileHref } from '@clearsight/contracts';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { DEFAULT_AVATAR } from '../../../lib/constants';
import { checkPermission } from '../../../lib/permissions/check';
import { avatarSrc } from '../../../lib/avatar';
import { isSignedIn } from '../../../lib/session/session-state';
import { useSession } from '../../../lib/session/session-store';
import { useBbsUserMoney } from '../account-api';
import { logout } from '../session-actions';

/** Money always shows two decimals (docs/product.md#money-ledger). */
function formatMoney(value: number, lang: string): string {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** Login/register links for guests; money and the avatar menu for members (docs/product.md). */
export function UserMenu() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = isSignedIn(session);
  useBbsUserMoney(signedIn ? session.id : null);

  if (!signedIn) {
    const here = location.pathname + location.search;
    const loginTo = here === '/' || here === PAGES.home ? loginHref() : loginHref(here);
    return (
      <div className="cs-user cs-user--guest">
        {/* Guests are shown as the guest (访客). */}
        <span className="cs-user__guest">
          <Avatar size={24} src={DEFAULT_AVATAR} alt="" />
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

  const items: MenuProps['items'] = [
    {
      key: 'profile',
      icon: <UserOutlined />,
      label: t('header.profile'),
      onClick: () => void navigate(profileHref(session.userName ?? '')),
    },
    {
      key: 'activities',
      icon: <TrophyOutlined />,
      label: t('header.activities'),
      onClick: () => void navigate(PAGES.signIn),
    },
    {
      key: 'chat',
      icon: <MessageOutlined />,
      label: t('header.chat'),
      onClick: () => void navigate(PAGES.chat),
    },
    // Staff (any console permission, role admin or *:*:*) reach the admin console from here.
    ...(checkPermission(session, STAFF_PERMISSIONS)
      ? [
          {
            key: 'admin',
            icon: <DashboardOutlined />,
            label: t('admin.console'),
            onClick: () => void navigate(PAGES.admin),
          },
        ]
      : []),
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('header.logout'),
      danger: true,
      onClick: () => void logout(),
    },
  ];

  return (
    <div className="cs-user">
      {/* The balance links to the rich list. */}
      <Link to={PAGES.richList} className="cs-user__money" title={t('header.moneyTitle')} data-testid="header-money">
        <MoneyCollectOutlined />
        <span>{formatMoney(session.money, i18n.language)}</span>
      </Link>
      <Dropdown menu={{ items }} placement="bottomRight" trigger={['hover', 'click']}>
        <button type="button" className="cs-user__trigger" aria-label={t('header.userMenu')} data-testid="header-user">
          <Avatar size={32} src={avatarSrc(session.icon)} alt={session.name} />
          <span className="cs-user__name" data-testid="header-user-name">
            {session.name}
          </span>
        </button>
      </Dropdown>
    </div>
  );
}
