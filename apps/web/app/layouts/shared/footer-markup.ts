import { PAGES, productTypeHref } from '@clearsight/contracts';
import { linkMarkup } from '../../components/link';
import type { CatalogMenu } from '../../lib/catalog-menu';
import { markup, type Markup } from '../../lib/markup';
import type { Lang } from '../../lib/i18n';
import type { Translate } from '../../lib/i18n/use-translation';
import { localName } from '../../lib/labels';
import { aboutLinks } from './nav-model';

/** A column of the footer's sitemap: its title and its links. */
function column(title: string, links: Markup[]): Markup {
  const items = links.map((link) => markup`<li>${link}</li>`);
  return markup`<h2 class="cs-footer__title">${title}</h2><ul>${items}</ul>`;
}

/**
 * The footer's product column (every product type) and company column, written as markup, not as React elements
 * (docs/decisions/0050-site-chrome-as-markup.md): both are the same on every page and hold only site links. The
 * support column stays React: its community link is a staff setting that may lead anywhere.
 */
export function footerProductsMarkup(catalog: CatalogMenu, lang: Lang, t: Translate): Markup {
  return column(
    t('footer.products'),
    catalog.productTypes.map((type) => linkMarkup(productTypeHref(type.id), localName(type, lang))),
  );
}

export function footerCompanyMarkup(t: Translate): Markup {
  return column(t('footer.company'), [
    ...aboutLinks(t).map((item) => linkMarkup(item.to, item.label)),
    linkMarkup(PAGES.news, t('nav.news')),
    linkMarkup(PAGES.contact, t('footer.contactUs')),
    linkMarkup(PAGES.forum, t('nav.forum')),
  ]);
}
