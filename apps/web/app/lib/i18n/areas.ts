/**
 * The site's strings come in areas, one chunk per language each in the browser, so a page loads the strings it
 * shows and no others (docs/decisions/0017-light-public-pages.md). Keys keep their full names; the area of a key
 * follows from its first segments.
 */
export const AREAS = [
  /** The header (with the site search), footer, account, errors and status pages, the realtime effects. */
  'base',
  /** The catalogue, solutions, news, company and home sections. */
  'corporate',
  /** Downloads and the college. */
  'support',
  /** Careers and the contact forms. */
  'contact',
  /** The getting-started page. */
  'start',
  /** Boards, topics and comments. */
  'forum',
  /** The forum's member and staff tools (moderation, reports): loaded with the forum's member layer. */
  'forum-tools',
  /** Live topics' and boards' "new replies" bars: loaded with the live code, after the page is interactive. */
  'forum-live',
  /** Member profiles. */
  'profile',
  /** The topic editor. */
  'editor',
  /** Third-party login and bindings. */
  'oauth',
  'activity',
  'chat',
  /** The admin console and the operators' status page. */
  'admin',
] as const;

export type Area = (typeof AREAS)[number];

/** Key prefixes (one or two segments) that belong to an area other than `base`. */
const PREFIXES: Readonly<Record<string, Area>> = {
  'admin.console': 'base',
  // Shown only on the pages whose forms carry a secret (login, registration, recovery, third-party login), which
  // load the oauth area: every other page is spared the bytes.
  'account.earlySubmit': 'oauth',
  'corporate.common': 'base',
  'corporate.search': 'base',
  'corporate.download': 'support',
  'corporate.college': 'support',
  'corporate.career': 'contact',
  'corporate.lead': 'contact',
  'corporate.start': 'start',
  'forum.profile': 'profile',
  'forum.tools': 'forum-tools',
  'forum.commentBox': 'forum-tools',
  'forum.moderation': 'forum-tools',
  'forum.report': 'forum-tools',
  'forum.unread': 'forum-tools',
  'forum.live': 'forum-live',
  'forum.watch': 'forum-tools',
  'forum.following': 'forum-tools',
  'forum.noticeSettings': 'profile',
  'forum.editor': 'editor',
  corporate: 'corporate',
  home: 'corporate',
  status: 'admin',
  forum: 'forum',
  oauth: 'oauth',
  activity: 'activity',
  chat: 'chat',
  admin: 'admin',
};

// Keys come from the code, so the set is small and fixed; remembering each key's area keeps the split off the
// path of every translation a render makes.
const areaByKey = new Map<string, Area>();

export function areaOfKey(key: string): Area {
  let area = areaByKey.get(key);
  if (area === undefined) {
    const [first = '', second = ''] = key.split('.', 2);
    area = PREFIXES[`${first}.${second}`] ?? PREFIXES[first] ?? 'base';
    areaByKey.set(key, area);
  }
  return area;
}

export function isArea(value: unknown): value is Area {
  return typeof value === 'string' && (AREAS as readonly string[]).includes(value);
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

function isTree(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Areas' strings as one dictionary: groups two areas share (`corporate`) are merged key by key. */
export function mergeMessages<T extends object[]>(...parts: T): UnionToIntersection<T[number]> {
  const merge = (target: Record<string, unknown>, source: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(source)) {
      const present = target[key];
      target[key] = isTree(present) && isTree(value) ? merge({ ...present }, value) : value;
    }
    return target;
  };
  return parts.reduce<Record<string, unknown>>((all, part) => merge(all, part as Record<string, unknown>), {}) as never;
}
