import { STAFF_PERMISSIONS, PAGES, profileHref } from '@clearsight/contracts';
import { Link } from '../../../components/link';
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
import { avatarSrc } from '../../../lib/avatar';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { checkPermission } from '../../../lib/permissions/check';
import type { SessionUser } from '../../../lib/session/session-state';
import { useFreshMoney } from '../account-api';
import { logout } from '../session-actions';
import { formatMoney } from '../../../lib/format';

/**
 * A member's money and avatar menu (docs/product.md), loaded once a member is signed in. The balance is kept
 * current by the session (loaded with the account, moved live by the `Money` event).
 */
export default function MemberMenu({ session }: { session: SessionUser }) {
  const { t } = useTranslation();
  useFreshMoney(session.id);
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
        <span>{formatMoney(session.money)}</span>
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
