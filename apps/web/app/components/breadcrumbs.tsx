import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Crumb } from '../lib/seo';

/** The visible breadcrumb trail (its structured-data twin is `breadcrumbLd`). */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav className="cs-crumbs" aria-label={t('corporate.common.breadcrumb')}>
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
