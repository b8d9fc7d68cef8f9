import { API_BASE, ErrorCodes, PAGES, TENANT_HEADER, topicHref, WS_BASE } from '@clearsight/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DomainEvents } from '../events.js';
import { chooseEncoding, compressBody, decompressBody, type BodyEncoding } from './body-compression.js';
import { AppError } from '../shared/app-error.js';
import type { TenantService } from '../features/tenant/tenant.service.js';
import type { Audit } from '../shared/audit.js';
import type { KeyValueStore } from '../shared/kv-store.js';
import { cookieValue } from './cookie-value.js';
import { createPageCacheStore, ENCODINGS, type Entry, type Scope } from './page-cache-store.js';

/**
 * The page cache: answers a page from a short-lived copy instead of rendering it again, for guests and members.
 * Decision record: docs/decisions/0012-page-cache.md. In short:
 * - Only what is the same for every visitor of a view is cached: GET requests to routes that opt in (the server
 *   renderer, the sitemap and robots.txt), without an Authorization header, outside the console (/admin),
 *   answered 200 without Set-Cookie. The renderer renders no member's data (a member's browser loads it after
 *   hydration), so a page has two views: a guest's and a signed-in one, told apart by the token cookie's
 *   presence (decision 0044); every member shares the signed-in copy.
 * - The key is what the renderer reads from a request: the view, tenant, language cookie, origin (protocol and
 *   host) and URL with its query, plus the web build.
 * - Content versions per tenant go up on every audited staff write, on content domain events and on forum
 *   writes; entries of an older version are never served. A forum write that names its topic forgets that topic's
 *   pages and the lists (boards, home, profiles) but not the other topics' pages (`Store`). A TTL
 *   (PAGE_CACHE_TTL_SECONDS, 30 s) bounds what no event announces (scheduled publishing, view and like counts).
 * - Entries are stored compressed and served as they are: a miss compresses the page once, in the encoding its
 *   request takes (browsers take brotli); the other encoding is made from it when a client first asks for it,
 *   and kept with the entry. Shared through Redis with REDIS_URL (versions too, so every instance agrees), in
 *   process (LRU, bounded by bytes) otherwise.
 * - Concurrent misses of one key in a process wait for the first render instead of rendering it again.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Opt a GET route into the page cache. `page`: a server-rendered page (tenant from the TenantId header or
     * cookie, language from the `lang` cookie). `crawler`: an answer for crawlers (tenant from the header only).
     */
    pageCache?: 'page' | 'crawler';
  }
  interface FastifyRequest {
    pageCacheMiss?: Miss;
  }
}

/** The cookie in which the browser mirrors its tab's tenant; the renderer reads it too. */
const TENANT_COOKIE = 'TenantId';
/** The cookie copy of a member's token: its presence picks the signed-in view (its value is never read). */
const TOKEN_COOKIE = 'AccessToken';
/** The language the web renders in. Its value is part of the key as it is (bounded to a short code). */
const LANG_COOKIE = 'lang';

/** Response headers never stored: set per response, or describing the stored body's transfer. */
const UNSTORED_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'x-request-id',
  'x-page-cache',
]);

const CACHEABLE_TYPES = /^(text\/html|application\/xml|text\/xml|text\/plain)\b/i;

/** How long a request waits for the same page's render in progress before rendering it itself. */
const WAIT_FOR_RENDER_MS = 15_000;

function waitAtMost<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** How stored pages are compressed, in either encoding: they are made once and served many times. */
const STORED_LEVEL = 6;

interface Miss {
  key: string;
  version: string;
  settle: (entry: Entry | null) => void;
}

export interface PageCacheOptions {
  kv: KeyValueStore;
  /** Off: every request renders (PAGE_CACHE=off). */
  enabled: boolean;
  ttlMs: number;
  /** Bound of the in-process store (compressed bytes); Redis keeps its own memory policy. */
  maxBytes: number;
  /** How pages are compressed: `compressBody` (a test counts the calls). */
  compress?: typeof compressBody;
  log?: (message: string, error: unknown) => void;
}

export interface PageCache {
  /**
   * The tenant's content changed: its cached pages are not served again; with `topicId`, only that topic changed,
   * and the other topics' pages stay (every list is forgotten). Resolves once every instance will see it (never
   * rejects: a failed bump is logged, and the TTL still ends the stale pages).
   */
  contentChanged(tenantId: string, topicId?: string): Promise<void>;
  /**
   * Also tells `listener`, in this process, whenever a tenant's content changes here (and the topic, when only one
   * changed): for what is kept in process from the same content (the home page's aggregate). Other instances'
   * changes reach only the shared versions.
   */
  onContentChanged(listener: (tenantId: string, topicId?: string) => void): void;
  /**
   * The version of the tenant's lists (what every page but a topic's shows), shared by every instance when the
   * store is Redis: what a process keeps derived from content (the home page's aggregate) is tagged with it, so a
   * change made on another instance makes it stale here too, before a page rendered from it could be cached
   * under the new version.
   */
  contentVersion(tenantId: string): Promise<number>;
  /** The audit port (the service with all its other methods), bumping the content version after every record. */
  auditing<T extends Audit>(audit: T): T;
  /** Bumps the content version on the domain events that change what visitors see. */
  listen(events: DomainEvents): void;
  /** Part of every key: cached pages of another web build are never served (its asset names differ). */
  setGeneration(generation: string): void;
  /** Adds the hooks that answer from and fill the cache. */
  register(server: FastifyInstance, deps: { tenants: Pick<TenantService, 'resolve'> }): void;
}

