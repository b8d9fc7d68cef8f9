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

/** The built files never change while the process runs: each is read, and its element encoded, once. */
const builtStyles = new Map<string, Buffer | null>();

/** A built stylesheet's `<style>` element, or null when the build has no such file (the development server's). */
function builtStyle(file: string): Buffer | null {
  let style = builtStyles.get(file);
  if (style === undefined) {
    const path = ASSETS_DIR + file;
    style = existsSync(path) ? styleElement(file, readFileSync(path, 'utf8')) : null;
    builtStyles.set(file, style);
  }
  return style;
}

/**
 * The document's head with its built stylesheets' rules inline, each before its link (now `media="print"`), as the
 * bytes to send, in parts: the rules are tens of kilobytes a page, encoded once per process rather than once per
 * render. A link whose file `readRules` (the built files by default) does not know stays as it is.
 */
export function inlineStylesheets(head: string, readRules?: (file: string) => string | null): Buffer[] {
  const styleOf = readRules
    ? (file: string) => {
        const rules = readRules(file);
        return rules === null ? null : styleElement(file, rules);
      }
    : builtStyle;
  const parts: Buffer[] = [];
  let copied = 0;
  for (const match of head.matchAll(STYLESHEET_LINK)) {
    const [link, nonce = '', file = '', hash = ''] = match;
    const style = styleOf(file);
    if (style === null) continue;
    const kept = `<link${nonce} rel="stylesheet" href="/assets/${file}${hash}" media="print"/>`;
    parts.push(Buffer.from(head.slice(copied, match.index)), style, Buffer.from(kept + twinOf(nonce, file, hash)));
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
