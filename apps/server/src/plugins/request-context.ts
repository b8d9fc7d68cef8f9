import { ErrorCodes, TENANT_HEADER } from '@clearsight/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionService } from '../features/account/session.service.js';
import type { TenantService } from '../features/tenant/tenant.service.js';
import { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import { pageLang, tenantRefusalPage } from './tenant-page.js';
import { cookieValue } from './cookie-value.js';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/** The cookie in which the browser mirrors its tab's tenant (read by the renderer, plugins/web.ts). */
const TENANT_COOKIE = 'TenantId';
/** A page address may name its tenant (`/bbs?tenant=acme`), so a link can lead into a tenant. */
const TENANT_QUERY = 'tenant';
const HEADER = TENANT_HEADER.toLowerCase();

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
}

function hasCookie(header: string | undefined, name: string): boolean {
  return (header ?? '').split(';').some((part) => {
    const [key, value] = part.trim().split('=');
    return key === name && !!value?.trim();
  });
}

function queryTenant(url: string): string | undefined {
  const at = url.indexOf('?');
  if (at < 0) return undefined;
  return new URLSearchParams(url.slice(at + 1)).get(TENANT_QUERY)?.trim() || undefined;
}

/** Where a request's tenant came from (the header may have been sent by the client or written here). */
type TenantSource = 'header' | 'query' | 'cookie' | 'host' | null;

/**
 * Names the tenant of a request that names none itself, in the `TenantId` header every later reader uses
 * (this context, the renderer, the page cache, the sitemap), decision 0015. An explicit choice wins: the
 * header, then — for a page — `?tenant=` in its address, then the tab's mirrored cookie; only then the
 * host name's code (`acme.example.com` under `TENANT_HOST_SUFFIX=.example.com`).
 */
function nameTenant(request: FastifyRequest, tenants: TenantService, apiPrefix: string): TenantSource {
  if (request.headers[HEADER]) return 'header';
  const isApi = request.url.startsWith(apiPrefix);
  const fromQuery = isApi ? undefined : queryTenant(request.url);
  if (fromQuery) {
    request.headers[HEADER] = fromQuery;
    return 'query';
  }
  if (!isApi && hasCookie(request.headers.cookie, TENANT_COOKIE)) return 'cookie';
  const fromHost = tenants.codeFromHost(request.host);
  if (!fromHost) return null;
  request.headers[HEADER] = fromHost;
  return 'host';
}

/**
 * A page (anything outside the API) whose address, host name or header names a tenant answers as the API
 * would: 400 when there is no such tenant, 403 when it is disabled — a page in the site's style instead of
 * the envelope, and never the default tenant's site in its place. A tenant named only by the tab's mirrored
 * cookie is the renderer's to read: an unknown one there is stale and ignored (plugins/web.ts), a disabled
 * one is refused like the others. Answers false when the page may be rendered.
 */
async function refusePage(
  request: FastifyRequest,
  reply: FastifyReply,
  source: TenantSource,
  deps: { tenants: TenantService; publicUrl: string | undefined },
): Promise<boolean> {
  if (!source) return false;
  const named =
    source === 'cookie' ? cookieValue(request.headers.cookie, TENANT_COOKIE, 'raw') : request.headers[HEADER];
  const name = (Array.isArray(named) ? named[0] : named)?.trim();
  if (!name) return false;
  let status: 400 | 403;
  try {
    await deps.tenants.resolve(name);
    return false;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === ErrorCodes.tenantDisabled) status = 403;
    else if (error.code === ErrorCodes.unknownTenant && source !== 'cookie') status = 400;
    else if (error.code === ErrorCodes.unknownTenant) return false;
    else throw error;
  }
  // The main site: this host without the tenant in its address, or the public address when the host is the tenant.
  const home = source === 'host' ? (deps.publicUrl ? new URL(deps.publicUrl).origin + '/' : null) : '/';
  const lang = pageLang(request.url, request.headers.cookie);
  // The name may hold any character (`?tenant=中`): it never goes into a header, only escaped into the page.
  delete request.headers[HEADER];
  await reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(request.method === 'HEAD' ? '' : tenantRefusalPage({ status, name, lang, home }));
  return true;
}

/**
 * The context of an API call: its tenant (the default one when none is named; 400 unknown, 403 disabled, as
 * AppErrors) and the member its token opens, if any, in that tenant. The API's hook and the server
 * renderer's direct calls (plugins/route-caller.ts) build it here alike.
 */
export async function resolveRequestContext(
  deps: { tenants: TenantService; sessions: SessionService },
  input: { tenant: string | undefined; token: string | null; ip: string; userAgent: string | null },
): Promise<RequestContext> {
  const tenant = await deps.tenants.resolve(input.tenant);
  let user = input.token ? await deps.sessions.authenticate(input.token) : null;
  if (user && user.tenantId !== tenant.id) user = null;
  return { tenantId: tenant.id, user, ip: input.ip, userAgent: input.userAgent };
}

/**
 * For every page: refuse the unknown or disabled tenant its address names (refusePage). For every API request:
 * resolve the tenant from the `TenantId` header, then the session from the bearer token. An unknown tenant
 * answers 400, a disabled one 403 (its sessions were ended when it was disabled).
 * An invalid, expired or revoked token is treated as no session (public routes still answer; member routes
 * answer 401 so the client can ask the visitor to log in again).
 */
export function registerRequestContext(
  app: FastifyInstance,
  deps: { tenants: TenantService; sessions: SessionService; apiPrefix: string; publicUrl?: string },
): void {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request, reply) => {
    const source = nameTenant(request, deps.tenants, deps.apiPrefix);
    if (!request.url.startsWith(deps.apiPrefix)) {
      await refusePage(request, reply, source, { tenants: deps.tenants, publicUrl: deps.publicUrl });
      return;
    }
    const headerValue = request.headers[HEADER];
    request.ctx = await resolveRequestContext(deps, {
      tenant: Array.isArray(headerValue) ? headerValue[0] : headerValue,
      token: bearer(request),
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
  });
}
