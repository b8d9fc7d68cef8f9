import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Crumb } from '../../../lib/seo';

/** Home > board > topic > article (issue 4 §3); the last crumb is the page itself. */
export function ForumCrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav className="fm-crumbs" aria-label={t('forum.common.breadcrumb')} data-testid="forum-breadcrumb">
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
