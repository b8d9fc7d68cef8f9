import type { Area } from './areas';
import type { Lang } from './langs';

type Loader = () => Promise<object[]>;

/**
 * The browser's strings: one chunk per area and language (apps/web/vite.config.ts names them), loaded on demand.
 * The client entry loads the areas the server rendered with before hydrating, a navigation those of the pages it
 * opens (root.tsx), the language switch the other language's. Stands in for `messages.ts` in the browser build.
 */
const LOADERS: Record<Lang, Record<Area, Loader>> = {
  'zh-CN': {
    base: () =>
      Promise.all([import('./base.zh-CN'), import('./realtime.zh-CN')]).then(([b, r]) => [b.baseZhCN, r.realtimeZhCN]),
    corporate: () => import('./corporate.zh-CN').then((m) => [m.corporateZhCN]),
    support: () => import('./support.zh-CN').then((m) => [m.supportZhCN]),
    contact: () => import('./contact.zh-CN').then((m) => [m.contactZhCN]),
    start: () => import('./start.zh-CN').then((m) => [m.startZhCN]),
    forum: () => import('./forum.zh-CN').then((m) => [m.forumZhCN]),
    'forum-tools': () => import('./forum-tools.zh-CN').then((m) => [m.forumToolsZhCN]),
    'forum-live': () => import('./forum-live.zh-CN').then((m) => [m.forumLiveZhCN]),
    profile: () => import('./profile.zh-CN').then((m) => [m.profileZhCN]),
    editor: () => import('./editor.zh-CN').then((m) => [m.editorZhCN]),
    oauth: () => import('./oauth.zh-CN').then((m) => [m.oauthZhCN]),
    activity: () => import('./activity.zh-CN').then((m) => [m.activityZhCN]),
    chat: () => import('./chat.zh-CN').then((m) => [m.chatZhCN]),
    admin: () => import('./admin.zh-CN').then((m) => [m.adminZhCN]),
  },
  en: {
    base: () => Promise.all([import('./base.en'), import('./realtime.en')]).then(([b, r]) => [b.baseEn, r.realtimeEn]),
    corporate: () => import('./corporate.en').then((m) => [m.corporateEn]),
    support: () => import('./support.en').then((m) => [m.supportEn]),
    contact: () => import('./contact.en').then((m) => [m.contactEn]),
    start: () => import('./start.en').then((m) => [m.startEn]),
    forum: () => import('./forum.en').then((m) => [m.forumEn]),
    'forum-tools': () => import('./forum-tools.en').then((m) => [m.forumToolsEn]),
    'forum-live': () => import('./forum-live.en').then((m) => [m.forumLiveEn]),
    profile: () => import('./profile.en').then((m) => [m.profileEn]),
    editor: () => import('./editor.en').then((m) => [m.editorEn]),
    oauth: () => import('./oauth.en').then((m) => [m.oauthEn]),
    activity: () => import('./activity.en').then((m) => [m.activityEn]),
    chat: () => import('./chat.en').then((m) => [m.chatEn]),
    admin: () => import('./admin.en').then((m) => [m.adminEn]),
  },
};

const loaded: Record<Lang, Map<Area, object[]>> = { 'zh-CN': new Map(), en: new Map() };
const pending = new Map<string, Promise<void>>();

export function loadedAreas(lang: Lang): object[] {
  return [...loaded[lang].values()].flat();
}

/** The names of the areas of `lang` loaded so far. */
export function loadedAreaNames(lang: Lang): Area[] {
  return [...loaded[lang].keys()];
}

export function isAreaLoaded(lang: Lang, area: Area): boolean {
  return loaded[lang].has(area);
}

export function loadAreas(lang: Lang, areas: readonly Area[]): Promise<void> {
  return Promise.all(
    areas.map((area) => {
      if (loaded[lang].has(area)) return undefined;
      const key = `${lang}:${area}`;
      let loading = pending.get(key);
      if (!loading) {
        loading = LOADERS[lang][area]().then((parts) => {
          loaded[lang].set(area, parts);
          pending.delete(key);
        });
        pending.set(key, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}
