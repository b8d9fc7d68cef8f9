import { SiteConfigEnglishKeys, SiteConfigKeys, type ConfigItem } from '@clearsight/contracts';
import { useRouteLoaderData } from 'react-router';
import { BRAND_NAME_ZH, DEFAULT_LANG, translate, type Lang } from './i18n';

export type ConfigMap = Readonly<Record<string, string>>;

/** The seed reads the config list from the answer's `items` (docs/product.md). */
export function toConfigMap(items: readonly ConfigItem[]): ConfigMap {
  const map: Record<string, string> = {};
  for (const item of items) map[item.configKey] = item.configValue;
  return map;
}

export interface SiteInfo {
  name: string;
  author: string;
  icp: string;
  bottom: string;
  communityUrl: string | null;
  originalUrl: string | null;
  phone: string | null;
  email: string | null;
}

/**
 * The site name in the visitor's language. Chinese: the configured name, else the brand's. English: the
 * configured English name (`bbs.site.name-en`); else the brand's English name when the configured name is
 * the brand's own Chinese name; else the configured name as it is (content without an English form).
 */
function siteNameOf(config: ConfigMap, lang: Lang): string {
  const get = (key: string) => config[key]?.trim() || null;
  const brandZh = BRAND_NAME_ZH;
  const name = get(SiteConfigKeys.siteName) ?? brandZh;
  if (lang !== 'en') return name;
  return get(SiteConfigEnglishKeys.siteName) ?? (name === brandZh ? translate('en', 'brand.name') : name);
}

export function siteInfoOf(config: ConfigMap, lang: Lang): SiteInfo {
  const get = (key: string) => config[key]?.trim() || null;
  // English mode reads the English twin of a setting and falls back to the Chinese.
  const local = (key: string, englishKey: string) => (lang === 'en' ? get(englishKey) : null) ?? get(key) ?? '';
  return {
    name: siteNameOf(config, lang),
    author: local(SiteConfigKeys.siteAuthor, SiteConfigEnglishKeys.siteAuthor),
    icp: get(SiteConfigKeys.siteIcp) ?? '',
    bottom: local(SiteConfigKeys.siteBottom, SiteConfigEnglishKeys.siteBottom),
    communityUrl: get(SiteConfigKeys.communityUrl),
    originalUrl: get(SiteConfigKeys.originalSiteUrl),
    phone: get(SiteConfigKeys.companyPhone),
    email: get(SiteConfigKeys.companyEmail),
  };
}

/** The root loader's shape, seen from anywhere in the tree. */
export interface RootData {
  lang: Lang;
  origin: string;
  config: ConfigMap;
  /**
   * The request carried the token's cookie copy: the page is most likely a member's, so the header waits for the
   * stored session after hydration instead of showing the guest's links for a moment.
   */
  signedIn?: boolean;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData('root') as RootData | undefined;
  return data ?? { lang: DEFAULT_LANG, origin: '', config: {} };
}

export function useSiteInfo(): SiteInfo {
  const { config, lang } = useRootData();
  return siteInfoOf(config, lang);
}

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
