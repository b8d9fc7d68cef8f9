import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { areasVersion, DEFAULT_LANG, onAreasLoaded, translate, type Lang, type Vars } from './index';

export type Translate = (key: string, vars?: Vars) => string;

/** One `t` per language for the life of the page: components that pass it down never re-render for a new one. */
const translators = new Map<Lang, Translate>();

export function translatorFor(lang: Lang): Translate {
  let t = translators.get(lang);
  if (!t) {
    t = (key, vars) => translate(lang, key, vars);
    translators.set(lang, t);
  }
  return t;
}

const LangContext = createContext<Lang>(DEFAULT_LANG);

/** The page's language for every `useTranslation()` below it. */
export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

/** The page's language and its `t(key, vars)`; renders again when more of the site's strings arrive. */
export function useTranslation(): { t: Translate; lang: Lang } {
  const lang = useContext(LangContext);
  useSyncExternalStore(onAreasLoaded, areasVersion, areasVersion);
  return { t: translatorFor(lang), lang };
}
