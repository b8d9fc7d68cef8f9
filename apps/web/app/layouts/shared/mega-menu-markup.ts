import { productSeriesHref, productTypeHref, solutionTypeHref } from '@clearsight/contracts';
import { linkMarkup } from '../../components/link';
import type { CatalogMenu } from '../../lib/catalog-menu';
import type { Lang } from '../../lib/i18n';
import type { Translate } from '../../lib/i18n/use-translation';
import { localName } from '../../lib/labels';
import { markup, type Markup } from '../../lib/markup';

/** One product type's column: its link, then its series (or a line saying it has none yet). */
function typeColumn(type: CatalogMenu['productTypes'][number], lang: Lang, t: Translate): Markup {
  const link = linkMarkup(productTypeHref(type.id), localName(type, lang), { className: 'cs-mega__type' });
  const series =
    type.productSeries.length === 0
      ? markup`<li class="cs-mega__muted">${t('nav.noSeries')}</li>`
      : type.productSeries.map((item) => {
          const href = productSeriesHref(type.id, item.id);
          return markup`<li>${linkMarkup(href, localName(item, lang), { testId: 'mega-menu-series' })}</li>`;
        });
  return markup`<div class="cs-mega__col" data-testid="mega-menu-type">${link}<ul class="cs-mega__series">${series}</ul></div>`;
}

/**
 * The mega-menu's panel: every product type with its series, then the solutions. Written as markup, not as React
 * elements (docs/decisions/0050-site-chrome-as-markup.md): it is the same on every page, and about a tenth of a
 * page's elements. Its links are site links (`linkMarkup`), which navigate inside the app.
 */
export function megaMenuMarkup(catalog: CatalogMenu, lang: Lang, t: Translate): Markup {
  const heading = (text: string) => markup`<div class="cs-mega__heading">${text}</div>`;
  const types = catalog.productTypes.map((type) => typeColumn(type, lang, t));
  const solutions = catalog.solutionTypes.map((solution) => {
    const link = linkMarkup(solutionTypeHref(solution.id), localName(solution, lang), { testId: 'mega-menu-solution' });
    return markup`<li>${link}</li>`;
  });
  const products = markup`<div class="cs-mega__products">${heading(t('nav.products'))}<div class="cs-mega__grid">${types}</div></div>`;
  return markup`<div class="cs-mega__inner">${products}<div class="cs-mega__solutions">${heading(t('nav.solutions'))}<ul>${solutions}</ul></div></div>`;
}
