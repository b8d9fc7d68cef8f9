// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AFTER_PAINT_TYPE,
  PRELOADS_PER_TASK,
  STYLESHEETS_WAIT_MS,
  startScriptsAfterPaint,
} from './scripts-after-paint.server';

const HEAD =
  '<head><meta charset="utf-8"/><link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/framework-b.js" nonce="n1"/><link rel="icon" href="/favicon.svg"/>';
const MODULE_TEXT = 'import * as route0 from "/assets/root-c.js";\nimport("/assets/entry.client-a.js");';
const BODY =
  '</head><body><main>Hello</main><script nonce="n1">window.__ctx = {};</script>' +
  `<script nonce="n1" type="module" async="">${MODULE_TEXT}</script><script nonce="n1">done()</script></body></html>`;

/** The starter script the rewrite adds (the inline script right after the inert one). */
function starterOf(body: string): string {
  const inert = body.indexOf(`<script type="${AFTER_PAINT_TYPE}"`);
  const open = body.indexOf('<script nonce="n1">', inert);
  return body.slice(open + '<script nonce="n1">'.length, body.indexOf('</script>', open));
}

describe('startScriptsAfterPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('takes the preload links out of the head and makes the module script inert, keeping its text', () => {
    const out = startScriptsAfterPaint(HEAD, Buffer.from(BODY));
    const body = out.body.toString('utf8');
    expect(out.head).toBe('<head><meta charset="utf-8"/><link rel="icon" href="/favicon.svg"/>');
    expect(body).toContain(`<script type="${AFTER_PAINT_TYPE}" nonce="n1">${MODULE_TEXT}</script>`);
    expect(body).not.toContain('<script nonce="n1" type="module"');
    // The starter carries the render's nonce (so the server hashes it) and the preloads' addresses.
    expect(starterOf(body)).toContain('["/assets/entry.client-a.js","/assets/framework-b.js"]');
    // Everything else is where it was.
    expect(body.startsWith('</head><body><main>Hello</main><script nonce="n1">window.__ctx = {};</script>')).toBe(true);
    expect(body.endsWith('<script nonce="n1">done()</script></body></html>')).toBe(true);
  });

  it('leaves a document without a module script as it is', () => {
    const body = Buffer.from('</head><body><main>No scripts</main></body></html>');
    const out = startScriptsAfterPaint(HEAD, body);
    expect(out.head).toBe(HEAD);
    expect(out.body).toBe(body);
  });

  it('starts the scripts after the first frame and a task, once, with the preloads in the head', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const body = startScriptsAfterPaint(HEAD, Buffer.from(BODY)).body.toString('utf8');
    document.body.innerHTML = `<main>Hello</main><script type="${AFTER_PAINT_TYPE}">${MODULE_TEXT}</script>`;
    // A stylesheet inline in part, and a route module's twin, which stays a print stylesheet.
    document.head.innerHTML =
      '<link rel="stylesheet" href="/assets/forum.css#" media="print" data-inlined=""/>' +
      '<link rel="stylesheet" href="/assets/forum.css" media="print"/>';
    const media = () =>
      [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('media'));

    new Function(starterOf(body))();
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(0);
    expect(frames).toHaveLength(1);

    frames[0]!(0); // the first frame: the page is being painted
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(0);
    expect(media()).toEqual(['print', 'print']);
    vi.advanceTimersByTime(0); // the task after it: the stylesheet is switched on, the app waits for it
    expect(media()).toEqual(['all', 'print']);
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(0);
    document.head.querySelector('link[data-inlined]')!.dispatchEvent(new Event('load'));
    const started = document.querySelectorAll('script[type="module"]');
    expect(started).toHaveLength(1);
    expect(started[0]!.textContent).toBe(MODULE_TEXT);
    expect(document.querySelector(`script[type="${AFTER_PAINT_TYPE}"]`)).toBeNull();
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual(
      ['/assets/entry.client-a.js', '/assets/framework-b.js'],
    );

    // The fallback for a tab painted late does nothing more.
    vi.advanceTimersByTime(3000);
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2);
  });

  it('adds a long list of preload links a few per task, each task after the last', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const hrefs = Array.from({ length: 2 * PRELOADS_PER_TASK + 3 }, (_, i) => `/assets/part-${i}.js`);
    const head = `<head>${hrefs.map((href) => `<link rel="modulepreload" href="${href}" nonce="n1"/>`).join('')}`;
    const body = startScriptsAfterPaint(head, Buffer.from(BODY)).body.toString('utf8');
    document.body.innerHTML = `<script type="${AFTER_PAINT_TYPE}">${MODULE_TEXT}</script>`;
    const added = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

    new Function(starterOf(body))();
    frames[0]!(0);
    vi.advanceTimersToNextTimer(); // the task after the frame: the app starts, and the first links go in
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
    expect(added()).toEqual(hrefs.slice(0, PRELOADS_PER_TASK));
    vi.advanceTimersToNextTimer(); // the next task
    expect(added()).toEqual(hrefs.slice(0, 2 * PRELOADS_PER_TASK));
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual(hrefs);
    vi.runAllTimers(); // the three seconds' fallback adds nothing
    expect(added()).toEqual(hrefs);
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('starts the app without a stylesheet that does not arrive, after a while', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callback(0));
    const body = startScriptsAfterPaint(HEAD, Buffer.from(BODY)).body.toString('utf8');
    document.body.innerHTML = `<script type="${AFTER_PAINT_TYPE}">${MODULE_TEXT}</script>`;
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/forum.css" media="print" data-inlined=""/>';
    new Function(starterOf(body))();
    vi.advanceTimersByTime(0); // the task after the first frame: the stylesheet is switched on
    vi.advanceTimersByTime(STYLESHEETS_WAIT_MS - 1);
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('starts them after three seconds when no frame is painted (a tab opened in the background)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const body = startScriptsAfterPaint(HEAD, Buffer.from(BODY)).body.toString('utf8');
    document.body.innerHTML = `<script type="${AFTER_PAINT_TYPE}">${MODULE_TEXT}</script>`;
    new Function(starterOf(body))();
    vi.advanceTimersByTime(2999);
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });
});
