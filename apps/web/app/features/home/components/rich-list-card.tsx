import { ArrowRightOutlined, CrownOutlined } from '../../../components/icons';
import { PAGES, profileHref, type RankItem } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../components/link';
import { LevelBadge } from '../../../components/level-badge';
import { MemberAvatar } from '../../../components/member-avatar';
import './rich-list-card.css';
import { formatMoney } from '../../../lib/format';

/**
 * The home page's "rich list" card (docs/product.md#rich-list): the ten members with the most money, from the
 * page's own render, each linking to their profile; the whole list lives at `/money`.
 */
export function RichListCard({ items }: { items: readonly RankItem[] }) {
  const { t } = useTranslation();
  return (
    <aside className="cs-rich" aria-labelledby="home-rich-list" data-testid="home-rich-list">
      <header className="cs-rich__head">
        <h3 id="home-rich-list">
          <CrownOutlined aria-hidden="true" /> {t('corporate.home.richList.title')}
        </h3>
        <Link to={PAGES.richList} className="cs-rich__more" data-testid="home-rich-list-more">
          {t('corporate.home.richList.more')} <ArrowRightOutlined aria-hidden="true" />
        </Link>
      </header>
      <p className="cs-rich__lead">{t('corporate.home.richList.lead')}</p>
      {items.length === 0 ? (
        <p className="cs-muted cs-rich__empty">{t('corporate.home.richList.empty')}</p>
      ) : (
        <ol className="cs-rich__list">
          {items.map((item) => (
            <li key={item.userId} className="cs-rich__row" data-testid="home-rich-row">
              <span
                className={item.order <= 3 ? `cs-rich__order is-top is-${item.order}` : 'cs-rich__order'}
                aria-label={t('corporate.home.richList.rank', { order: item.order })}
              >
                {item.order}
              </span>
              <Link to={profileHref(item.userName)} className="cs-rich__member">
                <MemberAvatar user={item} size={28} />
                <span className="cs-rich__nick" data-user-content>
                  {item.nick || item.userName}
                </span>
              </Link>
              <LevelBadge
                level={item.level}
                name={item.levelName}
                nameEn={item.levelNameEn}
                size="small"
                className="cs-rich__level"
              />
              <span className="cs-rich__money">
                <span className="cs-visually-hidden">{t('corporate.home.richList.money')} </span>
                {formatMoney(item.money)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
