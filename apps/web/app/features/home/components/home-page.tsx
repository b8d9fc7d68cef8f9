import '../../../styles/cards.css';
import './home-page.css';
import {
  ArrowRightOutlined,
  BookOutlined,
  CommentOutlined,
  DownloadOutlined,
  FileTextOutlined,
} from '../../../components/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useRouteLoaderData } from 'react-router';
import { Link } from '../../../components/link';
import { ButtonLink } from '../../../components/button-link';
import { Kept } from '../../../components/kept';
import { CourseCard } from '../../../components/course-card';
import { ResponsiveImage } from '../../../components/responsive-image';
import { BannerCarousel } from './banner-carousel';
import { HotTopics } from './hot-topics';
import { OnlineCount } from './online-count';
import { RichListCard } from './rich-list-card';
import { NewsCard } from '../../../components/news-card';
import { useRootData, useSiteInfo } from '../../../lib/site-config';
import { messagesFor } from '../../../lib/i18n';
import { formatNumber, localText, localName } from '../../../lib/labels';
import { EMPTY_CATALOG, type CatalogMenu } from '../../../lib/catalog-menu';
import { PAGES, productSeriesHref, productTypeHref, solutionTypeHref, newsHref } from '@clearsight/contracts';
import type { HomePageData } from '../home.server';
import { formatDate } from '../../../lib/format';

const SLIDE_MS = 6000;
/** Type cards: one column on a phone, two to four of at least 260 px above. */
const TYPE_IMAGE_SIZES = '(max-width: 600px) calc(100vw - 32px), (max-width: 1240px) 50vw, 300px';
const TYPE_IMAGE_WIDTHS = [320, 480, 640, 960] as const;

