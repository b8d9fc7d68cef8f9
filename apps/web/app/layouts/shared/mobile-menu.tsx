import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../../components/link';
import { Dialog } from '../../components/ui/dialog';
import type { SiteInfo } from '../../lib/site-config';
import type { Lang } from '../../lib/i18n';
import { LanguageSwitch } from './language-switch';
import { aboutLinks, activeSection, supportLinks, type NavLinkItem } from './nav-model';
import { localName } from '../../lib/labels';
import { PAGES, productSeriesHref, productTypeHref, solutionTypeHref } from '@clearsight/contracts';
import { type CatalogMenu } from '../../lib/catalog-menu';
import './mobile-nav.css';

function ItemLink({ item }: { item: NavLinkItem }) {
  return item.external ? (
    <a href={item.to} target="_blank" rel="noopener noreferrer">
      {item.label}
    </a>
  ) : (
    <Link to={item.to}>{item.label}</Link>
  );
}

/** A group of the menu that folds open (the browser's own disclosure widget). */
function Group({ label, active, children }: { label: ReactNode; active?: boolean; children: ReactNode }) {
  return (
    <li className={active ? 'cs-mnav__group is-active' : 'cs-mnav__group'}>
      <details open={active}>
        <summary>{label}</summary>
        <ul>{children}</ul>
      </details>
    </li>
  );
}

/** The phone menu's sheet: the whole top menu, groups folding open (loaded the first time it opens). */
export default function MobileMenu({
  catalog,
  site,
  lang,
  open,
  onClose,
}: {
  catalog: CatalogMenu;
  site: SiteInfo;
  lang: Lang;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const active = activeSection(location.pathname);
  const leaf = (key: string, to: string, label: string) => (
    <li className={active === key ? 'cs-mnav__leaf is-active' : 'cs-mnav__leaf'}>
      <Link to={to} aria-current={active === key ? 'page' : undefined}>
        {label}
      </Link>
    </li>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      placement="right"
      title={site.name}
      extra={<LanguageSwitch />}
      className="cs-mobile-drawer"
    >
      <nav aria-label={t('nav.main')}>
        <ul className="cs-mnav" data-testid="mobile-menu">
          {leaf('home', PAGES.home, t('nav.home'))}
          <Group label={t('nav.products')} active={active === 'products'}>
            {catalog.productTypes.map((type) => (
              <Group key={type.id} label={localName(type, lang)}>
                <li>
                  <Link to={productTypeHref(type.id)}>{t('nav.viewType')}</Link>
                </li>
                {type.productSeries.map((series) => (
                  <li key={series.id}>
                    <Link to={productSeriesHref(type.id, series.id)}>{localName(series, lang)}</Link>
                  </li>
                ))}
              </Group>
            ))}
          </Group>
          <Group label={t('nav.solutions')}>
            {catalog.solutionTypes.map((solution) => (
              <li key={solution.id}>
                <Link to={solutionTypeHref(solution.id)}>{localName(solution, lang)}</Link>
              </li>
            ))}
          </Group>
          <Group label={t('nav.serviceSupport')} active={active === 'support'}>
            {supportLinks(t, site).map((item) => (
              <li key={item.key}>
                <ItemLink item={item} />
              </li>
            ))}
          </Group>
          {leaf('news', PAGES.news, t('nav.news'))}
          <Group label={t('nav.aboutUs')} active={active === 'about'}>
            {aboutLinks(t).map((item) => (
              <li key={item.key}>
                <ItemLink item={item} />
              </li>
            ))}
          </Group>
          {leaf('forum', PAGES.forum, t('nav.forum'))}
        </ul>
      </nav>
    </Dialog>
  );
}
