import { CrownFilled, CrownOutlined, RiseOutlined, UserOutlined } from '../../../components/icons';
import { PAGES, profileHref, type RankItem } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../../../components/link';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { ButtonLink } from '../../../components/button-link';
import { Alert } from '../../../components/ui/alert';
import { MemberAvatar } from '../../../components/member-avatar';
import { Pagination } from '../../../components/pagination';
import { loginPathFor } from '../../../lib/http/present';
import { formatNumber, localText } from '../../../lib/labels';
import { useRootData } from '../../../lib/site-config';
import { useViewer } from '../../../lib/viewer-data';
import { useMyRank } from './rank-api';
import { RICH_LIST_DEFAULT_SIZE, RICH_LIST_SIZES, pageOfOrder } from './rank-constants';
import type { RichListPageData } from './rank-pages.server';
import { formatMoney } from '../../../lib/format';

const displayName = (item: RankItem) => item.nick || item.userName;

/** The address of a page of the list at a size (the default size and the first page stay out of the URL). */
export function richListHref(page: number, size: number): string {
  const search = new URLSearchParams();
  if (size !== RICH_LIST_DEFAULT_SIZE) search.set('size', String(size));
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `${PAGES.richList}?${text}` : PAGES.richList;
}

/** First in the centre and raised, second on the left, third on the right. */
function Podium({ top, me }: { top: readonly RankItem[]; me: string | null }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const places = [
    { item: top[1], place: 2, key: 'second' },
    { item: top[0], place: 1, key: 'first' },
    { item: top[2], place: 3, key: 'third' },
  ] as const;
  return (
    <ol className="rk-podium" data-testid="rich-podium" aria-label={t('activity.rank.title')}>
      {places.map(({ item, place, key }) =>
        item ? (
          <li
            key={key}
            className={`rk-podium__place rk-podium__place--${place}${item.userId === me ? ' is-me' : ''}`}
            data-testid={`rich-podium-${place}`}
          >
            <div className="rk-podium__person">
              <span className="rk-podium__crown" aria-hidden="true">
                {place === 1 ? <CrownFilled /> : <CrownOutlined />}
              </span>
              <Link to={profileHref(item.userName)} className="rk-podium__avatar">
                <MemberAvatar user={item} size={place === 1 ? 88 : 68} alt="" />
              </Link>
              <Link to={profileHref(item.userName)} className="rk-podium__name" data-user-content>
                {displayName(item)}
              </Link>
              <span className="rk-podium__level">
                {t('activity.rank.levelBadge', {
                  level: item.level,
                  name: localText(item.levelName, item.levelNameEn, lang),
                })}
              </span>
              <strong className="rk-podium__money">{formatMoney(item.money)}</strong>
            </div>
            <div className="rk-podium__step">
              <span className="rk-podium__rank">{t(`activity.rank.podium.${key}`)}</span>
            </div>
          </li>
        ) : null,
      )}
    </ol>
  );
}

