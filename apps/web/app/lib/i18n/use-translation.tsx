import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
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

/**
 * The page's language and its `t(key, vars)`; renders again when more of the site's strings arrive, in a
 * transition. A page loads areas after it is shown (the member layer's tools, the live bar's strings), and every
 * component with strings hears of each: as a `useSyncExternalStore`, each load re-rendered all of them at once in
 * one synchronous task (a member's topic page rendered its whole view 37 times). A transition lets React render
 * them in slices, and batch loads that arrive close together. A component only shows another area's strings once
 * that area has loaded (routes and member layers load theirs before rendering), so nothing on screen waits for it.
 */
export function useTranslation(): { t: Translate; lang: Lang } {
  const lang = useContext(LangContext);
  const [seen, setSeen] = useState(areasVersion);
  useEffect(() => {
    const update = () => startTransition(() => setSeen(areasVersion()));
    // Areas that arrived between this render and the subscription.
    if (areasVersion() !== seen) update();
    return onAreasLoaded(update);
  }, [seen]);
  return { t: translatorFor(lang), lang };
}
