import type { WatchLevel } from '@clearsight/contracts';

/** The levels in the order menus offer them, loudest first (as Discourse lists them). */
export const WATCH_LEVELS_ORDER: readonly WatchLevel[] = ['watching', 'normal', 'muted'];
