import { INLINED_ATTRIBUTE } from './stylesheet-subset.server';

/**
 * The page's scripts start after its first paint (decision 0045). The server's HTML is the whole page, styled
 * (its stylesheets are inline, decision 0041), so the first paint needs nothing else; but React Router writes
 * the scripts' preload links in the `<head>` and the module script that starts them in the body, so the browser
 * fetches and compiles ~140 KB of script while it is laying out the page, and on a phone the first paint waited
 * for them.
 *
 * The document is rewritten so that nothing of the scripts is requested before the first paint:
 *
 * - the `<link rel="modulepreload">` links leave the `<head>`; their addresses go to the starter below;
 * - React Router's module script keeps its place and text but gets a type the browser does not run
 *   (`text/x-after-paint`), so its imports are not fetched;
 * - a small script after it waits for the first frame to be painted (`requestAnimationFrame`, then a task), then
 *   switches on the stylesheets whose rules the page carries only in part (inline-stylesheets.server.ts), and once
 *   they have loaded puts a module script with the same text in the inert one's place, which starts the app exactly
 *   as before; meanwhile it adds the preload links, `PRELOADS_PER_TASK` at a time, one task after another:
 *   Chromium spends 2–3 ms of a phone's main thread on each link it adds (a fragment of them costs the same), and
 *   the thirty of a page in one go were a long task of their own. A tab opened in the background paints nothing,
 *   so the starter also runs after three seconds at the latest.
 *
 * The new module script's text is the inert one's, so the page's Content-Security-Policy, which allows the inline
 * scripts the render wrote by their hashes, allows it as well; the starter is written with the render's nonce,
 * so it is hashed with the others.
 */

/** A preload link React writes into the head: `<link rel="modulepreload" href="/assets/…" nonce="…"/>`. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;

/** React Router's module script (`<Scripts />`): `<script nonce="…" type="module" async="">`. */
const MODULE_SCRIPT = /^<script((?: nonce="[^"]*")?) type="module" async="">/;

/** The type the module script waits under: not a script type, so the browser neither runs nor fetches it. */
export const AFTER_PAINT_TYPE = 'text/x-after-paint';

/** How many preload links the starter adds in one task (a few milliseconds each on a phone). */
export const PRELOADS_PER_TASK = 8;

/**
 * How long the app waits, at most, for the stylesheets switched on after the first paint before it starts: they were
 * fetched from the start at a low priority and are normally there long before the scripts.
 */
export const STYLESHEETS_WAIT_MS = 3000;

/**
 * The starter, minified by hand: it runs once, after the first paint or after three seconds. It switches on the
 * stylesheets the page carries in part, adds the preload links, and starts the app once those stylesheets have
 * loaded, so that what the app draws that the server's HTML did not hold is styled from its first frame.
 */
function starter(preloads: readonly string[]): string {
  return (
    '(function(){var d=document,done=0,run=0;' +
    `function start(){if(run)return;run=1;var s=d.querySelector('script[type="${AFTER_PAINT_TYPE}"]');` +
    'if(s){var m=d.createElement("script");m.type="module";m.textContent=s.textContent;s.replaceWith(m)}}' +
    'function go(){if(done)return;done=1;' +
    `var c=d.querySelectorAll("link[${INLINED_ATTRIBUTE}]"),w=c.length+1;function one(){if(--w===0)start()}` +
    'c.forEach(function(l){l.media="all";if(l.sheet)one();else{l.addEventListener("load",one);l.addEventListener("error",one)}});' +
    `one();setTimeout(start,${STYLESHEETS_WAIT_MS});` +
    `var u=${JSON.stringify(preloads)},i=0;(function add(){var f=d.createDocumentFragment();` +
    `for(var n=0;n<${PRELOADS_PER_TASK}&&i<u.length;n++,i++){var l=d.createElement("link");l.rel="modulepreload";l.href=u[i];f.appendChild(l)}` +
    'd.head.appendChild(f);if(i<u.length)setTimeout(add,0)})()}' +
    'requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,3000)})()'
  );
}

const MODULE_SCRIPT_TYPE = Buffer.from(' type="module" async="">');
const SCRIPT_START = Buffer.from('<script');
const SCRIPT_END = Buffer.from('</script>');

/**
 * The document's `head` (its text up to `</head>`) and `body` (its bytes from there) with the scripts started
 * after the first paint; unchanged when it has no module script (a page rendered without `<Scripts />`). Only the
 * module script of the body is read as text: the rest of it is copied as bytes.
 */
export function startScriptsAfterPaint(head: string, body: Buffer): { head: string; body: Buffer } {
  const type = body.indexOf(MODULE_SCRIPT_TYPE);
  const at = type === -1 ? -1 : body.lastIndexOf(SCRIPT_START, type);
  const close = at === -1 ? -1 : body.indexOf(SCRIPT_END, type);
  if (close === -1) return { head, body };
  const end = close + SCRIPT_END.length;
  const script = body.subarray(at, end).toString('utf8');
  const start = MODULE_SCRIPT.exec(script);
  if (!start) return { head, body };
  const nonce = start[1] ?? '';
  const preloads: string[] = [];
  const headWithout = head.replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href);
    return '';
  });
  const inert = script.replace(MODULE_SCRIPT, `<script type="${AFTER_PAINT_TYPE}"${nonce}>`);
  return {
    head: headWithout,
    body: Buffer.concat([
      body.subarray(0, at),
      Buffer.from(inert + `<script${nonce}>${starter(preloads)}</script>`),
      body.subarray(end),
    ]),
  };
}
