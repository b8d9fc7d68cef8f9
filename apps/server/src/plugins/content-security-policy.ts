import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer (decision 0020).
 *
 * - Scripts: the site's own files (`'self'`) and, on a page, exactly the inline scripts the renderer wrote for it,
 *   by their SHA-256 hashes. Never `'unsafe-inline'`: markup that slipped into a page cannot run script.
 * - Styles keep `'unsafe-inline'`: antd's CSS-in-JS writes `<style>` elements at run time and React writes `style`
 *   attributes, which no nonce or hash can cover.
 * - Connections: the page's own origin and its WebSocket twin (the realtime hubs): PUBLIC_URL's when it is set,
 *   else the request's own host.
 */
const FIXED: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'self'"],
  ['base-uri', "'self'"],
  ['font-src', "'self' data:"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'self'"],
  ['img-src', "'self' data: blob:"],
  ['media-src', "'self' blob:"],
  ['object-src', "'none'"],
  ['script-src-attr', "'none'"],
  ['style-src', "'self' 'unsafe-inline'"],
];
const FIXED_TEXT = FIXED.map(([name, value]) => `${name} ${value}`).join(';');

/** A host as a URL may carry it (name or address, optional port); anything else is left out of the policy. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The WebSocket origin of an http(s) origin. */
function socketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

export interface ContentSecurityPolicy {
  /** The policy of an answer that is not a page: no inline script at all. */
  forRequest(request: { protocol: string; host: string }): string;
  /** A page's policy: its own inline scripts, by hash (`'sha256-…'`), besides the site's files. */
  forPage(request: { protocol: string; host: string }, scriptHashes: readonly string[]): string;
}

export function createContentSecurityPolicy(options: { publicUrl?: string | undefined }): ContentSecurityPolicy {
  let publicSources: string | null = null;
  if (options.publicUrl) {
    const origin = new URL(options.publicUrl).origin;
    publicSources = `${origin} ${socketOrigin(origin)}`;
  }
  function connectSources(request: { protocol: string; host: string }): string {
    if (publicSources) return publicSources;
    const host = request.host.toLowerCase();
    if (!HOST.test(host)) return '';
    return socketOrigin(`${request.protocol === 'https' ? 'https' : 'http'}://${host}`);
  }
  function policy(request: { protocol: string; host: string }, scripts: string): string {
    const connect = connectSources(request);
    return `${FIXED_TEXT};script-src ${scripts};connect-src 'self'${connect ? ` ${connect}` : ''}`;
  }
  return {
    forRequest: (request) => policy(request, "'self'"),
    forPage: (request, hashes) => policy(request, ["'self'", ...hashes.map((h) => `'${h}'`)].join(' ')),
  };
}

/** A value for React's `nonce` that marks the inline scripts one render writes (unguessable, used once). */
export function renderNonce(): string {
  return randomBytes(18).toString('base64url');
}

const SCRIPT_OPEN = Buffer.from('<script');
const SCRIPT_CLOSE = Buffer.from('</script');
const TAG_END = 0x3e; // '>'
const CARRIAGE_RETURN = 0x0d;

/**
 * The inline scripts a render wrote, found by the nonce it gave them (React and React Router put it on every
 * script they write): their hashes for the policy, and the page without the nonce, which would otherwise be
 * replayed to every visitor of a cached page. A script without that nonce — anything that reached the page
 * from content — gets no hash, so it does not run. The hash is the browser's: SHA-256 of the element's text as
 * the HTML parser reads it (line breaks normalised to LF).
 *
 * It works on the page's bytes as rendered: the nonce, the tags and the hashed text are found and cut with
 * `indexOf` and `subarray`, so a page is never decoded to a string and encoded back (most of this step's cost
 * when it used a regular expression over the decoded page).
 */
export function hashRenderedScripts(page: Buffer, nonce: string): { page: Buffer; hashes: string[] } {
  const marker = Buffer.from(` nonce="${nonce}"`);
  let at = page.indexOf(marker);
  if (at < 0) return { page, hashes: [] };
  const hashes = new Set<string>();
  const parts: Buffer[] = [];
  let copied = 0;
  while (at >= 0) {
    const open = page.lastIndexOf(SCRIPT_OPEN, at);
    const tagEnd = open < 0 ? -1 : page.indexOf(TAG_END, open);
    // The nonce counts only inside a script's start tag (`<script … nonce="…" …>`).
    const boundary = page[open + SCRIPT_OPEN.length];
    const inStartTag = open >= 0 && tagEnd > at && (boundary === 0x20 || boundary === TAG_END);
    if (!inStartTag) {
      at = page.indexOf(marker, at + marker.length);
      continue;
    }
    const close = page.indexOf(SCRIPT_CLOSE, tagEnd + 1);
    if (close < 0) break;
    const attributes =
      page.subarray(open + SCRIPT_OPEN.length, at).toString('utf8') +
      page.subarray(at + marker.length, tagEnd).toString('utf8');
    const text = page.subarray(tagEnd + 1, close);
    if (!/\bsrc\s*=/i.test(attributes) && text.length > 0) {
      const hash = createHash('sha256');
      if (text.includes(CARRIAGE_RETURN)) hash.update(text.toString('utf8').replace(/\r\n?/g, '\n'), 'utf8');
      else hash.update(text);
      hashes.add(`sha256-${hash.digest('base64')}`);
    }
    parts.push(page.subarray(copied, at));
    copied = at + marker.length;
    at = page.indexOf(marker, close);
  }
  if (parts.length === 0) return { page, hashes: [] };
  parts.push(page.subarray(copied));
  return { page: Buffer.concat(parts), hashes: [...hashes] };
}

/** Sets the policy for answers that are not pages (pages get theirs from the renderer, plugins/web.ts). */
export function registerContentSecurityPolicy(server: FastifyInstance, policy: ContentSecurityPolicy): void {
  server.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('content-security-policy', policy.forRequest(request));
    done();
  });
}
