import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';

/**
 * The model's pictures: one large, thumbnails below. Without JavaScript a thumbnail opens its picture;
 * with it, it becomes the large one.
 */
export function Gallery({ images, alt }: { images: readonly { fileId: string; url: string }[]; alt: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) return <div className="cs-gallery cs-gallery--empty" aria-hidden="true" />;
  return (
    <div className="cs-gallery" data-testid="gallery">
      <div className="cs-gallery__main">
        <img src={current.url} alt={alt} width={560} height={420} />
      </div>
      {images.length > 1 && (
        <ul className="cs-gallery__thumbs">
          {images.map((image, i) => (
            <li key={image.fileId}>
              <a
                href={image.url}
                className={i === index ? 'is-current' : undefined}
                aria-current={i === index ? 'true' : undefined}
                aria-label={t('corporate.catalog.showImage', { n: i + 1, total: images.length })}
                onClick={(event) => {
                  event.preventDefault();
                  setIndex(i);
                }}
              >
                <img src={image.url} alt="" width={72} height={54} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
