import { SiteConfigKeys, type ConfigItem } from '@clearsight/contracts';
import { useRouteLoaderData } from 'react-router';
import { DEFAULT_LANG, type Lang } from './i18n';

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

const FALLBACK_NAME = '澄镜视觉';

export function siteInfoOf(config: ConfigMap): SiteInfo {
  const get = (key: string) => config[key]?.trim() || null;
  return {
    name: get(SiteConfigKeys.siteName) ?? FALLBACK_NAME,
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
  return siteInfoOf(useRootData().config);
}

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
