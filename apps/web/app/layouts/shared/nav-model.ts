import { PAGES } from '@clearsight/contracts';
import type { SiteInfo } from '../../lib/site-config';

export interface NavLinkItem {
  key: string;
  label: string;
  to: string;
  external?: boolean;
}

type T = (key: string) => string;

/** service support, with the community link from site config. */
export function supportLinks(t: T, site: SiteInfo): NavLinkItem[] {
  const links: NavLinkItem[] = [
    { key: 'software', label: t('nav.softwareDownload'), to: PAGES.softwareDownload },
    { key: 'documents', label: t('nav.documentDownload'), to: PAGES.documentDownload },
    { key: 'college', label: t('nav.college'), to: PAGES.college },
  ];
  if (site.communityUrl) {
    links.push({
      key: 'community',
      label: t('nav.community'),
      to: site.communityUrl,
      external: /^https?:/i.test(site.communityUrl),
    });
  }
  return links;
}

export function aboutLinks(t: T): NavLinkItem[] {
  return [
    { key: 'company', label: t('nav.companyInformation'), to: PAGES.company },
    { key: 'jobs', label: t('nav.joinUs'), to: PAGES.jobs },
  ];
}

/** Which top-level entry a path belongs to, to mark it active. */
export function activeSection(pathname: string): string | null {
  if (pathname === '/' || pathname === PAGES.home) return 'home';
  if (pathname.startsWith('/productsAndSolutions') || pathname.startsWith('/materialDetails')) return 'products';
  if (pathname.startsWith('/serviceSupport')) return 'support';
  if (pathname.startsWith(PAGES.news)) return 'news';
  if (pathname.startsWith('/aboutUs')) return 'about';
  if ([PAGES.forum, '/article', PAGES.editor, '/profile'].some((prefix) => pathname.startsWith(prefix))) return 'forum';
  return null;
}
