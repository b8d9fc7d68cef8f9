import { useMatches } from 'react-router';
import { isArea, type Area } from './areas';

/**
 * The `<meta>` in which the server names the string areas the page was rendered with; the client entry loads
 * them before it hydrates.
 */
export const AREAS_META = 'cs-i18n-areas';

/** The areas named by the page's `<meta>`, with `base` always. */
export function areasOfDocument(doc: Document): Area[] {
  const named = doc.querySelector(`meta[name="${AREAS_META}"]`)?.getAttribute('content') ?? '';
  return [
    'base',
    ...named
      .split(/\s+/)
      .filter(isArea)
      .filter((area) => area !== 'base'),
  ];
}

/**
 * A route's string areas, declared in its module (`export const handle = { i18n: ['forum'] }`), so a navigation
 * loads them before it shows the page.
 */
export interface AreasHandle {
  i18n?: readonly Area[];
}

/** The areas the matched routes declare. */
export function useRouteAreas(): Area[] {
  const matches = useMatches();
  const areas = new Set<Area>(['base']);
  for (const match of matches)
    for (const area of (match.handle as AreasHandle | undefined)?.i18n ?? []) areas.add(area);
  return [...areas];
}
