import { loadAreas, normalizeLang } from '../../../lib/i18n';

/**
 * The live code's strings (the `forum-live` area), asked for when its chunk loads: the bars' lazy modules resolve
 * once they are in (`withStrings`). The page's language is the document's; a later language switch loads the
 * loaded areas in the other language.
 */
export const liveStrings: Promise<void> =
  typeof document === 'undefined'
    ? Promise.resolve()
    : loadAreas(normalizeLang(document.documentElement.lang), ['forum-live']);
