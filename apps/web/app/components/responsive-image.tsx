import './responsive-image.css';
import { type ImageFormat, type ImageWidth, imageVariantUrl } from '@clearsight/contracts';

/** Stored pictures (`/prod-api/file/<id>`) come in IMAGE_WIDTHS and WebP/AVIF; other URLs are used as they are. */
const STORED_FILE = /^\/prod-api\/file\/[^/?#]+$/;

export function hasVariants(url: string): boolean {
  return STORED_FILE.test(url);
}

/** `srcset` of a stored picture in the given widths (and format; its own format without one). */
export function variantSrcSet(url: string, widths: readonly ImageWidth[], format?: ImageFormat): string {
  return widths.map((w) => `${imageVariantUrl(url, w, format)} ${w}w`).join(', ');
}

/**
 * The AVIF and WebP `<source>`s of a stored picture, for a `<picture>` that adds its own `<img>` (and maybe
 * art-directed sources before these). Nothing for other URLs.
 */
export function VariantSources({
  src,
  widths,
  sizes,
  media,
}: {
  src: string;
  widths: readonly ImageWidth[];
  sizes: string;
  media?: string;
}) {
  if (!hasVariants(src)) return null;
  return (
    <>
      <source type="image/avif" media={media} srcSet={variantSrcSet(src, widths, 'avif')} sizes={sizes} />
      <source type="image/webp" media={media} srcSet={variantSrcSet(src, widths, 'webp')} sizes={sizes} />
    </>
  );
}

/**
 * A stored picture in the width the layout shows it (`sizes`) and the best format the browser takes, the
 * `<img>` in the original format as the fallback. `priority` is for the page's largest picture: loaded at
 * once and first (`fetchpriority="high"`); every other picture waits until it nears the screen. The
 * `<picture>` wrapper has `display: contents`, so the `<img>` is laid out (and styled) as if it stood alone.
 */
export function ResponsiveImage({
  src,
  widths,
  sizes,
  width,
  height,
  className,
  priority = false,
  alt = '',
}: {
  src: string;
  widths: readonly ImageWidth[];
  sizes: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
  alt?: string;
}) {
  const img = (
    <img
      className={className}
      src={hasVariants(src) ? imageVariantUrl(src, widths[widths.length - 1]!) : src}
      srcSet={hasVariants(src) ? variantSrcSet(src, widths) : undefined}
      sizes={hasVariants(src) ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
  if (!hasVariants(src)) return img;
  return (
    <picture className="cs-picture">
      <VariantSources src={src} widths={widths} sizes={sizes} />
      {img}
    </picture>
  );
}
