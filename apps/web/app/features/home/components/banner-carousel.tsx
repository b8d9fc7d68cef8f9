import {
  ArrowRightOutlined,
  LeftOutlined,
  PauseOutlined,
  CaretRightOutlined,
  RightOutlined,
} from '../../../components/icons';
import type { Banner } from '@clearsight/contracts';
import { Button } from '../../../components/ui/button';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ButtonLink } from '../../../components/button-link';
import { VariantSources, hasVariants, variantSrcSet } from '../../../components/responsive-image';
import type { Lang } from '../../../lib/i18n';
import { localText } from '../../../lib/labels';

const SLIDE_MS = 6000;
const PHONE = '(max-width: 768px)';
/** The picture spans the phone's width; from 769 px it takes a little over half the 1,192-px container. */
const BANNER_SIZES = '(max-width: 768px) calc(100vw - 32px), (max-width: 1240px) 52vw, 624px';
const BANNER_WIDTHS = [320, 480, 640, 960, 1280] as const;

function BannerLink({ banner, lang }: { banner: Banner; lang: Lang }) {
  if (!banner.linkUrl) return null;
  const text = localText(banner.linkText, banner.linkTextEn, lang) || localText(banner.title, banner.titleEn, lang);
  if (/^https?:\/\//i.test(banner.linkUrl)) {
    return (
      <Button type="primary" size="large" href={banner.linkUrl} target="_blank" rel="noopener noreferrer">
        {text} <ArrowRightOutlined aria-hidden="true" />
      </Button>
    );
  }
  return (
    <ButtonLink to={banner.linkUrl} type="primary" size="large">
      {text} <ArrowRightOutlined aria-hidden="true" />
    </ButtonLink>
  );
}

/**
 * The admin-managed hero carousel (docs/product.md). The first slide is in the HTML; with JavaScript the
 * slides rotate (paused on hover, on focus and on request, never with reduced motion).
 */
export function BannerCarousel({ banners, siteName, lang }: { banners: Banner[]; siteName: string; lang: Lang }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [hover, setHover] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches)
      setStopped(true);
  }, []);

  useEffect(() => {
    if (hover || stopped || count < 2) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [index, hover, stopped, count]);

  const go = (i: number) => setIndex(((i % count) + count) % count);

  return (
    <section
      className="cs-banners"
      aria-roledescription="carousel"
      aria-label={siteName}
      data-testid="home-banners"
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setHover(true)}
      onBlur={() => setHover(false)}
    >
      <h1 className="cs-visually-hidden" data-testid="home-site-name">
        {siteName}
      </h1>
      <div className="cs-banners__track">
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            className={i === index ? 'cs-banner is-current' : 'cs-banner'}
            role="group"
            aria-roledescription="slide"
            aria-label={t('corporate.home.slide', { n: i + 1, total: count })}
            aria-hidden={i !== index}
            inert={i !== index ? true : undefined}
            data-testid="home-banner"
          >
            <div className="cs-container cs-banner__inner">
              <div className="cs-banner__copy">
                <p className="cs-banner__title">{localText(banner.title, banner.titleEn, lang)}</p>
                {banner.subtitle && (
                  <p className="cs-banner__text">{localText(banner.subtitle, banner.subtitleEn, lang)}</p>
                )}
                <div className="cs-banner__actions">
                  <BannerLink banner={banner} lang={lang} />
                </div>
              </div>
              <picture className="cs-banner__media">
                {banner.mobileImageUrl &&
                  (hasVariants(banner.mobileImageUrl) ? (
                    <VariantSources
                      src={banner.mobileImageUrl}
                      widths={BANNER_WIDTHS}
                      sizes={BANNER_SIZES}
                      media={PHONE}
                    />
                  ) : (
                    <source media={PHONE} srcSet={banner.mobileImageUrl} />
                  ))}
                <VariantSources src={banner.imageUrl} widths={BANNER_WIDTHS} sizes={BANNER_SIZES} />
                <img
                  src={banner.imageUrl}
                  srcSet={hasVariants(banner.imageUrl) ? variantSrcSet(banner.imageUrl, BANNER_WIDTHS) : undefined}
                  sizes={hasVariants(banner.imageUrl) ? BANNER_SIZES : undefined}
                  alt=""
                  width={1280}
                  height={480}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                />
              </picture>
            </div>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="cs-container cs-banners__controls">
          <button
            type="button"
            className="cs-banners__arrow"
            onClick={() => go(index - 1)}
            aria-label={t('corporate.home.prevSlide')}
          >
            <LeftOutlined aria-hidden="true" />
          </button>
          <div className="cs-banners__dots">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={i === index ? 'is-current' : undefined}
                aria-label={`${t('corporate.home.slide', { n: i + 1, total: count })}: ${localText(banner.title, banner.titleEn, lang)}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="cs-banners__arrow"
            onClick={() => go(index + 1)}
            aria-label={t('corporate.home.nextSlide')}
          >
            <RightOutlined aria-hidden="true" />
          </button>
          <button
            type="button"
            className="cs-banners__arrow"
            onClick={() => setStopped((s) => !s)}
            aria-label={stopped ? t('corporate.home.play') : t('corporate.home.pause')}
          >
            {stopped ? <CaretRightOutlined aria-hidden="true" /> : <PauseOutlined aria-hidden="true" />}
          </button>
        </div>
      )}
    </section>
  );
}
