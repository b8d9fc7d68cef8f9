import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The page's stylesheets inline in its HTML (decision 0041). On a phone's slow line each `<link rel="stylesheet">`
 * is one more round trip the first paint waits for; a forum page had six. The server writes each one's rules in a
 * `<style>` where the link was, so the first paint waits for the HTML only.
 *
 * The link itself stays, with `media="print"`: React hydrates the `<head>` it rendered and must find the same
 * link there, and React Router finds it when a later navigation asks whether the stylesheet is already in the
 * page. A print stylesheet never blocks rendering; the browser fetches it at low priority, so it is in the
 * cache for the pages visited next. The inline rules stay for the rest of the visit (a client navigation does
 * not remove them): every page's rules are scoped by class prefix, so a page's rules never touch another page.
 */

/** The built assets (apps/web/build/client/assets), beside this module's build (apps/web/build/server). */
const ASSETS_DIR = fileURLToPath(new URL('../client/assets/', import.meta.url));

/**
 * A stylesheet link React Router writes: `<link nonce="…" rel="stylesheet" href="/assets/name-hash.css"/>`, the
 * href ending in `#` for a stylesheet a route module imports (React Router's way to tell it from a route's own).
 */
const STYLESHEET_LINK = /<link((?: nonce="[^"]*")?) rel="stylesheet" href="\/assets\/([\w.-]+\.css)(#?)"\/>/g;

/** The built files never change while the process runs: each is read once. */
const builtRules = new Map<string, string | null>();

/** A built stylesheet's rules, or null when the build has no such file (the development server's). */
function readBuiltRules(file: string): string | null {
  let rules = builtRules.get(file);
  if (rules === undefined) {
    const path = ASSETS_DIR + file;
    rules = existsSync(path) ? readFileSync(path, 'utf8') : null;
    builtRules.set(file, rules);
  }
  return rules;
}

/**
 * The document with its built stylesheets' rules inline, each before its link (now `media="print"`); a link whose
 * file `readRules` does not know stays as it is.
 */
export function inlineStylesheets(html: string, readRules = readBuiltRules): string {
  return html.replace(STYLESHEET_LINK, (link, nonce: string, file: string, hash: string) => {
    const found = readRules(file);
    if (found === null) return link;
    // A stylesheet cannot end the element early (the sequence is never valid CSS outside a string anyway).
    const rules = found.replaceAll('</style', '<\\/style');
    return (
      `<style data-href="/assets/${file}">${rules}</style>` +
      `<link${nonce} rel="stylesheet" href="/assets/${file}${hash}" media="print"/>`
    );
  });
}
