import {
  BankOutlined,
  CalendarOutlined,
  CrownOutlined,
  GiftOutlined,
  RiseOutlined,
  ShopOutlined,
  UnorderedListOutlined,
} from '../components/icons';
import { PAGES } from '@clearsight/contracts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { Outlet, useLocation } from 'react-router';
import { Link } from '../components/link';
import { MemberGate } from '../features/activity/shared/member-gate';
import type { CatalogMenu } from '../lib/catalog-menu';
import { SiteFooter } from './shared/site-footer';
import { SiteHeader } from './shared/site-header';
import { AppScope } from '../lib/app-scope';

interface ActivityEntry {
  key: string;
  to: string;
  icon: ReactNode;
  comingSoon?: boolean;
}

/**
 * Sign, level, assignment, lucky, bank, the rich list, and the shop: marked "敬请期待" and pointing to the
 * rich list, as docs/product.md#shop has it (its own /shop page only says it is coming).
 */
export const ACTIVITY_MENU: readonly ActivityEntry[] = [
  { key: 'sign', to: PAGES.signIn, icon: <CalendarOutlined /> },
  { key: 'level', to: PAGES.level, icon: <RiseOutlined /> },
  { key: 'assignment', to: PAGES.tasks, icon: <UnorderedListOutlined /> },
  { key: 'lucky', to: PAGES.lucky, icon: <GiftOutlined /> },
  { key: 'bank', to: PAGES.bank, icon: <BankOutlined /> },
  { key: 'rich', to: PAGES.richList, icon: <CrownOutlined /> },
  { key: 'shop', to: PAGES.richList, icon: <ShopOutlined />, comingSoon: true },
];

/**
 * The menu entry of the page on screen. A plain comparison rather than React Router's `NavLink`, which resolves
 * each of the seven addresses against the route tree on every render (a thirtieth of the sign-in page's server
 * render); the activities have no pages below their own.
 */
function isCurrent(entry: ActivityEntry, pathname: string): boolean {
  // The shop shares /money with the rich list; only the rich list lights up there.
  return !entry.comingSoon && (pathname.replace(/\/+$/, '') || '/') === entry.to;
}

function Frame({ catalog }: { catalog: CatalogMenu }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="cs-shell">
      <SiteHeader catalog={catalog} />
      <main className="cs-main cs-container cs-activity" id="main">
        <aside className="cs-activity__menu" aria-label={t('activity.menuTitle')}>
          <div className="cs-activity__title">{t('activity.menuTitle')}</div>
          <nav>
            <ul data-testid="activity-menu">
              {ACTIVITY_MENU.map((entry) => {
                const current = isCurrent(entry, pathname);
                return (
                  <li key={entry.key}>
                    <Link
                      to={entry.to}
                      className={current ? 'is-active' : undefined}
                      aria-current={current ? 'page' : undefined}
                      data-testid={`activity-menu-${entry.key}`}
                    >
                      {entry.icon}
                      <span>{t(`activity.${entry.key}`)}</span>
                      {entry.comingSoon && <Tag className="cs-activity__soon">{t('activity.comingSoon')}</Tag>}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </aside>
        <section className="cs-activity__content">
          <MemberGate>
            <Outlet />
          </MemberGate>
        </section>
      </main>
      <SiteFooter catalog={catalog} />
    </div>
  );
}

/** The activities' frame, built with antd and TanStack Query in their scope (lib/app-scope.tsx). */
export function ActivityFrame({ catalog }: { catalog: CatalogMenu }) {
  return (
    <AppScope>
      <Frame catalog={catalog} />
    </AppScope>
  );
}
