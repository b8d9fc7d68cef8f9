import '../styles/cards.css';
import { CalendarOutlined, EnvironmentOutlined, PushpinOutlined } from './icons';
import { NEWS_CATEGORY_LABELS, type NewsEvent, type NewsListItem, newsHref } from '@clearsight/contracts';
import { useTranslation } from '../lib/i18n/use-translation';
import { Link } from './link';
import { LocalDate } from './local-date';
import { ResponsiveImage } from './responsive-image';
import type { Lang } from '../lib/i18n';
import { labelOf, localText } from '../lib/labels';

export function EventFacts({ event, lang, compact = false }: { event: NewsEvent; lang: Lang; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <dl className={compact ? 'cs-event-facts is-compact' : 'cs-event-facts'} data-testid="event-facts">
      <div>
        <dt>
          <CalendarOutlined aria-hidden="true" /> {t('corporate.news.eventDate')}
        </dt>
        <dd>
          <LocalDate iso={event.startTime} lang={lang} withTime={!compact} />
          {event.endTime && (
            <>
              {' – '}
              <LocalDate iso={event.endTime} lang={lang} withTime={!compact} />
            </>
          )}
          {event.isPast && <span className="cs-tag cs-event-facts__past">{t('corporate.news.eventEnded')}</span>}
        </dd>
      </div>
      {event.place && (
        <div>
          <dt>
            <EnvironmentOutlined aria-hidden="true" /> {t('corporate.news.eventPlace')}
          </dt>
          <dd>{localText(event.place, event.placeEn, lang)}</dd>
        </div>
      )}
    </dl>
  );
}

/** The cover spans a phone's width (up to 768 px) and is 220 px wide beside the text above. */
const COVER_SIZES = '(max-width: 768px) calc(100vw - 60px), 220px';
const COVER_WIDTHS = [240, 320, 480, 640, 960] as const;

/** A news item or event in a list; `priority` for the first of a page, whose cover is likely its largest picture. */
export function NewsCard({
  item,
  lang,
  headingLevel = 2,
  priority = false,
}: {
  item: NewsListItem;
  lang: Lang;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as 'h2';
  const title = localText(item.title, item.titleEn, lang);
  return (
    <article className="cs-news-card" data-testid="news-card">
      {item.coverUrl && (
        <Link to={newsHref(item.id)} className="cs-news-card__media" tabIndex={-1} aria-hidden="true">
          <ResponsiveImage
            src={item.coverUrl}
            widths={COVER_WIDTHS}
            sizes={COVER_SIZES}
            width={240}
            height={150}
            priority={priority}
          />
        </Link>
      )}
      <div className="cs-news-card__body">
        <div className="cs-card__meta">
          <span className={item.category === 'event' ? 'cs-tag cs-tag--flagship' : 'cs-tag cs-tag--blue'}>
            {labelOf(NEWS_CATEGORY_LABELS, item.category, lang)}
          </span>
          {item.isPinned && (
            <span className="cs-news-card__pinned">
              <PushpinOutlined aria-hidden="true" /> {t('corporate.news.pinned')}
            </span>
          )}
          <LocalDate iso={item.publishTime} lang={lang} />
        </div>
        <Heading className="cs-news-card__title">
          <Link to={newsHref(item.id)}>{title}</Link>
        </Heading>
        {item.summary && <p className="cs-card__text">{localText(item.summary, item.summaryEn, lang)}</p>}
        {item.event && <EventFacts event={item.event} lang={lang} compact />}
      </div>
    </article>
  );
}
