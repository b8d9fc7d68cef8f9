import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '../../lib/meta';

/** Every console page's head: "{screen} - {site}", never indexed. */
export function adminMeta(entryKey: string) {
  return ({
    matches,
    location,
  }: {
    matches: Parameters<typeof pageMeta>[0]['matches'];
    location: { pathname: string; search: string };
  }): MetaDescriptor[] => pageMeta({ matches, location, titleKey: `admin.menu.${entryKey}`, noIndex: true });
}
