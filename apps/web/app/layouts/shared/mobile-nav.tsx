import { MenuOutlined } from '@ant-design/icons';
import { Drawer, Menu, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SiteInfo } from '../../lib/site-config';
import type { Lang } from '../../lib/i18n';
import { LanguageSwitch } from './language-switch';
import { aboutLinks, activeSection, supportLinks, type NavLinkItem } from './nav-model';
import { localName } from '../../lib/labels';
import { PAGES, productSeriesHref, productTypeHref, solutionTypeHref } from '@clearsight/contracts';
import { type CatalogMenu } from '../../lib/catalog-menu';

function linkItem(item: NavLinkItem) {
  return {
    key: item.key,
    label: item.external ? (
      <a href={item.to} target="_blank" rel="noopener noreferrer">
        {item.label}
      </a>
    ) : (
      <Link to={item.to}>{item.label}</Link>
    ),
  };
}

/** Phones: the whole top menu in a drawer behind a hamburger button. */
export function MobileNav({ catalog, site, lang }: { catalog: CatalogMenu; site: SiteInfo; lang: Lang }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  const items: MenuProps['items'] = [
    { key: 'home', label: <Link to={PAGES.home}>{t('nav.home')}</Link> },
    {
      key: 'products',
      label: t('nav.products'),
      children: catalog.productTypes.map((type) => ({
        key: `type-${type.id}`,
        label: localName(type, lang),
        children: [
          { key: `type-all-${type.id}`, label: <Link to={productTypeHref(type.id)}>{t('nav.viewType')}</Link> },
          ...type.productSeries.map((series) => ({
            key: `series-${series.id}`,
            label: <Link to={productSeriesHref(type.id, series.id)}>{localName(series, lang)}</Link>,
          })),
        ],
      })),
    },
    {
      key: 'solutions',
      label: t('nav.solutions'),
      children: catalog.solutionTypes.map((solution) => ({
        key: `solution-${solution.id}`,
        label: <Link to={solutionTypeHref(solution.id)}>{localName(solution, lang)}</Link>,
      })),
    },
    { key: 'support', label: t('nav.serviceSupport'), children: supportLinks(t, site).map(linkItem) },
    { key: 'news', label: <Link to={PAGES.news}>{t('nav.news')}</Link> },
    { key: 'about', label: t('nav.aboutUs'), children: aboutLinks(t).map(linkItem) },
    { key: 'forum', label: <Link to={PAGES.forum}>{t('nav.forum')}</Link> },
  ];
  const active = activeSection(location.pathname);

  return (
    <>
      <button
        type="button"
        className="cs-icon-button cs-hamburger"
        aria-label={t('nav.openMenu')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="mobile-menu-button"
      >
        <MenuOutlined />
      </button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="right"
        size={300}
        title={site.name}
        styles={{ body: { padding: 0 } }}
        extra={<LanguageSwitch />}
        rootClassName="cs-mobile-drawer"
      >
        <Menu mode="inline" items={items} selectedKeys={active ? [active] : []} data-testid="mobile-menu" />
      </Drawer>
    </>
  );
}
