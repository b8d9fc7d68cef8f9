import { TENANT_HEADER } from '@clearsight/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionService } from '../features/account/session.service.js';
import type { TenantService } from '../features/tenant/tenant.service.js';
import type { RequestContext } from '../shared/request-context.js';

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

/**
 * Names the tenant of a request that names none itself, in the `TenantId` header every later reader uses
 * (this context, the renderer, the page cache, the sitemap), decision 0015. An explicit choice wins: the
 * header, then — for a page — `?tenant=` in its address, then the tab's mirrored cookie; only then the
 * host name's code (`acme.example.com` under `TENANT_HOST_SUFFIX=.example.com`).
 */
function nameTenant(request: FastifyRequest, tenants: TenantService, apiPrefix: string): void {
  if (request.headers[HEADER]) return;
  const isApi = request.url.startsWith(apiPrefix);
  const fromQuery = isApi ? undefined : queryTenant(request.url);
  if (fromQuery) {
    request.headers[HEADER] = fromQuery;
    return;
  }
  if (!isApi && hasCookie(request.headers.cookie, TENANT_COOKIE)) return;
  const fromHost = tenants.codeFromHost(request.host);
  if (fromHost) request.headers[HEADER] = fromHost;
}

/**
 * For every API request: resolve the tenant from the `TenantId` header, then the session from the bearer
 * token. An unknown tenant answers 400, a disabled one 403 (its sessions were ended when it was disabled).
 * An invalid, expired or revoked token is treated as no session (public routes still answer; member routes
 * answer 401 so the client can ask the visitor to log in again).
 */
export function registerRequestContext(
  app: FastifyInstance,
  deps: { tenants: TenantService; sessions: SessionService; apiPrefix: string },
): void {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request) => {
    nameTenant(request, deps.tenants, deps.apiPrefix);
    if (!request.url.startsWith(deps.apiPrefix)) return;
    const headerValue = request.headers[HEADER];
    const tenant = await deps.tenants.resolve(Array.isArray(headerValue) ? headerValue[0] : headerValue);
    const token = bearer(request);
    let user = token ? await deps.sessions.authenticate(token) : null;
    if (user && user.tenantId !== tenant.id) user = null;
    request.ctx = {
      tenantId: tenant.id,
      user,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    };
  });
}
