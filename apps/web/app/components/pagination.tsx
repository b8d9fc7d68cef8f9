import { LeftOutlined, RightOutlined } from './icons';
import { useTranslation } from '../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Link } from './link';

/** Page numbers to show: first, last, the current one and its neighbours, with gaps as null. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages = new Set<number>([1, total, current - 1, current, current + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const prev = out[out.length - 1];
    if (typeof prev === 'number' && p - prev > 1) out.push(null);
    out.push(p);
  }
  return out;
}

/**
 * Link-based pagination (`?page=n`, or another query name): crawlable and usable without JavaScript; the
 * loader turns the page into the API's `skipCount`. `hash` brings a reader without JavaScript back to the
 * section; `keepScroll` keeps the scroll position on client navigations (a list inside a long page).
 */
export function Pagination({
  total,
  pageSize,
  page,
  param = 'page',
  hash,
  keepScroll = false,
  testId,
}: {
  total: number;
  pageSize: number;
  page: number;
  param?: string;
  hash?: string;
  keepScroll?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const href = (p: number) => {
    const search = new URLSearchParams(location.search);
    if (p <= 1) search.delete(param);
    else search.set(param, String(p));
    const text = search.toString();
    return `${location.pathname}${text ? `?${text}` : ''}${hash ? `#${hash}` : ''}`;
  };
  const linkProps = { preventScrollReset: keepScroll };
  return (
    <nav className="cs-pager" aria-label={t('common.pagination')} data-testid={testId}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" aria-label={t('common.prevPage')} {...linkProps}>
              <LeftOutlined />
            </Link>
          ) : (
            <span aria-disabled="true" className="is-disabled">
              <LeftOutlined />
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="cs-pager__gap">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className="is-current">
                  {p}
                </span>
              ) : (
                <Link to={href(p)} aria-label={t('common.pageN', { page: p })} {...linkProps}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={href(page + 1)} rel="next" aria-label={t('common.nextPage')} {...linkProps}>
              <RightOutlined />
            </Link>
          ) : (
            <span aria-disabled="true" className="is-disabled">
              <RightOutlined />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
