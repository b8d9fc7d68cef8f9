import { PhoneOutlined } from '../../components/icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { UserMenu } from '../../features/account/components/user-menu';
import { useHydrated } from '../../lib/hydrated';
import { useRootData, useSiteInfo } from '../../lib/site-config';
import { DesktopNav } from './desktop-nav';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { Logo } from '../../components/logo';
import { MobileNav } from './mobile-nav';
import { type CatalogMenu } from '../../lib/catalog-menu';
import { HeaderBell } from './header-bell';
import { useMarqueeRunning } from '../../features/notice/marquee-signal';
import './site-header.css';

/**
 * The running announcements arrive once the page is interactive (over the realtime hubs, or asked for by the root's
 * effects), so the bar that shows them is loaded only when there is one to run, never with the page's scripts.
 */
const SiteNoticeMarquee = lazy(() =>
  import('../../features/notice/components/site-notice-marquee').then((m) => ({ default: m.SiteNoticeMarquee })),
);

/**
 * A utility bar, the main header, then the running announcements (if any). The header sticks to the top once
 * the page scrolls past its position (docs/product.md); `is-fixed` only adds the shadow that tells it floats
 * over the content.
 */
export function SiteHeader({ catalog }: { catalog: CatalogMenu }) {
  const { t } = useTranslation();
  const site = useSiteInfo();
  const { lang } = useRootData();
  const hydrated = useHydrated();
  const running = useMarqueeRunning();
  const sentinel = useRef<HTMLDivElement>(null);
  const [fixed, setFixed] = useState(false);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setFixed(entry ? !entry.isIntersecting : false));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div className="cs-topbar">
        <div className="cs-container cs-topbar__inner">
          <span className="cs-topbar__slogan">{t('brand.slogan')}</span>
          <span className="cs-topbar__right">
            {site.phone && (
              <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className="cs-topbar__phone">
                <PhoneOutlined /> {t('header.hotline')} {site.phone}
              </a>
            )}
            <LanguageSwitch />
          </span>
        </div>
      </div>
      <div ref={sentinel} className="cs-header-sentinel" aria-hidden="true" />
      <header className={fixed ? 'cs-header is-fixed' : 'cs-header'} data-testid="site-header">
        <div className="cs-container cs-header__inner">
          <Logo name={site.name} />
          <DesktopNav catalog={catalog} site={site} lang={lang} />
          <div className="cs-header__actions">
            <HeaderSearch />
            <HeaderBell />
            <UserMenu />
            <MobileNav catalog={catalog} site={site} lang={lang} />
          </div>
        </div>
      </header>
      {hydrated && running && (
        <Suspense fallback={null}>
          <SiteNoticeMarquee />
        </Suspense>
      )}
    </>
  );
}
