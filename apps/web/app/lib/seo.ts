import type { MetaDescriptor } from 'react-router';

/**
 * schema.org JSON-LD for a page's head (Product, NewsArticle, JobPosting, Course, BreadcrumbList). React
 * Router renders `script:ld+json` descriptors as `<script type="application/ld+json">`, escaped.
 */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { 'script:ld+json': { '@context': 'https://schema.org', ...data } };
}

export interface Crumb {
  label: string;
  /** Site-relative path; the last crumb (the page itself) may omit it. */
  to?: string;
}

export function breadcrumbLd(origin: string, crumbs: readonly Crumb[]): MetaDescriptor {
  return jsonLd({
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      ...(crumb.to ? { item: absoluteUrl(origin, crumb.to) } : {}),
    })),
  });
}

/** An absolute URL for structured data and Open Graph (API file paths and page paths are site-relative). */
export function absoluteUrl(origin: string, path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Plain text from server-rendered HTML, for descriptions (never rendered as HTML). */
export function plainText(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
