import type { TocItem } from '@clearsight/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';

/**
 * The table of contents from the server's headings (their ids are the anchors, so the links work without
 * JavaScript). With JavaScript the heading in view is marked.
 */
export function Toc({ items }: { items: TocItem[] }) {
  const { t } = useTranslation();
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    if (items.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const headings = items
      .map((item) => document.getElementById(item.id))
      .filter((el): el is HTMLElement => el !== null);
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries
          .filter((e) => e.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (visible[0]) setActive(visible[0].target.id);
      },
      { rootMargin: '-80px 0px -70% 0px' },
    );
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [items]);

  if (items.length === 0) return null;
  const top = Math.min(...items.map((i) => i.level));
  return (
    <nav className="fm-toc" aria-labelledby="fm-toc-title" data-testid="topic-toc">
      <h2 id="fm-toc-title" className="fm-side-title">
        {t('forum.topic.toc')}
      </h2>
      <ol>
        {items.map((item) => (
          <li key={item.id} style={{ paddingLeft: (item.level - top) * 12 }}>
            <a
              href={`#${item.id}`}
              className={active === item.id ? 'is-active' : undefined}
              aria-current={active === item.id ? 'location' : undefined}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
