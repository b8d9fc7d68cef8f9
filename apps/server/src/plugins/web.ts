import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { API_BASE, ErrorCodes, TENANT_HEADER, WS_BASE } from '@clearsight/contracts';
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { AppConfig } from '../config.js';
import { AppError } from '../shared/app-error.js';
import type { TenantService } from '../features/tenant/tenant.service.js';
import {
  createContentSecurityPolicy,
  hashRenderedScripts,
  renderNonce,
  type ContentSecurityPolicy,
} from './content-security-policy.js';
import type { PageCache } from './page-cache.js';
import { cookieValue } from './cookie-value.js';
import type { RouteCaller } from './route-caller.js';

export function webBuildDir(config: AppConfig): string {
  return resolve(config.webBuildDir ?? new URL('../../../web/build', import.meta.url).pathname);
}

export function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  // The pages' `Referrer-Policy: no-referrer` makes a browser send `Origin: null` with a form it posts to its own
  // page, and React Router refuses an action whose Origin is not the page's (its guard against cross-site forms).
  // The browser's own Fetch Metadata says where the form came from: only a same-origin one counts as the page's.
  if (
    request.method === 'POST' &&
    headers.get('origin') === 'null' &&
    headers.get('sec-fetch-site') === 'same-origin'
  ) {
    headers.set('origin', origin);
  }
  // A HEAD is answered as the GET would be (status, type, length); Node sends no body for it.
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const init: RequestInit & { duplex?: 'half' } = { method, headers };
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined) {
    init.body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
  }
  return new Request(new URL(request.url, origin), init);
}

async function sendFetchResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
  page: { nonce: string; policy: ContentSecurityPolicy; document: RenderedDocument },
): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  // A rendered document comes as the bytes the renderer handed over with this very Response (entry.server.tsx);
  // any other answer (a redirect, an error page React Router made itself, a resource route) carries its own body.
  let body: Buffer | null =
    page.document.response === response && page.document.body
      ? page.document.body
      : response.body
        ? Buffer.from(await response.arrayBuffer())
        : null;
  // The page's own inline scripts (marked by this render's nonce) run by their hashes, and nothing else inline
  // does; the policy goes with the page into the page cache, so a cached copy replays a policy that fits it.
  let hashes: string[] = [];
  if (body && /^text\/html/i.test(response.headers.get('content-type') ?? '')) {
    const hashed = hashRenderedScripts(body, page.nonce);
    hashes = hashed.hashes;
    body = hashed.page;
  }
  reply.header('content-security-policy', page.policy.forPage(request, hashes));
  // The rendered page is whole: it is compressed in one call on its way out (response-compression.ts), or by the
  // page cache when it is about to store it.
  return reply.send(body);
}

/** The document the renderer handed over (`takeDocument` in the load context), with the Response it belongs to. */
type RenderedDocument = { response?: Response; body?: Buffer };

/** How long browsers and proxies keep the web build's static files. */
export const ASSET_CACHE_CONTROL = {
  hashed: 'public, max-age=31536000, immutable',
  named: 'public, max-age=3600',
} as const;

/** A page's form holds a few short fields. */
const PAGE_FORM_LIMIT_BYTES = 64 * 1024;

/** Marks the renderer's in-process API calls (with a per-process secret) so rate limits skip them. */
export const INTERNAL_RENDER_HEADER = 'x-internal-render';

/** The cookie in which the browser mirrors its tab's tenant (documents and data requests carry no headers). */
export const TENANT_COOKIE = 'TenantId';

/**
 * The tenant a page is rendered for: the TenantId header, else the mirrored cookie. Pages naming an unknown or
 * disabled tenant were already answered 400 or 403 (plugins/request-context.ts), except an unknown tenant in
 * the cookie, which is ignored here (the default tenant's page): a stale cookie never breaks the site. A tenant
 * disabled since is kept: its loaders' calls answer 403, never showing another tenant's data.
 */
async function renderTenant(tenants: TenantService, request: FastifyRequest): Promise<string | undefined> {
  const header = request.headers[TENANT_HEADER.toLowerCase()];
  const wanted = (Array.isArray(header) ? header[0] : header) ?? cookieValue(request.headers.cookie, TENANT_COOKIE);
  if (!wanted?.trim()) return undefined;
  try {
    return (await tenants.resolve(wanted)).id;
  } catch (error) {
    return error instanceof AppError && error.code === ErrorCodes.tenantDisabled ? wanted : undefined;
  }
}

/**
 * The web build's static files (build/client): hashed assets cached for a year and never revalidated, the
 * few named files for an hour; the .br and .gz copies the build writes beside each asset
 * (scripts/compress-assets.mjs) sent as they are to clients that accept them, never compressed again per
 * request, and given no route of their own.
 */
export async function registerAssets(server: FastifyInstance, clientDir: string): Promise<void> {
  const assetsDir = join(clientDir, 'assets') + sep;
  await server.register(async (files) => {
    // The overload guard never sheds a static file: a page already sent cannot work without its scripts and
    // styles (plugins/overload-guard.ts). Every route the static plugin adds in this scope says so.
    files.addHook('onRoute', (route) => {
      route.config = { ...route.config, overloadGuard: false };
    });
    await files.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Off, because @fastify/static would otherwise overwrite the header below with its own `max-age=0`.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', ASSET_CACHE_CONTROL[path.startsWith(assetsDir) ? 'hashed' : 'named']);
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  });
}

