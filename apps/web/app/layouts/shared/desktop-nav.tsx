import { DownOutlined, ExportOutlined } from '../../components/icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../../components/link';
import type { SiteInfo } from '../../lib/site-config';
import type { Lang } from '../../lib/i18n';
import { aboutLinks, activeSection, supportLinks, type NavLinkItem } from './nav-model';
import { PAGES } from '@clearsight/contracts';
import { type CatalogMenu } from '../../lib/catalog-menu';
import { megaMenuMarkup } from './mega-menu-markup';

function ItemLink({ item, onClick }: { item: NavLinkItem; onClick: () => void }) {
  if (item.external) {
    return (
      <a href={item.to} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {item.label} <ExportOutlined className="cs-external" />
      </a>
    );
  }
  return (
    <Link to={item.to} onClick={onClick}>
      {item.label}
    </Link>
  );
}

/**
 * The desktop top menu. Dropdowns and the mega-menu open on hover and keyboard focus in pure CSS, so they
 * work in the server-rendered page before (or without) JavaScript; a click on a link closes them until
 * the pointer leaves. The mega-menu's panel is markup written as text (mega-menu-markup.ts), the same on every
 * page.
 */
export function DesktopNav({ catalog, site, lang }: { catalog: CatalogMenu; site: SiteInfo; lang: Lang }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeSection(pathname);
  const [closed, setClosed] = useState(false);
  const close = () => {
    setClosed(true);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  };
  // The mega-menu's panel is markup (mega-menu-markup.ts): a click on one of its links closes the menu as the
  // dropdowns' links do. `close` only sets state and blurs, so the first render's serves for the menu's life.
  const mega = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = mega.current;
    if (!panel) return;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) close();
    };
    panel.addEventListener('click', onClick);
    return () => panel.removeEventListener('click', onClick);
  }, []);
  const itemClass = (key: string, extra = '') =>
    ['cs-nav__item', extra, active === key ? 'is-active' : '', closed ? 'is-closed' : ''].filter(Boolean).join(' ');

  return (
    <nav className="cs-nav" aria-label={t('nav.main')} onMouseLeave={() => setClosed(false)}>
      <ul className="cs-nav__list">
        <li className={itemClass('home')}>
          <Link className="cs-nav__link" to={PAGES.home}>
            {t('nav.home')}
          </Link>
        </li>
        <li className={itemClass('products', 'cs-nav__item--mega')} data-testid="mega-menu-trigger">
          <button type="button" className="cs-nav__link" aria-haspopup="true">
            {t('nav.productsAndSolutions')} <DownOutlined className="cs-nav__caret" />
          </button>
          <div
            ref={mega}
            className="cs-mega"
            data-testid="mega-menu"
            dangerouslySetInnerHTML={megaMenuMarkup(catalog, lang, t)}
          />
        </li>
        <li className={itemClass('support', 'cs-nav__item--drop')}>
          <button type="button" className="cs-nav__link" aria-haspopup="true">
            {t('nav.serviceSupport')} <DownOutlined className="cs-nav__caret" />
          </button>
          <ul className="cs-drop" data-testid="support-menu">
            {supportLinks(t, site).map((item) => (
              <li key={item.key}>
                <ItemLink item={item} onClick={close} />
              </li>
            ))}
          </ul>
        </li>
        <li className={itemClass('news')}>
          <Link className="cs-nav__link" to={PAGES.news}>
            {t('nav.news')}
          </Link>
        </li>
        <li className={itemClass('about', 'cs-nav__item--drop')}>
          <button type="button" className="cs-nav__link" aria-haspopup="true">
            {t('nav.aboutUs')} <DownOutlined className="cs-nav__caret" />
          </button>
          <ul className="cs-drop" data-testid="about-menu">
            {aboutLinks(t).map((item) => (
              <li key={item.key}>
                <ItemLink item={item} onClick={close} />
              </li>
            ))}
          </ul>
        </li>
        <li className={itemClass('forum')}>
          <Link className="cs-nav__link" to={PAGES.forum} data-testid="nav-forum">
            {t('nav.forum')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
