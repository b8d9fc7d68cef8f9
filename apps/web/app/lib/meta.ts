import type { MetaDescriptor } from 'react-router';
import { siteInfoOf, type RootData } from './site-config';
import { DEFAULT_LANG, translate, type Lang } from './i18n';

interface MetaMatchLike {
  id: string;
  loaderData?: unknown;
}

export function rootDataOf(matches: readonly (MetaMatchLike | undefined)[]): RootData {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
  return root ?? { lang: DEFAULT_LANG, origin: '', config: {} };
}

/**
 * Every page's head (docs/product.md): `{page} - {site name}`, a description, the canonical URL and the
 * Open Graph tags, all in the visitor's language. Keys are i18n keys unless `raw` texts are given.
 */
export function pageMeta(args: {
  matches: readonly (MetaMatchLike | undefined)[];
  location: { pathname: string; search: string };
  titleKey?: string;
  title?: string;
  descriptionKey?: string;
  description?: string;
  /** Query values that make a different page (kept in the canonical URL); all others are dropped. */
  canonicalQuery?: readonly string[];
  noIndex?: boolean;
}): MetaDescriptor[] {
  const root = rootDataOf(args.matches);
  const lang: Lang = root.lang;
  const site = siteInfoOf(root.config, root.lang);
  const page = args.title ?? (args.titleKey ? translate(lang, args.titleKey) : '');
  const title = page ? `${page} - ${site.name}` : site.name;
  const description = args.description ?? translate(lang, args.descriptionKey ?? 'meta.defaultDescription');

  const search = new URLSearchParams(args.location.search);
  const kept = new URLSearchParams();
  for (const key of args.canonicalQuery ?? []) {
    const value = search.get(key);
    if (value !== null) kept.set(key, value);
  }
  const query = kept.toString();
  const canonical = `${root.origin}${args.location.pathname}${query ? `?${query}` : ''}`;

  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: lang === 'en' ? 'en_US' : 'zh_CN' },
    { name: 'twitter:card', content: 'summary' },
  ];
  if (args.noIndex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/** A page's Atom feed, for feed readers and browsers that offer to subscribe (`<link rel="alternate">`). */
export function feedLink(href: string, title: string): MetaDescriptor {
  return { tagName: 'link', rel: 'alternate', type: 'application/atom+xml', href, title };
}