/**
 * A form sent before its page's script took over (login, registration…) posts to its page's own address, where
 * the route's action reads it. Its secrets travel in the body, never in an address or the request log. The API
 * takes JSON and multipart only, as before.
 */
export function acceptPageForms(server: FastifyInstance): void {
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: PAGE_FORM_LIMIT_BYTES },
    (request, body, done) => {
      if (request.url.startsWith(API_BASE)) {
        done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']));
      } else {
        done(null, body);
      }
    },
  );
}

/** What a loader's in-process API call answers (lib/api.server.ts in the web app reads it). */
export type ApiAnswer = { status: number; json(): unknown };
export type ApiFetch = (path: string, init?: { headers?: Record<string, string> }) => Promise<ApiAnswer>;

/**
 * One page request's API calls, each asked once: the layouts' and the page's loaders often ask the same thing (the
 * product menu, the company's details), and they run in the same render. Same path and headers, same answer;
 * every caller parses its own copy, so no loader sees another's changes. Not for a form's POST, whose action may
 * change what its loaders then read.
 */
export function onceEach(method: string, apiFetch: ApiFetch): ApiFetch {
  if (method !== 'GET' && method !== 'HEAD') return apiFetch;
  const asked = new Map<string, Promise<ApiAnswer>>();
  return (path, init = {}) => {
    const headers = Object.entries(init.headers ?? {})
      .map(([name, value]) => `${name.toLowerCase()}: ${value}`)
      .sort();
    const key = JSON.stringify([path, headers]);
    let answer = asked.get(key);
    if (!answer) {
      answer = apiFetch(path, init);
      asked.set(key, answer);
    }
    return answer;
  };
}

/**
 * Serves the React Router build: its static files (registerAssets), and every other non-API path through
 * the server renderer (guests' pages through the page cache). Loaders call the contract routes directly
 * (`callRoute`, plugins/route-caller.ts); `apiFetch`, the API through `app.inject`, stays for any other
 * in-process call, so server rendering costs no network hop and works the same in tests.
 */
export async function registerWeb(
  server: FastifyInstance,
  deps: {
    config: AppConfig;
    tenants: TenantService;
    /** The direct path to the contract routes (plugins/route-caller.ts). */
    routeCaller: RouteCaller;
    internalRenderToken: string;
    pageCache?: PageCache;
  },
) {
  const dir = webBuildDir(deps.config);
  const serverEntry = join(dir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`The web app is not built (${serverEntry} is missing). Run "npm run build" first.`);
  }
  // React Router is imported here, not at the top: main.ts has by then chosen its production build
  // (production-builds.ts), which a static import would have resolved before.
  const { createRequestHandler } = await import('react-router');
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, deps.config.env === 'production' ? 'production' : 'development');

  deps.pageCache?.setGeneration(build.assets.version);
  await registerAssets(server, join(dir, 'client'));

  const policy = createContentSecurityPolicy({ publicUrl: deps.config.publicUrl });
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
    const tenant = await renderTenant(deps.tenants, request);
    // Loaders call the contract routes' handlers directly (decision 0039): the same context, checks and
    // response schemas as the API, without an HTTP request in process. Like the API calls below, they speak
    // for the visitor's tenant, address and browser, never the visitor's cookies.
    const callRoute = deps.routeCaller(
      {
        tenant,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        acceptLanguage: request.headers['accept-language'] ?? null,
        requestId: request.id,
        log: request.log,
      },
      { once: request.method === 'GET' || request.method === 'HEAD' },
    );
    // Loader calls speak for the visitor: their tenant, address and user agent (so views, bot checks and
    // per-IP rules see the real client), never their cookies. Server rendering is the guest view; a loader
    // passes a token explicitly only where the page's status depends on who asks (the console's layout).
    const apiFetch = onceEach(request.method, async (path: string, init: { headers?: Record<string, string> } = {}) => {
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(init.headers ?? {})) {
        if (key.toLowerCase() !== TENANT_HEADER.toLowerCase()) headers[key] = value;
      }
      const res = await server.inject({
        method: 'GET',
        url: API_BASE + path,
        remoteAddress: request.ip,
        headers: {
          ...headers,
          ...(tenant ? { [TENANT_HEADER]: tenant } : {}),
          ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
          [INTERNAL_RENDER_HEADER]: deps.internalRenderToken,
        },
      });
      return { status: res.statusCode, json: () => res.json() as unknown };
    });
    // entry.server.tsx gives this nonce to every inline script React and React Router write (decision 0020).
    const cspNonce = renderNonce();
    const document: RenderedDocument = {};
    const takeDocument = (response: Response, body: Buffer) => {
      document.response = response;
      document.body = body;
    };
    const response = await handle(toFetchRequest(request, origin), { callRoute, apiFetch, cspNonce, takeDocument });
    return sendFetchResponse(request, reply, response, { nonce: cspNonce, policy, document });
  };

  acceptPageForms(server);

  server.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/*',
    // A guest's GET of a page may be answered from the page cache (plugins/page-cache.ts).
    config: { pageCache: 'page' },
    handler: async (request, reply) => {
      if (request.url.startsWith(API_BASE) || request.url.startsWith(WS_BASE)) {
        return reply.callNotFound();
      }
      return render(request, reply);
    },
  });
}
