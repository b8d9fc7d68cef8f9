import { DownOutlined, ExportOutlined } from '../../components/icons';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Kept } from '../../components/kept';
import { Link } from '../../components/link';
import type { SiteInfo } from '../../lib/site-config';
import type { Lang } from '../../lib/i18n';
import { aboutLinks, activeSection, supportLinks, type NavLinkItem } from './nav-model';
import { localName } from '../../lib/labels';
import { PAGES, productSeriesHref, productTypeHref, solutionTypeHref } from '@clearsight/contracts';
import { type CatalogMenu } from '../../lib/catalog-menu';

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
 * the pointer leaves.
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
          {/* Its content is the catalogue in the page's language: a server render reuses its HTML (decision 0052). */}
          <Kept as="div" className="cs-mega" data-testid="mega-menu" foundBy="data-testid" watch={[lang, catalog]}>
            <div className="cs-mega__inner">
              <div className="cs-mega__products">
                <div className="cs-mega__heading">{t('nav.products')}</div>
                <div className="cs-mega__grid">
                  {catalog.productTypes.map((type) => (
                    <div className="cs-mega__col" key={type.id} data-testid="mega-menu-type">
                      <Link className="cs-mega__type" to={productTypeHref(type.id)} onClick={close}>
                        {localName(type, lang)}
                      </Link>
                      <ul className="cs-mega__series">
                        {type.productSeries.length === 0 ? (
                          <li className="cs-mega__muted">{t('nav.noSeries')}</li>
                        ) : (
                          type.productSeries.map((series) => (
                            <li key={series.id}>
                              <Link
                                to={productSeriesHref(type.id, series.id)}
                                onClick={close}
                                data-testid="mega-menu-series"
                              >
                                {localName(series, lang)}
                              </Link>
                            </li>
                          ))
                        )}
                      </ul>
                    </div>
                  ))}
                </div>
              </div>
              <div className="cs-mega__solutions">
                <div className="cs-mega__heading">{t('nav.solutions')}</div>
                <ul>
                  {catalog.solutionTypes.map((solution) => (
                    <li key={solution.id}>
                      <Link to={solutionTypeHref(solution.id)} onClick={close} data-testid="mega-menu-solution">
                        {localName(solution, lang)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </Kept>
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
