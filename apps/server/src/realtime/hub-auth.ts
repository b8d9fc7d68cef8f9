import type { IncomingMessage } from 'node:http';
import { ErrorCodes, HubErrors, HubHandshake, type HubName } from '@clearsight/contracts';
import type { AppConfig } from '../config.js';
import type { SessionRefusal, SessionService } from '../features/account/session.service.js';
import type { TenantService } from '../features/tenant/tenant.service.js';
import { AppError } from '../shared/app-error.js';
import type { KeyValueStore } from '../shared/kv-store.js';
import type { SessionUser } from '../shared/request-context.js';
import { clientAddressResolver } from './client-address.js';

/** Hubs a guest may not open. */
const MEMBERS_ONLY: ReadonlySet<HubName> = new Set<HubName>(['bbsNotice', 'chat']);

/** For a failure of ours (the database is down): not the visitor's fault, and no reason to log them out. */
export const HUB_UNAVAILABLE = '服务暂不可用，请稍后再试';

/** A connection refused with one of the contract's messages (`connect_error` carries it as `err.message`). */
export class HubRefusal extends Error {}

export function refusalMessage(refusal: SessionRefusal): string {
  return refusal === 'disabled' ? HubErrors.accountDisabled : HubErrors.sessionEnded;
}

/** Who a hub connection is, once admitted. */
export interface HubIdentity {
  tenantId: string;
  user: SessionUser | null;
  /** The session token, kept to check the session again while the connection lives. */
  token: string | null;
  browserId: string | null;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What is decided once per connection (one per tab: the hubs share it), before any hub is opened: is the page
 * that opens it ours, and has its address opened too many lately. The verdict is kept with the request and
 * given by every hub's admission, so the client reads it as `connect_error` with the contract's message.
 */
export function createConnectionGate(deps: { config: AppConfig; kv: KeyValueStore }) {
  const { config, kv } = deps;
  const { origins, connectionsPerMinute } = config.realtime;
  const addressOf = clientAddressResolver(config.trustProxy);
  const verdicts = new WeakMap<IncomingMessage, string>();

  function originAllowed(request: IncomingMessage): boolean {
    const origin = request.headers.origin;
    // Browsers send Origin on WebSocket and cross-origin requests; its absence is a same-origin poll or a
    // client that is not a browser (which could write any Origin anyway).
    if (!origin) return true;
    if (origins.length > 0) return origins.includes(origin);
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.host.toLowerCase() === (request.headers.host ?? '').toLowerCase()) return true;
    // `npm run dev` serves pages from the web dev server's port, which proxies the hubs.
    return config.env === 'development' && LOOPBACK.has(url.hostname);
  }

  return {
    addressOf,
    /** Runs at the engine's handshake; never throws (a store failure lets the connection through). */
    async inspect(request: IncomingMessage): Promise<void> {
      // The engine answers before Fastify sees the request, so @fastify/rate-limit cannot count it. A counter
      // in the key-value store is enough for a flood guard, and in Redis it holds across instances: a client
      // behind a load balancer does not get one allowance per instance. Refused connections count too.
      const opened = config.rateLimitDisabled
        ? 0
        : await kv.increment(`ws-connections:${addressOf(request)}`, 60_000).catch(() => 0);
      if (!originAllowed(request)) verdicts.set(request, HubErrors.originRefused);
      else if (opened > connectionsPerMinute) verdicts.set(request, HubErrors.tooManyConnections);
    },
    /** The refusal decided at the handshake, if any. */
    verdictOf(request: IncomingMessage): string | null {
      return verdicts.get(request) ?? null;
    },
  };
}

/** The handshake as sent; a malformed browser id only costs a guest's de-duplication, so it is dropped. */
function readHandshake(auth: unknown): HubHandshake {
  const raw = typeof auth === 'object' && auth !== null ? (auth as Record<string, unknown>) : {};
  const parsed = HubHandshake.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  if (fields.has('token')) throw new HubRefusal(HubErrors.sessionEnded);
  if (fields.has('tenantId')) throw new HubRefusal(HubErrors.unknownTenant);
  return HubHandshake.parse({ token: raw.token, tenantId: raw.tenantId });
}

/**
 * Admits a connection to one hub, exactly as a request is admitted over HTTP: the tenant from `tenantId` as
 * from the `TenantId` header, the member from the token through the session service. Unlike HTTP, where a
 * dead token still reads public pages as a guest, a hub refuses it: the client learns at once that its login
 * ended (or its account was disabled) and reconnects as a guest.
 */
export function createHubAdmission(deps: { tenants: TenantService; sessions: SessionService }) {
  const { tenants, sessions } = deps;
  return async function admit(hub: HubName, auth: unknown, host?: string): Promise<HubIdentity> {
    const handshake = readHandshake(auth);
    let tenantId: string;
    try {
      // As over HTTP: a tab that names no tenant is on its host name's tenant, when one is configured.
      tenantId = (await tenants.resolve(handshake.tenantId || tenants.codeFromHost(host))).id;
    } catch (error) {
      if (
        error instanceof AppError &&
        (error.code === ErrorCodes.unknownTenant || error.code === ErrorCodes.tenantDisabled)
      ) {
        throw new HubRefusal(HubErrors.unknownTenant);
      }
      throw error;
    }
    const token = handshake.token?.trim() || null;
    const browserId = handshake.browserId ?? null;
    if (!token) {
      if (MEMBERS_ONLY.has(hub)) throw new HubRefusal(HubErrors.membersOnly);
      return { tenantId, user: null, token: null, browserId };
    }
    const result = await sessions.check(token);
    if (!result.user) throw new HubRefusal(refusalMessage(result.refusal));
    // A token of another tenant is no session here (HTTP reads it as none too).
    if (result.user.tenantId !== tenantId) throw new HubRefusal(HubErrors.sessionEnded);
    return { tenantId, user: result.user, token, browserId };
  };
}