/** Three statements over a lens motif; the first is in the HTML, the others rotate once JavaScript runs. */
function Hero({ siteName }: { siteName: string }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const slides = messagesFor(lang).home.slides;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || slides.length < 2) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % slides.length), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [index, paused, slides.length]);

  return (
    <section
      className="cs-hero"
      data-testid="home-banners"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      aria-roledescription="carousel"
    >
      <div className="cs-container cs-hero__inner">
        <div className="cs-hero__copy">
          <h1 className="cs-hero__eyebrow" data-testid="home-site-name">
            {siteName}
          </h1>
          <div className="cs-hero__slides">
            {slides.map((slide, i) => (
              <div
                key={slide.title}
                className={i === index ? 'cs-hero__slide is-current' : 'cs-hero__slide'}
                aria-hidden={i !== index}
                role="group"
                aria-roledescription="slide"
              >
                <p className="cs-hero__title">{slide.title}</p>
                <p className="cs-hero__text">{slide.text}</p>
              </div>
            ))}
          </div>
          <div className="cs-hero__actions">
            <ButtonLink to="#products" type="primary" size="large">
              {t('home.heroPrimary')}
            </ButtonLink>
            <ButtonLink to={PAGES.contactSales} size="large" ghost>
              {t('home.heroSecondary')}
            </ButtonLink>
            <ButtonLink to={PAGES.forum} size="large" type="link" className="cs-hero__forum">
              {t('home.heroForum')} <ArrowRightOutlined />
            </ButtonLink>
          </div>
          <div className="cs-hero__dots" role="tablist">
            {slides.map((slide, i) => (
              <button
                key={slide.title}
                type="button"
                role="tab"
                aria-selected={i === index}
                aria-label={slide.title}
                className={i === index ? 'is-current' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </div>
        <svg className="cs-hero__art" viewBox="0 0 400 400" aria-hidden="true">
          <defs>
            <radialGradient id="cs-lens" cx="50%" cy="45%" r="55%">
              <stop offset="0%" stopColor="#5b9bff" stopOpacity="0.9" />
              <stop offset="55%" stopColor="#0b57d0" stopOpacity="0.55" />
              <stop offset="100%" stopColor="#0a1a33" stopOpacity="0.1" />
            </radialGradient>
          </defs>
          <g fill="none" stroke="#7fb0ff" strokeOpacity="0.35">
            <circle cx="200" cy="200" r="190" />
            <circle cx="200" cy="200" r="150" strokeDasharray="4 8" />
            <circle cx="200" cy="200" r="112" />
            <path d="M10 200h380M200 10v380" strokeOpacity="0.18" />
          </g>
          <circle cx="200" cy="200" r="96" fill="url(#cs-lens)" />
          <g stroke="#cfe0ff" strokeOpacity="0.8" strokeWidth="3" fill="none">
            <path d="M200 104l34 60M296 200l-60 34M200 296l-34-60M104 200l60-34" />
          </g>
          <circle cx="200" cy="200" r="30" fill="#0a1a33" stroke="#cfe0ff" strokeOpacity="0.7" strokeWidth="2" />
          <rect className="cs-hero__scan" x="40" y="196" width="320" height="3" fill="#5b9bff" />
        </svg>
      </div>
    </section>
  );
}

function SectionHead({ title, lead, id }: { title: string; lead: string; id?: string }) {
  return (
    <div className="cs-section__head">
      <h2 id={id}>{title}</h2>
      <p>{lead}</p>
    </div>
  );
}

export function HomePage({ data: loaderData }: { data: HomePageData }) {
  const { t } = useTranslation();
  const site = useSiteInfo();
  const { lang } = useRootData();
  const shell = useRouteLoaderData('layouts/main-layout') as { catalog: CatalogMenu } | undefined;
  const catalog = shell?.catalog ?? EMPTY_CATALOG;
  const { home } = loaderData;
  const community = home.hotTopics.length > 0 || loaderData.richList.length > 0;

  // The aggregate carries images, descriptions and flagship series; the shell's menu is the fallback.
  const productTypes =
    home.productTypes.length > 0
      ? home.productTypes.map((type) => ({
          ...type,
          series:
            type.flagshipSeries.length > 0
              ? type.flagshipSeries
              : (catalog.productTypes.find((c) => c.id === type.id)?.productSeries ?? []),
          flagship: type.flagshipSeries.length > 0,
        }))
      : catalog.productTypes.map((type) => ({
          ...type,
          description: '',
          descriptionEn: '',
          imageUrl: null,
          modelCount: null as number | null,
          series: type.productSeries,
          flagship: false,
        }));
  const solutionTypes =
    home.solutionTypes.length > 0
      ? home.solutionTypes
      : catalog.solutionTypes.map((s) => ({
          ...s,
          description: '',
          descriptionEn: '',
          coverUrl: null,
          solutionCount: null as number | null,
        }));

  const support = [
    {
      key: 'software',
      to: PAGES.softwareDownload,
      icon: <DownloadOutlined />,
      title: t('nav.softwareDownload'),
      text: t('home.supportItems.software'),
    },
    {
      key: 'documents',
      to: PAGES.documentDownload,
      icon: <FileTextOutlined />,
      title: t('nav.documentDownload'),
      text: t('home.supportItems.documents'),
    },
    {
      key: 'college',
      to: PAGES.college,
      icon: <BookOutlined />,
      title: t('nav.college'),
      text: t('home.supportItems.college'),
    },
    {
      key: 'forum',
      to: PAGES.forum,
      icon: <CommentOutlined />,
      title: t('nav.forum'),
      text: t('home.supportItems.forum'),
    },
  ];

  return (
    <div className="cs-home" data-testid="home-page">
      {home.banners.length > 0 ? (
        <BannerCarousel banners={home.banners} siteName={site.name} lang={lang} />
      ) : (
        <Hero siteName={site.name} />
      )}

      <div className="cs-home-online">
        <div className="cs-container">
          <OnlineCount initial={loaderData.onlineCount} />
        </div>
      </div>

      <Kept
        as="section"
        foundBy="aria-labelledby"
        className="cs-section"
        aria-labelledby="products"
        watch={[productTypes, lang]}
      >
        <div className="cs-container">
          <SectionHead id="products" title={t('home.productTypes')} lead={t('home.productTypesLead')} />
          {productTypes.length === 0 ? (
            <p className="cs-muted">{t('home.empty')}</p>
          ) : (
            <ul className="cs-type-grid" data-testid="home-product-types">
              {productTypes.map((type, i) => (
                <li key={type.id} className={type.imageUrl ? 'cs-type-card has-image' : 'cs-type-card'}>
                  {type.imageUrl ? (
                    <ResponsiveImage
                      className="cs-type-card__image"
                      src={type.imageUrl}
                      widths={TYPE_IMAGE_WIDTHS}
                      sizes={TYPE_IMAGE_SIZES}
                      width={320}
                      height={180}
                    />
                  ) : (
                    <span className="cs-type-card__index">{String(i + 1).padStart(2, '0')}</span>
                  )}
                  <Link className="cs-type-card__name" to={productTypeHref(type.id)}>
                    {localName(type, lang)}
                  </Link>
                  {lang !== 'en' && type.nameEn && <span className="cs-type-card__en">{type.nameEn}</span>}
                  <span className="cs-type-card__count">
                    {type.modelCount !== null
                      ? t('corporate.home.modelCount', {
                          count: type.modelCount,
                          formatted: formatNumber(type.modelCount),
                        })
                      : t('home.seriesCount', { count: type.series.length })}
                  </span>
                  {type.flagship && <span className="cs-type-card__label">{t('corporate.home.flagship')}</span>}
                  <ul className="cs-type-card__series">
                    {type.series.slice(0, 4).map((series) => (
                      <li key={series.id}>
                        <Link to={productSeriesHref(type.id, series.id)}>{localName(series, lang)}</Link>
                      </li>
                    ))}
                  </ul>
                  <Link
                    className="cs-type-card__more"
                    to={productTypeHref(type.id)}
                    aria-label={`${t('nav.viewType')} ${localName(type, lang)}`}
                  >
                    {t('nav.viewType')} <ArrowRightOutlined />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Kept>

      <Kept
        as="section"
        foundBy="aria-labelledby"
        className="cs-section cs-section--alt"
        aria-labelledby="solutions"
        watch={[solutionTypes, lang]}
      >
        <div className="cs-container">
          <SectionHead id="solutions" title={t('home.solutionTypes')} lead={t('home.solutionTypesLead')} />
          {solutionTypes.length === 0 ? (
            <p className="cs-muted">{t('home.empty')}</p>
          ) : (
            <ul className="cs-solution-grid" data-testid="home-solution-types">
              {solutionTypes.map((solution) => (
                <li key={solution.id}>
                  <Link
                    className={solution.coverUrl ? 'cs-solution-tile has-cover' : 'cs-solution-tile'}
                    to={solutionTypeHref(solution.id)}
                  >
                    {solution.coverUrl && (
                      <img
                        className="cs-solution-tile__cover"
                        src={solution.coverUrl}
                        alt=""
                        width={300}
                        height={170}
                        loading="lazy"
                      />
                    )}
                    <span className="cs-solution-tile__name">{localName(solution, lang)}</span>
                    {lang !== 'en' && solution.nameEn && (
                      <span className="cs-solution-tile__en">{solution.nameEn}</span>
                    )}
                    {solution.description && (
                      <span className="cs-solution-tile__desc">
                        {localText(solution.description, solution.descriptionEn, lang)}
                      </span>
                    )}
                    <span className="cs-solution-tile__more">
                      {solution.solutionCount
                        ? `${t('corporate.home.solutionCount', { count: solution.solutionCount })} · `
                        : ''}
                      {t('home.viewSolution')} <ArrowRightOutlined />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Kept>

      {(home.latestNews.length > 0 || home.upcomingEvents.length > 0) && (
        <Kept
          as="section"
          foundBy="aria-labelledby"
          className="cs-section"
          aria-labelledby="news"
          watch={[home.latestNews, home.upcomingEvents, lang]}
        >
          <div className="cs-container">
            <div className="cs-section__row">
              <SectionHead id="news" title={t('corporate.home.latestNews')} lead={t('corporate.home.latestNewsLead')} />
              <Link to={PAGES.news} className="cs-section__more">
                {t('corporate.home.moreNews')} <ArrowRightOutlined />
              </Link>
            </div>
            <div className="cs-home-news">
              <ul className="cs-news-list" data-testid="home-news">
                {home.latestNews.slice(0, 4).map((item) => (
                  <li key={item.id}>
                    <NewsCard item={item} lang={lang} headingLevel={3} />
                  </li>
                ))}
              </ul>
              <aside className="cs-home-events" aria-labelledby="events" data-testid="home-events">
                <h3 id="events">{t('corporate.home.upcomingEvents')}</h3>
                {home.upcomingEvents.length === 0 ? (
                  <p className="cs-muted">{t('corporate.home.noEvents')}</p>
                ) : (
                  <ul>
                    {home.upcomingEvents.map((event) => {
                      const start = event.event ? new Date(event.event.startTime) : null;
                      return (
                        <li key={event.id} className="cs-home-event">
                          {start && !Number.isNaN(start.getTime()) && (
                            <span className="cs-home-event__date" aria-hidden="true">
                              <span>{formatDate(start, lang, 'month', 'utc')}</span>
                              <strong>{formatDate(start, lang, 'dayOfMonth', 'utc')}</strong>
                            </span>
                          )}
                          <span className="cs-home-event__text">
                            <Link to={newsHref(event.id)}>{localText(event.title, event.titleEn, lang)}</Link>
                            {event.event?.place && (
                              <span className="cs-muted">
                                {localText(event.event.place, event.event.placeEn, lang)}
                              </span>
                            )}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </aside>
            </div>
          </div>
        </Kept>
      )}

      {home.featuredCourses.length > 0 && (
        <Kept
          as="section"
          foundBy="aria-labelledby"
          className="cs-section cs-section--alt"
          aria-labelledby="courses"
          watch={[home.featuredCourses, lang]}
        >
          <div className="cs-container">
            <div className="cs-section__row">
              <SectionHead
                id="courses"
                title={t('corporate.home.featuredCourses')}
                lead={t('corporate.home.featuredCoursesLead')}
              />
              <Link to={PAGES.college} className="cs-section__more">
                {t('corporate.home.moreCourses')} <ArrowRightOutlined />
              </Link>
            </div>
            <ul className="cs-card-grid" data-testid="home-courses">
              {home.featuredCourses.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} lang={lang} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </Kept>
      )}

      {home.hotTopics.length > 0 ? (
        <Kept
          as="section"
          foundBy="aria-labelledby"
          className="cs-section"
          aria-labelledby="hot-topics"
          watch={[home.hotTopics, loaderData.richList, lang]}
        >
          <div className="cs-container">
            <div className="cs-section__row">
              <SectionHead
                id="hot-topics"
                title={t('corporate.home.hotTopics')}
                lead={t('corporate.home.hotTopicsLead')}
              />
              <Link to={PAGES.forum} className="cs-section__more">
                {t('corporate.home.moreTopics')} <ArrowRightOutlined />
              </Link>
            </div>
            {loaderData.richList.length > 0 ? (
              <div className="cs-home-community">
                <HotTopics topics={home.hotTopics} lang={lang} />
                <RichListCard items={loaderData.richList} />
              </div>
            ) : (
              <HotTopics topics={home.hotTopics} lang={lang} />
            )}
          </div>
        </Kept>
      ) : (
        loaderData.richList.length > 0 && (
          <section className="cs-section">
            <div className="cs-container">
              <RichListCard items={loaderData.richList} />
            </div>
          </section>
        )
      )}

      <section className={community ? 'cs-section cs-section--alt' : 'cs-section'} aria-labelledby="support">
        <div className="cs-container">
          <SectionHead id="support" title={t('home.support')} lead={t('home.supportLead')} />
          <ul className="cs-support-grid">
            {support.map((item) => (
              <li key={item.key}>
                <Link className="cs-support-card" to={item.to}>
                  <span className="cs-support-card__icon">{item.icon}</span>
                  <span className="cs-support-card__title">{item.title}</span>
                  <span className="cs-support-card__text">{item.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="cs-cta">
        <div className="cs-container cs-cta__inner">
          <div>
            <h2>{t('home.ctaTitle')}</h2>
            <p>{t('home.ctaText')}</p>
          </div>
          <ButtonLink to={PAGES.contactSales} type="primary" size="large">
            {t('home.ctaButton')}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
