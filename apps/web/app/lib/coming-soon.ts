/**
 * Parts of the site that are planned but not built yet. Until their routes exist, pages name them without
 * linking to them, so no public page links to a 404. When one is built, drop its prefix here.
 */
export const COMING_SOON_PREFIXES: readonly string[] = [];

export function isComingSoon(to: string): boolean {
  const path = to.split(/[?#]/)[0] ?? to;
  return COMING_SOON_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
