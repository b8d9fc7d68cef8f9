import { CloseOutlined, SoundOutlined } from '../../../components/icons';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { closeMarqueeNotice, useSiteNotices, type SiteNoticeOnScreen } from '../site-notice-store';
import './site-notices.css';

/** Long texts run longer, so every announcement moves at about the same reading speed. */
function runFor(notice: SiteNoticeOnScreen): CSSProperties {
  const chars = notice.title.length + notice.html.replace(/<[^>]*>/g, '').length;
  return { '--cs-marquee-duration': `${Math.min(90, Math.max(16, Math.round(chars * 0.35)))}s` } as CSSProperties;
}

function MarqueeItem({ notice }: { notice: SiteNoticeOnScreen }) {
  const { t } = useTranslation();
  return (
    <div className="cs-marquee__row" data-testid="site-notice-marquee-item" data-notice-id={notice.id}>
      <SoundOutlined className="cs-marquee__icon" aria-label={t('realtime.announcement')} />
      <div className="cs-marquee__viewport">
        {/* The text runs from right to left and stops while pointed at (reduced motion: it stands still). */}
        <div className="cs-marquee__track" style={runFor(notice)}>
          <strong className="cs-marquee__title">{notice.title}</strong>
          <span
            className="cs-marquee__html"
            // Sanitised by the server before it is stored and sent (docs/product.md#realtime).
            dangerouslySetInnerHTML={{ __html: notice.html }}
          />
        </div>
      </div>
      <button
        type="button"
        className="cs-marquee__close"
        aria-label={t('realtime.closeAnnouncement')}
        onClick={() => closeMarqueeNotice(notice.id)}
        data-testid="site-notice-marquee-close"
      >
        <CloseOutlined />
      </button>
    </div>
  );
}

/** The bar under the header with the running announcements (`MerryGoRound`), until each is closed. */
export function SiteNoticeMarquee() {
  const { t } = useTranslation();
  const { marquee } = useSiteNotices();
  if (marquee.length === 0) return null;
  return (
    <section className="cs-marquee" aria-label={t('realtime.announcement')} data-testid="site-notice-marquee">
      <div className="cs-container">
        {marquee.map((notice) => (
          <MarqueeItem key={notice.id} notice={notice} />
        ))}
      </div>
    </section>
  );
}
