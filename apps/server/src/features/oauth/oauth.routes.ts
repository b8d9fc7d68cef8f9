import {
  API_BASE,
  adminUserOAuthRoute,
  oauthAccountRoute,
  oauthAuthorizeRoute,
  oauthBindRoute,
  oauthLinkRoute,
  oauthLoginRoute,
  oauthProvidersRoute,
  oauthRegisterRoute,
  oauthUnbindRoute,
} from '@clearsight/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mountRoute, type RouteRateLimit } from '../../plugins/contract-routes.js';
import { newBrowserValue, OAUTH_STATE_TTL_MS, OAUTH_TICKET_TTL_MS, type OAuthService } from './oauth.service.js';

/**
 * The httpOnly cookie that ties a pending login to the browser that started it. Only the API's own
 * `/auth` calls see it; the pages never read it.
 */
export const OAUTH_BROWSER_COOKIE = 'oauth_browser';
const COOKIE_PATH = `${API_BASE}/auth`;

const LIMITS = {
  /** Every start stores a pending state: enough for a person retrying, not for filling the store. */
  authorize: { max: 30, windowMs: 10 * 60_000, message: '第三方登录尝试太频繁' },
  callback: { max: 30, windowMs: 10 * 60_000, message: '第三方登录尝试太频繁' },
} satisfies Record<string, RouteRateLimit>;

function browserValue(request: FastifyRequest): string | undefined {
  return request.cookies[OAUTH_BROWSER_COOKIE] || undefined;
}

/** Keeps the browser's value (several tabs may be mid-login at once) or gives it one. */
function ensureBrowserValue(request: FastifyRequest, reply: FastifyReply): string {
  const value = browserValue(request) ?? newBrowserValue();
  reply.setCookie(OAUTH_BROWSER_COOKIE, value, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.ceil((OAUTH_STATE_TTL_MS + OAUTH_TICKET_TTL_MS) / 1000),
  });
  return value;
}

export function registerOAuthRoutes(
  server: FastifyInstance,
  deps: { oauth: OAuthService; publicUrl: string | undefined },
): void {
  const { oauth } = deps;
  // The provider sends the browser back to the site's public address; without one, to the address it used.
  const originOf = (request: FastifyRequest) =>
    deps.publicUrl ? new URL(deps.publicUrl).origin : `${request.protocol}://${request.host}`;

  mountRoute(server, oauthProvidersRoute, () => oauth.providers());
  mountRoute(
    server,
    oauthAuthorizeRoute,
    ({ ctx, params, body, request, reply }) =>
      oauth.authorize(ctx, params.type, body.purpose, {
        origin: originOf(request),
        browser: ensureBrowserValue(request, reply),
      }),
    { rateLimit: LIMITS.authorize, cacheControl: 'no-store' },
  );
  mountRoute(
    server,
    oauthLoginRoute,
    ({ ctx, params, query, request }) => oauth.login(ctx, params.type, query, browserValue(request)),
    { rateLimit: LIMITS.callback, cacheControl: 'no-store' },
  );
  mountRoute(server, oauthRegisterRoute, ({ ctx, body, request }) => oauth.register(ctx, body, browserValue(request)), {
    rateLimit: LIMITS.callback,
  });
  mountRoute(server, oauthLinkRoute, ({ ctx, body, request }) => oauth.link(ctx, body, browserValue(request)), {
    rateLimit: LIMITS.callback,
  });
  mountRoute(server, oauthBindRoute, ({ ctx, params, query, request }) =>
    oauth.bind(ctx, params.type, query, browserValue(request)),
  );
  mountRoute(server, oauthAccountRoute, ({ ctx }) => oauth.myBindings(ctx));
  mountRoute(server, oauthUnbindRoute, ({ ctx, query }) => oauth.unbind(ctx, query.id));
  mountRoute(server, adminUserOAuthRoute, ({ ctx, params }) => oauth.bindingsOf(ctx, params.id));
}
