import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuOutlined } from '../../components/icons';
import type { CatalogMenu } from '../../lib/catalog-menu';
import type { Lang } from '../../lib/i18n';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { SiteInfo } from '../../lib/site-config';

const loadMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMenu);

/**
 * Phones: the whole top menu in a side sheet behind a hamburger button. The sheet is fetched while the browser is
 * idle on a narrow screen (or at the first tap), so it costs the page's first load nothing.
 */
export function MobileNav({ catalog, site, lang }: { catalog: CatalogMenu; site: SiteInfo; lang: Lang }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!window.matchMedia?.('(max-width: 1024px)').matches) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(() => void loadMenu());
  }, []);

  return (
    <>
      <button
        type="button"
        className="cs-icon-button cs-hamburger"
        aria-label={t('nav.openMenu')}
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="mobile-menu-button"
      >
        <MenuOutlined aria-hidden />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenu catalog={catalog} site={site} lang={lang} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
