import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { INLINED_ATTRIBUTE, parseStylesheet, subsetOf, type StylesheetParts } from './stylesheet-subset.server';

/**
 * The page's stylesheets inline in its HTML (decision 0041). On a phone's slow line each `<link rel="stylesheet">`
 * is one more round trip the first paint waits for; a forum page had six. The server writes each one's rules in a
 * `<style>` where the link was, so the first paint waits for the HTML only.
 *
 * Only the rules the page's HTML can use are written (decision 0055, stylesheet-subset.server.ts): two thirds of a
 * forum page's rules style what it does not hold. The link itself stays, with `media="print"`: React hydrates the
 * `<head>` it rendered and must find the same link there, and React Router finds it when a later navigation asks
 * whether the stylesheet is already in the page. A print stylesheet never blocks rendering; the browser fetches it
 * at low priority, and once the page has been painted the starter (scripts-after-paint.server.ts) switches it to
 * every medium, so the whole file styles what the scripts draw and the pages a client navigation shows next. Its
 * rules are the inline ones' and more, in the same place of the cascade, so nothing already drawn changes.
 *
 * A link whose address ends in `#` (a stylesheet a route module imports) gets a twin without it, `media="print"`
 * too. Vite's loader, before it runs code loaded later (a lazy part of the page), adds that code's stylesheets
 * unless a stylesheet link of the same address is in the page, and it does not take `x.css#` for `x.css`: it added
 * the shell's stylesheet a second time, after the page's own stylesheets, so in their shared cascade layer the
 * shell's rules came last and won where they had lost (the home page's call to action lost its padding after a
 * forum page had loaded a thread's code). The twin is the same file, fetched once.
 *
 * A signed-in member's page links its stylesheets instead (`linkStylesheets`, decision 0054): a member has loaded the
 * site before, so the built files are in the browser's cache, and the page is 40–50 KB shorter to write and to
 * compress on every render of it.
 */

/** The built assets (apps/web/build/client/assets), beside this module's build (apps/web/build/server). */
const ASSETS_DIR = fileURLToPath(new URL('../client/assets/', import.meta.url));

/**
 * A stylesheet link React Router writes: `<link nonce="…" rel="stylesheet" href="/assets/name-hash.css"/>`, the
 * href ending in `#` for a stylesheet a route module imports (React Router's way to tell it from a route's own).
 */
const STYLESHEET_LINK = /<link((?: nonce="[^"]*")?) rel="stylesheet" href="\/assets\/([\w.-]+\.css)(#?)"\/>/g;

/**
 * A stylesheet's rules as a `<style>` element's bytes. A stylesheet cannot end the element early (the sequence is
 * never valid CSS outside a string anyway).
 */
function styleElement(file: string, rules: string): Buffer {
  return Buffer.from(`<style data-href="/assets/${file}">${rules.replaceAll('</style', '<\\/style')}</style>`);
}

/** The built files never change while the process runs: each is read and parsed once. */
const builtFiles = new Map<string, StylesheetParts | null>();

/** A built stylesheet's parts, or null when the build has no such file (the development server's). */
function builtParts(file: string): StylesheetParts | null {
  let parts = builtFiles.get(file);
  if (parts === undefined) {
    const path = ASSETS_DIR + file;
    parts = existsSync(path) ? parseStylesheet(readFileSync(path, 'utf8')) : null;
    builtFiles.set(file, parts);
  }
  return parts;
}

/**
 * The document's head with its built stylesheets' rules inline, each before its link (now `media="print"`), as the
 * bytes to send, in parts; of each file, only the rules a page holding `classes` can use (decision 0055). A link
 * whose file `readRules` (the built files by default) does not know stays as it is.
 */
export function inlineStylesheets(
  head: string,
  classes: ReadonlySet<string>,
  readRules?: (file: string) => string | null,
): Buffer[] {
  const partsOf = readRules
    ? (file: string) => {
        const rules = readRules(file);
        return rules === null ? null : parseStylesheet(rules);
      }
    : builtParts;
  const parts: Buffer[] = [];
  let copied = 0;
  for (const match of head.matchAll(STYLESHEET_LINK)) {
    const [link, nonce = '', file = '', hash = ''] = match;
    const stylesheet = partsOf(file);
    if (stylesheet === null) continue;
    const kept = `<link${nonce} rel="stylesheet" href="/assets/${file}${hash}" media="print" ${INLINED_ATTRIBUTE}=""/>`;
    parts.push(
      Buffer.from(head.slice(copied, match.index)),
      styleElement(file, subsetOf(stylesheet, classes)),
      Buffer.from(kept + twinOf(nonce, file, hash)),
    );
    copied = match.index + link.length;
  }
  parts.push(Buffer.from(head.slice(copied)));
  return parts;
}

/** The `media="print"` twin without the `#` of a route module's stylesheet link (see above), or nothing. */
function twinOf(nonce: string, file: string, hash: string): string {
  return hash ? `<link${nonce} rel="stylesheet" href="/assets/${file}" media="print"/>` : '';
}

/**
 * The document's head for a signed-in member (decision 0054): every stylesheet stays a link that the first paint
 * waits for, as the browser has it cached, and a route module's link gets its twin as in `inlineStylesheets`.
 */
export function linkStylesheets(head: string): Buffer {
  return Buffer.from(
    head.replace(
      STYLESHEET_LINK,
      (link, nonce: string, file: string, hash: string) => link + twinOf(nonce, file, hash),
    ),
  );
}