function MyPosition({ size }: { size: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { viewer, hydrated, signedIn } = useViewer();
  const mine = useMyRank();

  if (!hydrated || viewer === null) return <aside className="rk-me rk-me--pending" aria-hidden="true" />;
  if (!signedIn)
    return (
      <aside className="rk-me" data-testid="rich-me">
        <UserOutlined aria-hidden="true" className="rk-me__icon" />
        <span className="rk-me__text">{t('activity.rank.guestHint')}</span>
        <ButtonLink to={loginPathFor(location)} type="primary" size="small">
          {t('activity.rank.login')}
        </ButtonLink>
      </aside>
    );
  const data = mine.data;
  return (
    <aside className="rk-me" data-testid="rich-me">
      <span className="rk-me__label">{t('activity.rank.myPosition')}</span>
      {data ? (
        <>
          <strong className="rk-me__order" data-testid="rich-me-order">
            {data.order !== null
              ? t('activity.rank.myOrder', { order: formatNumber(data.order) })
              : t('activity.rank.notRanked')}
          </strong>
          <span className="rk-me__text">
            {t('activity.rank.ofTotal', { total: formatNumber(data.totalCount) })} · {formatMoney(data.money)}{' '}
            {t('activity.moneyUnit')}
          </span>
          {data.order !== null && (
            <Link
              to={`${richListHref(pageOfOrder(data.order, size), size)}#rank-${data.order}`}
              data-testid="rich-me-go"
            >
              {t('activity.rank.showMine')}
            </Link>
          )}
        </>
      ) : (
        <span className="rk-me__text">{t('activity.loading')}</span>
      )}
      <ButtonLink to={PAGES.signIn} size="small" icon={<RiseOutlined />} className="rk-me__earn">
        {t('activity.rank.earnMore')}
      </ButtonLink>
    </aside>
  );
}

/** `/money` (docs/product.md#rich-list): the podium, the ranked table, my position. Public. */
export function RichListPage({ data }: { data: RichListPageData }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { viewer, signedIn } = useViewer();
  const me = signedIn ? viewer : null;
  const items = data.list.items;
  const podium = data.page === 1 ? items.slice(0, 3) : [];
  const rows = data.page === 1 ? items.slice(3) : items;

  return (
    <div className="rk-page" data-testid="rich-list-page">
      <div className="rk-hero">
        <div className="cs-container">
          <Breadcrumbs items={[{ label: t('nav.home'), to: PAGES.home }, { label: t('activity.rank.title') }]} />
          <h1 className="rk-hero__title">
            <CrownFilled aria-hidden="true" /> {t('activity.rank.title')}
          </h1>
          <p className="rk-hero__lead">{t('activity.rank.lead')}</p>
          {podium.length > 0 && <Podium top={podium} me={me} />}
        </div>
      </div>
      <div className="cs-container rk-body">
        {data.failed && <Alert type="warning" title={t('activity.loadFailed')} className="rk-alert" />}
        <MyPosition size={data.size} />
        {items.length === 0 && !data.failed ? (
          <p className="rk-empty">{t('activity.rank.empty')}</p>
        ) : (
          rows.length > 0 && (
            <div className="rk-table-wrap">
              <table className="rk-table" data-testid="rich-table">
                <thead>
                  <tr>
                    <th scope="col" className="rk-table__order">
                      {t('activity.rank.colOrder')}
                    </th>
                    <th scope="col">{t('activity.rank.colMember')}</th>
                    <th scope="col" className="rk-table__level">
                      {t('activity.rank.colLevel')}
                    </th>
                    <th scope="col" className="rk-table__money">
                      {t('activity.rank.colMoney')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((item) => (
                    <tr
                      key={item.userId}
                      id={`rank-${item.order}`}
                      className={item.userId === me ? 'is-me' : undefined}
                      data-testid="rich-row"
                    >
                      <td className="rk-table__order">{formatNumber(item.order)}</td>
                      <td>
                        <Link to={profileHref(item.userName)} className="rk-member">
                          <MemberAvatar user={item} size={36} alt="" />
                          <span className="rk-member__name" data-user-content>
                            {displayName(item)}
                          </span>
                          {item.userId === me && <span className="rk-you">{t('activity.rank.you')}</span>}
                        </Link>
                      </td>
                      <td className="rk-table__level">
                        <span className="rk-level">
                          {t('activity.rank.levelBadge', {
                            level: item.level,
                            name: localText(item.levelName, item.levelNameEn, lang),
                          })}
                        </span>
                      </td>
                      <td className="rk-table__money">{formatMoney(item.money)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        )}
        <div className="rk-foot">
          <nav className="rk-sizes" aria-label={t('activity.rank.pageSize')}>
            <span>{t('activity.rank.pageSize')}</span>
            {RICH_LIST_SIZES.map((size) =>
              size === data.size ? (
                <span key={size} className="is-current" aria-current="true">
                  {t('activity.rank.perPage', { size })}
                </span>
              ) : (
                <Link key={size} to={richListHref(1, size)} data-testid={`rich-size-${size}`}>
                  {t('activity.rank.perPage', { size })}
                </Link>
              ),
            )}
          </nav>
          <Pagination total={data.list.totalCount} pageSize={data.size} page={data.page} testId="rich-pager" />
        </div>
      </div>
    </div>
  );
}
