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

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
}

/**
 * For every API request: resolve the tenant from the `TenantId` header, then the session from the bearer
 * token. An invalid, expired or revoked token is treated as no session (public routes still answer;
 * member routes answer 401 so the client can ask the visitor to log in again).
 */
export function registerRequestContext(
  app: FastifyInstance,
  deps: { tenants: TenantService; sessions: SessionService; apiPrefix: string },
): void {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(deps.apiPrefix)) return;
    const headerValue = request.headers[TENANT_HEADER.toLowerCase()];
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
