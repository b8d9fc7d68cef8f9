import '../../../styles/cards.css';
import {
  EyeOutlined,
  LeftOutlined,
  LinkedinOutlined,
  MailOutlined,
  RightOutlined,
  WeiboOutlined,
} from '../../../components/icons';
import { PAGES, NEWS_CATEGORY_LABELS, type NewsDetail, newsHref, newsListHref } from '@clearsight/contracts';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../components/link';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { LocalDate } from '../../../components/local-date';
import { RichHtml } from '../../../components/rich-html';
import { EventFacts } from '../../../components/news-card';
import { shareLinks } from '../news';
import { useRootData } from '../../../lib/site-config';
import { translate, type Lang } from '../../../lib/i18n';
import { formatNumber, labelOf, localText } from '../../../lib/labels';
import { type Crumb } from '../../../lib/seo';
import type { NewsDetailPageData } from '../news-pages.server';

export function crumbs(news: NewsDetail, lang: Lang): Crumb[] {
  return [
    { label: translate(lang, 'nav.home'), to: PAGES.home },
    { label: translate(lang, 'nav.news'), to: PAGES.news },
    { label: labelOf(NEWS_CATEGORY_LABELS, news.category, lang), to: newsListHref({ category: news.category }) },
    { label: localText(news.title, news.titleEn, lang) },
  ];
}

export function NewsDetailPage({ data: loaderData }: { data: NewsDetailPageData }) {
  const { t } = useTranslation();
  const { lang, origin } = useRootData();
  const { news } = loaderData;
  const title = localText(news.title, news.titleEn, lang);
  const url = `${origin}${newsHref(news.id)}`;
  // English mode shows the English tags when staff wrote them (not necessarily one per Chinese tag).
  const tags = lang === 'en' && news.tagsEn.length > 0 ? news.tagsEn : news.tags;
  const share = shareLinks(url, title);

  return (
    <div className="cs-page" data-testid="news-detail">
      <div className="cs-container cs-article-wrap">
        <Breadcrumbs items={crumbs(news, lang)} />
        <article className="cs-article">
          <header className="cs-article__head">
            <div className="cs-card__meta">
              <span className={news.category === 'event' ? 'cs-tag cs-tag--flagship' : 'cs-tag cs-tag--blue'}>
                {labelOf(NEWS_CATEGORY_LABELS, news.category, lang)}
              </span>
              <LocalDate iso={news.publishTime} lang={lang} />
              {news.author && <span>{localText(news.author, news.authorEn, lang)}</span>}
              {news.source && (
                <span>{t('corporate.news.source', { source: localText(news.source, news.sourceEn, lang) })}</span>
              )}
              <span>
                <EyeOutlined aria-hidden="true" />{' '}
                {t('corporate.news.views', { count: news.viewCount, formatted: formatNumber(news.viewCount) })}
              </span>
            </div>
            <h1 className="cs-article__title">{title}</h1>
            {news.summary && <p className="cs-article__summary">{localText(news.summary, news.summaryEn, lang)}</p>}
          </header>

          {news.event && (
            <aside className="cs-event-box" aria-label={t('corporate.news.eventInfo')} data-testid="event-box">
              <EventFacts event={news.event} lang={lang} />
              {news.event.registrationUrl && !news.event.isPast && (
                <Button
                  type="primary"
                  href={news.event.registrationUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="event-register"
                >
                  {t('corporate.news.register')}
                </Button>
              )}
            </aside>
          )}

          {news.coverUrl && <img className="cs-article__cover" src={news.coverUrl} alt="" width={820} height={410} />}
          <RichHtml html={localText(news.contentHtml, news.contentHtmlEn, lang)} className="cs-article__content" />

          {tags.length > 0 && (
            <ul className="cs-article__tags" aria-label={t('corporate.news.tags')}>
              {tags.map((tag) => (
                <li key={tag}>
                  <Link to={newsListHref({ q: tag })} className="cs-tag">
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          )}

          <div className="cs-share" data-testid="share">
            <span className="cs-share__label">{t('corporate.news.share')}</span>
            <CopyButton
              className="cs-share__copy"
              data-testid="share-copy"
              text={url}
              label={t('corporate.news.copyLink')}
              copiedLabel={t('common.copied')}
            />
            <a
              href={share.weibo}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('corporate.news.shareWeibo')}
              className="cs-share__link"
            >
              <WeiboOutlined aria-hidden="true" />
            </a>
            <a
              href={share.linkedin}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('corporate.news.shareLinkedin')}
              className="cs-share__link"
            >
              <LinkedinOutlined aria-hidden="true" />
            </a>
            <a href={share.email} aria-label={t('corporate.news.shareEmail')} className="cs-share__link">
              <MailOutlined aria-hidden="true" />
            </a>
          </div>

          <nav className="cs-prevnext" aria-label={t('corporate.news.prevNext')}>
            {news.prev ? (
              <Link to={newsHref(news.prev.id)} rel="prev" className="cs-prevnext__link" data-testid="news-prev">
                <span className="cs-prevnext__dir">
                  <LeftOutlined aria-hidden="true" /> {t('corporate.news.prev')}
                </span>
                <span className="cs-prevnext__title">{localText(news.prev.title, news.prev.titleEn, lang)}</span>
              </Link>
            ) : (
              <span className="cs-prevnext__none">{t('corporate.news.noPrev')}</span>
            )}
            {news.next ? (
              <Link
                to={newsHref(news.next.id)}
                rel="next"
                className="cs-prevnext__link is-next"
                data-testid="news-next"
              >
                <span className="cs-prevnext__dir">
                  {t('corporate.news.next')} <RightOutlined aria-hidden="true" />
                </span>
                <span className="cs-prevnext__title">{localText(news.next.title, news.next.titleEn, lang)}</span>
              </Link>
            ) : (
              <span className="cs-prevnext__none is-next">{t('corporate.news.noNext')}</span>
            )}
          </nav>
        </article>
      </div>
    </div>
  );
}
