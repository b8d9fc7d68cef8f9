import { useTranslation } from '../lib/i18n/use-translation';
import { Link } from './link';
import type { Crumb } from '../lib/seo';

/**
 * The visible breadcrumb trail of every page (its structured-data twin is `breadcrumbLd`). The last crumb
 * is the page itself and is never a link.
 */
export function Breadcrumbs({ items, testId = 'breadcrumb' }: { items: readonly Crumb[]; testId?: string }) {
  const { t } = useTranslation();
  return (
    <nav className="cs-crumbs" aria-label={t('common.breadcrumb')} data-testid={testId}>
      <ol>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${i}-${item.label}`}>
              {last || !item.to ? (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              ) : (
                <Link to={item.to}>{item.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