/** Domain events after which a visitor may see something else anywhere. */
const CONTENT_EVENTS = [
  'site-notice.published',
  'site-notice.withdrawn',
  'profile.nick-changed',
  'profile.avatar-changed',
] as const;
/** Domain events after which a visitor may see something else on one topic's pages and in the lists. */
const TOPIC_EVENTS = ['topic.created', 'comment.created'] as const;

/** The topic whose pages a path is (`/article/<id>` and its articles' `/article/<id>/<article>`), if any. */
const TOPIC_PAGES = topicHref('');
function topicOfPath(path: string): string | null {
  if (!path.startsWith(TOPIC_PAGES)) return null;
  const id = path.slice(TOPIC_PAGES.length).split('/')[0]!;
  try {
    return decodeURIComponent(id) || null;
  } catch {
    return null;
  }
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const store = createPageCacheStore(options.kv, options);
  const inflight = new Map<string, Promise<Entry | null>>();
  let generation = '';
  const log = options.log ?? (() => {});
  const compress = options.compress ?? compressBody;
  const listeners: ((tenantId: string, topicId?: string) => void)[] = [];

  function contentChanged(tenantId: string, topicId?: string): Promise<void> {
    for (const listener of listeners) listener(tenantId, topicId);
    const bumped = topicId ? store.bumpTopic(tenantId, topicId) : store.bump(tenantId);
    return bumped.catch((error: unknown) => log('page cache: version bump failed', error));
  }

  /** The key of a request, or null when the answer must not come from (or go to) the cache. */
  async function keyOf(
    request: FastifyRequest,
    tenants: Pick<TenantService, 'resolve'>,
  ): Promise<{ key: string; tenantId: string; scope: Scope } | null> {
    const kind = request.routeOptions.config.pageCache;
    if (!kind || request.method !== 'GET') return null;
    const path = request.url.split('?')[0]!;
    if (path.startsWith(API_BASE) || path.startsWith(WS_BASE)) return null;
    if (path === PAGES.admin || path.startsWith(`${PAGES.admin}/`)) return null;
    if (request.headers.authorization) return null;
    const cookies = request.headers.cookie;
    const view = cookieValue(cookies, TOKEN_COOKIE)?.trim() ? 'signed-in' : 'guest';
    const header = request.headers[TENANT_HEADER.toLowerCase()];
    const headerTenant = Array.isArray(header) ? header[0] : header;
    let tenantId: string;
    let lang = '-';
    if (kind === 'page') {
      const wanted = headerTenant ?? cookieValue(cookies, TENANT_COOKIE);
      // As the renderer does: an unknown tenant gets the default tenant's page; a disabled one is not cached.
      const tenant = await tenants
        .resolve(wanted)
        .catch((error: unknown) =>
          error instanceof AppError && error.code === ErrorCodes.tenantDisabled ? null : tenants.resolve(undefined),
        );
      if (!tenant) return null;
      tenantId = tenant.id;
      lang = cookieValue(cookies, LANG_COOKIE) ?? '';
      if (!/^[A-Za-z-]{0,16}$/.test(lang)) return null;
    } else {
      const tenant = await tenants.resolve(headerTenant).catch(() => null);
      if (!tenant) return null;
      tenantId = tenant.id;
    }
    const origin = `${request.protocol}://${request.host}`;
    const topicId = kind === 'page' ? topicOfPath(path) : null;
    return {
      key: [generation, kind, view, tenantId, lang, origin, request.url].join('\n'),
      tenantId,
      scope: topicId ? { topicId } : null,
    };
  }

  /**
   * A rendered page as an entry, compressed once: in the encoding its request takes (a client that takes none
   * gets the page as it is, and the entry keeps brotli, the smaller).
   */
  async function makeEntry(
    reply: FastifyReply,
    payload: Buffer,
    version: string,
    encoding: BodyEncoding | null,
  ): Promise<Entry> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || UNSTORED_HEADERS.has(name.toLowerCase())) continue;
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    const stored = encoding ?? 'br';
    const bodies = { [stored]: await compress(payload, stored, STORED_LEVEL) };
    return { version, status: reply.statusCode, headers, bodies };
  }

  /**
   * The entry's body in `encoding` (null: as rendered). One the entry does not have yet is made from one it has,
   * and stored with it for the clients after this one that take it.
   */
  async function bodyIn(key: string, entry: Entry, encoding: BodyEncoding | null): Promise<Buffer> {
    const ready = encoding && entry.bodies[encoding];
    if (ready) return ready;
    const from = ENCODINGS.find((e) => entry.bodies[e])!;
    const plain = await decompressBody(entry.bodies[from]!, from);
    if (!encoding) return plain;
    const made = await compress(plain, encoding, STORED_LEVEL);
    store
      .complete(key, { ...entry, bodies: { ...entry.bodies, [encoding]: made } })
      .catch((error: unknown) => log('page cache: write failed', error));
    return made;
  }

  /** Sends a stored entry as the answer, in the encoding the client takes. */
  async function sendEntry(request: FastifyRequest, reply: FastifyReply, key: string, entry: Entry) {
    reply.code(entry.status);
    for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
    reply.header('vary', 'Accept-Encoding');
    reply.header('x-page-cache', 'hit');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const body = await bodyIn(key, entry, encoding);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  }

  /** Whether an answer may be kept for other visitors of its view. */
  function storable(reply: FastifyReply, payload: unknown): payload is string | Buffer {
    if (reply.statusCode !== 200) return false;
    if (reply.hasHeader('set-cookie')) return false;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
    if (!CACHEABLE_TYPES.test(String(reply.getHeader('content-type') ?? ''))) return false;
    return !/\b(no-store|private)\b/i.test(String(reply.getHeader('cache-control') ?? ''));
  }

  return {
    contentChanged,

    contentVersion(tenantId) {
      return store.listsVersion(tenantId);
    },

    onContentChanged(listener) {
      listeners.push(listener);
    },

    auditing(audit) {
      return {
        ...audit,
        async record(tx, ctx, entry) {
          await audit.record(tx, ctx, entry);
          // Only what committed changes what visitors see; the bump itself must not hold the transaction.
          tx.afterCommit(() => contentChanged(ctx.tenantId));
        },
      };
    },

    listen(events) {
      for (const name of CONTENT_EVENTS) events.on(name, (payload) => contentChanged(payload.tenantId));
      for (const name of TOPIC_EVENTS)
        events.on(name, (payload) => contentChanged(payload.tenantId, payload.discussId));
    },

    setGeneration(value) {
      generation = value;
    },

    register(server, deps: { tenants: Pick<TenantService, 'resolve'> }) {
      if (!options.enabled) return;

      server.addHook('onRequest', async (request, reply) => {
        const found = await keyOf(request, deps.tenants);
        if (!found) {
          if (request.routeOptions.config.pageCache) reply.header('x-page-cache', 'bypass');
          return;
        }
        const { key, tenantId, scope } = found;
        const read = await store.read(tenantId, scope, key).catch((error: unknown) => {
          log('page cache: read failed', error);
          return null;
        });
        if (!read) return;
        if (read.entry && read.entry.version === read.version) return sendEntry(request, reply, key, read.entry);
        // Another request of this process is rendering the same page: its answer serves this one too.
        const pending = inflight.get(key);
        if (pending) {
          const entry = await waitAtMost(pending, WAIT_FOR_RENDER_MS);
          if (entry && entry.version === read.version) return sendEntry(request, reply, key, entry);
          return;
        }
        let settle: (entry: Entry | null) => void = () => {};
        const promise = new Promise<Entry | null>((resolve) => {
          settle = resolve;
        });
        inflight.set(key, promise);
        request.pageCacheMiss = {
          key,
          version: read.version,
          settle: (entry) => {
            if (inflight.get(key) === promise) inflight.delete(key);
            settle(entry);
          },
        };
      });

      server.addHook('onSend', async (request, reply, payload) => {
        const miss = request.pageCacheMiss;
        if (!miss) return payload;
        request.pageCacheMiss = undefined;
        if (!storable(reply, payload)) {
          miss.settle(null);
          reply.header('x-page-cache', 'bypass');
          return payload;
        }
        const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
        const encoding = chooseEncoding(request.headers['accept-encoding']);
        let entry: Entry;
        try {
          entry = await makeEntry(reply, body, miss.version, encoding);
        } catch (error) {
          log('page cache: compression failed', error);
          miss.settle(null);
          return payload;
        }
        miss.settle(entry);
        store.write(miss.key, entry, options.ttlMs).catch((error: unknown) => log('page cache: write failed', error));
        // The compressed copy just made answers this request too (the renderer left the page uncompressed for it).
        reply.header('x-page-cache', 'miss').header('vary', 'Accept-Encoding').removeHeader('content-length');
        if (!encoding) return body;
        reply.header('content-encoding', encoding);
        return entry.bodies[encoding]!;
      });

      // A request that ended without an answer to store (an error, a closed connection) releases its waiters.
      const release = async (request: FastifyRequest) => {
        request.pageCacheMiss?.settle(null);
        request.pageCacheMiss = undefined;
      };
      server.addHook('onResponse', release);
      server.addHook('onRequestAbort', release);
    },
  };
}
