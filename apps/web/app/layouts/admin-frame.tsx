import { PAGES } from '@clearsight/contracts';
import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BulbOutlined,
  CameraOutlined,
  CloudDownloadOutlined,
  ClusterOutlined,
  CommentOutlined,
  CrownOutlined,
  DashboardOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  FlagOutlined,
  GiftOutlined,
  GlobalOutlined,
  IdcardOutlined,
  InboxOutlined,
  MailOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  MessageOutlined,
  NotificationOutlined,
  PartitionOutlined,
  PictureOutlined,
  ReadOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  SoundOutlined,
  TeamOutlined,
  WifiOutlined,
} from '../components/icons';
import { Button, Drawer, Layout, Menu, Spin, type MenuProps } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { Outlet, useLocation } from 'react-router';
import { Link } from '../components/link';
import { useHydrated } from '../lib/hydrated';
import { AT_LEAST_MD, useMediaQuery } from '../lib/media-query';
import { UserMenu } from '../features/account/components/user-menu';

import { Forbidden } from '../features/admin/kit/forbidden';
import { adminPath, entryForPath, holds, isStaff, visibleMenu } from '../features/admin/menu';
import { useSiteInfo } from '../lib/site-config';
import { isSignedIn } from '../lib/session/session-state';
import { useSession } from '../lib/session/session-store';
import { LanguageSwitch } from './shared/language-switch';
import { Logo } from '../components/logo';
import type { AdminAccess } from '../features/admin/admin-access.server';
import { AppScope } from '../lib/app-scope';

const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  picture: <PictureOutlined />,
  appstore: <AppstoreOutlined />,
  cluster: <ClusterOutlined />,
  camera: <CameraOutlined />,
  bulb: <BulbOutlined />,
  experiment: <ExperimentOutlined />,
  cloudDownload: <CloudDownloadOutlined />,
  fileText: <FileTextOutlined />,
  read: <ReadOutlined />,
  notification: <NotificationOutlined />,
  bank: <BankOutlined />,
  solution: <SolutionOutlined />,
  idcard: <IdcardOutlined />,
  inbox: <InboxOutlined />,
  partition: <PartitionOutlined />,
  message: <MessageOutlined />,
  comment: <CommentOutlined />,
  flag: <FlagOutlined />,
  team: <TeamOutlined />,
  safety: <SafetyOutlined />,
  setting: <SettingOutlined />,
  mail: <MailOutlined />,
  audit: <AuditOutlined />,
  sound: <SoundOutlined />,
  wifi: <WifiOutlined />,
  schedule: <ScheduleOutlined />,
  gift: <GiftOutlined />,
  crown: <CrownOutlined />,
  accountBook: <AccountBookOutlined />,
  apartment: <ApartmentOutlined />,
};

const COLLAPSED_KEY = 'cs-admin-sider-collapsed';

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="cs-admin-center cs-admin-center--page" data-testid="admin-loading">
      <Spin description={t('admin.loading')} size="large">
        <div style={{ width: 160, height: 80 }} />
      </Spin>
    </div>
  );
}

function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const groups = useMemo(() => visibleMenu(session), [session]);
  const selected = entryForPath(location.pathname)?.key;
  const items: MenuProps['items'] = groups.map((group) => ({
    type: 'group',
    key: group.key,
    label: t(`admin.groups.${group.key}`),
    children: group.entries.map((entry) => ({
      key: entry.key,
      icon: ICONS[entry.icon],
      label: (
        <Link to={adminPath(entry)} onClick={onNavigate} data-testid={`admin-menu-${entry.key}`}>
          {t(`admin.menu.${entry.key}`)}
        </Link>
      ),
    })),
  }));
  return <Menu mode="inline" items={items} selectedKeys={selected ? [selected] : []} className="cs-admin-menu" />;
}

/**
 * The admin console's frame (docs/product.md): a grouped left menu (a drawer on phones, collapsible on
 * desktops) showing only what the staff member may open, a slim header, and the screen. The server answers
 * a guest 401 with the sign-in prompt and a member 403 with the forbidden page (the loader checks the
 * token's cookie copy); staff get a spinner until the browser, which holds the session, shows the console.
 */
function Frame({ access }: { access: AdminAccess }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const session = useSession();
  const site = useSiteInfo();
  const location = useLocation();
  // Narrower than a tablet: the menu is a drawer. The server renders the desktop frame.
  const mobile = !useMediaQuery(AT_LEAST_MD, true);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    try {
      setCollapsed(window.localStorage.getItem(COLLAPSED_KEY) === '1');
    } catch {
      // Storage may be disabled; the menu then starts open.
    }
  }, []);
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  const toggle = () => {
    if (mobile) {
      setDrawerOpen(true);
      return;
    }
    setCollapsed((c) => {
      try {
        window.localStorage.setItem(COLLAPSED_KEY, c ? '0' : '1');
      } catch {
        // See above.
      }
      return !c;
    });
  };

  if (!hydrated) {
    if (access === 'guest') return <Forbidden reason="guest" />;
    if (access === 'member') return <Forbidden reason="member" />;
    return <Loading />;
  }
  // A token whose roles are not loaded yet: the navigation guard is loading the account.
  if (session.token && session.roles.length === 0) return <Loading />;
  if (!isSignedIn(session)) return <Forbidden reason="guest" />;
  if (!isStaff(session)) return <Forbidden reason="member" />;

  const current = entryForPath(location.pathname);
  // Checked here, before the screen mounts, so a screen the staff member may not use never calls the API.
  const allowed = !current || holds(session, current.permissions);
  return (
    <Layout className="cs-admin" data-testid="admin-layout">
      {!mobile && (
        <Layout.Sider
          theme="light"
          width={224}
          collapsedWidth={64}
          collapsible
          collapsed={collapsed}
          trigger={null}
          className="cs-admin-sider"
        >
          <div className="cs-admin-brand">
            <Logo name={collapsed ? '' : t('admin.console')} to={PAGES.admin} />
          </div>
          <SideMenu />
        </Layout.Sider>
      )}
      {mobile && (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={260}
          title={t('admin.console')}
          className="cs-admin-menu-drawer"
        >
          <SideMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <Layout>
        <Layout.Header className="cs-admin-header">
          <Button
            type="text"
            icon={mobile ? <MenuOutlined /> : collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={toggle}
            aria-label={mobile ? t('admin.openMenu') : collapsed ? t('admin.expand') : t('admin.collapse')}
            data-testid="admin-menu-toggle"
          />
          <div className="cs-admin-header__title">
            <span className="cs-admin-header__site">{site.name}</span>
            {current && <span className="cs-admin-header__screen">{t(`admin.menu.${current.key}`)}</span>}
          </div>
          <div className="cs-admin-header__actions">
            <Link to={PAGES.home} className="cs-admin-header__home" title={t('admin.backToSite')}>
              <GlobalOutlined />
              <span className="cs-admin-hide-sm">{t('admin.backToSite')}</span>
            </Link>
            <LanguageSwitch className="cs-admin-hide-sm" />
            <UserMenu />
          </div>
        </Layout.Header>
        <Layout.Content className="cs-admin-content" id="main">
          {allowed ? <Outlet /> : <Forbidden reason="screen" />}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** The console's frame, built with antd and TanStack Query in their scope (lib/app-scope.tsx). */
export function AdminFrame({ access }: { access: AdminAccess }) {
  return (
    <AppScope>
      <Frame access={access} />
    </AppScope>
  );
}
