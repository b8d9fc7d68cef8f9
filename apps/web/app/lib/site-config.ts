import { SiteConfigKeys, type ConfigItem } from '@clearsight/contracts';
import { useRouteLoaderData } from 'react-router';
import { DEFAULT_LANG, translate, type Lang } from './i18n';

export type ConfigMap = Readonly<Record<string, string>>;

/** The seed reads the config list from the answer's `items` (seed §3). */
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

/** The site name's English form, when staff set one (the key is public like every `bbs.site.*` key). */
export const SITE_NAME_EN_KEY = 'bbs.site.name-en';

/**
 * The site name in the visitor's language. Chinese: the configured name, else the brand's. English: the
 * configured English name; else the brand's English name when the configured name is the brand's own
 * Chinese name (as seeded); else the configured name as it is (content without an English form).
 */
function siteNameOf(config: ConfigMap, lang: Lang): string {
  const get = (key: string) => config[key]?.trim() || null;
  const brandZh = translate(DEFAULT_LANG, 'brand.name');
  const name = get(SiteConfigKeys.siteName) ?? brandZh;
  if (lang !== 'en') return name;
  return get(SITE_NAME_EN_KEY) ?? (name === brandZh ? translate('en', 'brand.name') : name);
}

export function siteInfoOf(config: ConfigMap, lang: Lang): SiteInfo {
  const get = (key: string) => config[key]?.trim() || null;
  return {
    name: siteNameOf(config, lang),
    author: get(SiteConfigKeys.siteAuthor) ?? '',
    icp: get(SiteConfigKeys.siteIcp) ?? '',
    bottom: get(SiteConfigKeys.siteBottom) ?? '',
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
