import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ErrorCodes,
  OAuthErrorCodes,
  type OAuthAccountResult,
  type OAuthBinding,
  type OAuthCallbackQuery,
  type OAuthLinkBody,
  type OAuthLoginResult,
  type OAuthProvider,
  type OAuthPurpose,
  type OAuthRegisterBody,
} from '@clearsight/contracts';
import * as client from 'openid-client';
import type { z } from 'zod';
import type { OAuthProviderConfig } from '../../config.js';
import type { DomainEvents } from '../../events.js';
import { AppError } from '../../shared/app-error.js';
import type { Clock } from '../../shared/clock.js';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { newId } from '../../shared/ids.js';
import type { KeyValueStore } from '../../shared/kv-store.js';
import type { RequestContext, SessionUser } from '../../shared/request-context.js';
import type { AccountService } from '../account/account.service.js';
import type { SessionService } from '../account/session.service.js';
import type { IdentityRow, OAuthRepository } from './oauth.repository.js';
import { ProviderProfileError, type ExternalIdentity, type ProviderRegistry } from './oauth.providers.js';
import type { Transactor } from '../../shared/transaction.js';

/** A round trip must come back within this time, once (docs/decisions/0014-third-party-login.md). */
export const OAUTH_STATE_TTL_MS = 5 * 60_000;
/** How long a first-time member has to choose a user name or link an account. */
export const OAUTH_TICKET_TTL_MS = 10 * 60_000;

/**
 * The `password_hash` of an account created through a provider. Not an argon2 string, so no password ever
 * verifies against it; its bindings are the account's only way in, and the last one cannot be removed.
 */
export const NO_PASSWORD = '!oauth-only';

export const OAUTH_MESSAGES = {
  providerDisabled: '该登录方式未启用',
  stateInvalid: '登录请求已失效或已使用，请重新发起登录',
  stateForeign: '登录请求不是从这个浏览器发起的，请重新发起登录',
  stateOtherMember: '绑定请求不是由当前账号发起的，请重新发起绑定',
  stateWrongPurpose: '登录请求与当前操作不符，请重新发起',
  ticketInvalid: '首次登录信息已失效，请重新通过第三方登录',
  denied: '你在第三方取消了授权',
  providerError: '第三方登录方返回错误',
  codeInvalid: '授权码无效、已使用或已过期，请重新登录',
  nonceMismatch: '身份令牌校验失败（nonce 不匹配），请重新登录',
  tokenInvalid: '第三方返回的身份令牌无效，请重新登录',
  unreachable: '暂时无法连接第三方登录方，请稍后再试',
  profileUnreadable: '无法读取第三方账号信息，请稍后再试',
  alreadyBoundHere: '该第三方账号已绑定到你的账号',
  alreadyBoundOther: '该第三方账号已绑定到其他账号',
  providerAlreadyBound: '你已绑定过该登录方式的另一个账号，请先解绑',
  bindingNotFound: '绑定不存在',
  lastLoginMethod: '这是你的账号唯一的登录方式，不能解绑',
  userNameTaken: '用户名已被注册',
  accountDisabled: '账号已被停用，请联系管理员',
  userNotFound: '用户不存在',
} as const;

interface PendingState {
  type: string;
  purpose: OAuthPurpose;
  tenantId: string;
  /** sha256 of the browser cookie's value: the callback must come from the browser that started it. */
  browser: string;
  userId: string | null;
  redirectUri: string;
  codeVerifier: string;
  nonce: string | null;
  createdAt: number;
}

interface Ticket extends ExternalIdentity {
  type: string;
  tenantId: string;
  browser: string;
  createdAt: number;
}

const stateKey = (state: string) => `oauth:state:${state}`;
const stateUsedKey = (state: string) => `oauth:state-used:${state}`;
const ticketKey = (ticket: string) => `oauth:ticket:${ticket}`;
const ticketUsedKey = (ticket: string) => `oauth:ticket-used:${ticket}`;

export function browserHash(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A fresh value for the browser-binding cookie. */
export function newBrowserValue(): string {
  return randomBytes(32).toString('base64url');
}

/** The ID token claim a failed comparison names (openid-client wraps oauth4webapi's error, which names it). */
function claimOf(error: unknown): unknown {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const cause = current.cause as { claim?: unknown } | Error | undefined;
    if (cause && !(cause instanceof Error) && cause.claim !== undefined) return cause.claim;
    current = cause;
  }
  return undefined;
}

/** The provider's refusal or failure as a 4xx the member can act on; the library's own words stay in the log. */
function providerFailure(error: unknown): AppError {
  const refused = (message: string) => new AppError(400, OAuthErrorCodes.providerRefused, message);
  if (error instanceof client.AuthorizationResponseError) {
    if (error.error === 'access_denied') return refused(OAUTH_MESSAGES.denied);
    const detail = (error.error_description ?? error.error).slice(0, 200);
    return refused(`${OAUTH_MESSAGES.providerError}：${detail}`);
  }
  if (error instanceof client.ResponseBodyError) {
    if (error.error === 'invalid_grant') return refused(OAUTH_MESSAGES.codeInvalid);
    return refused(`${OAUTH_MESSAGES.providerError}：${(error.error_description ?? error.error).slice(0, 200)}`);
  }
  if (error instanceof ProviderProfileError) return refused(OAUTH_MESSAGES.profileUnreadable);
  if (error instanceof client.ClientError) {
    if (claimOf(error) === 'nonce') return refused(OAUTH_MESSAGES.nonceMismatch);
    if (error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || error.code === 'OAUTH_RESPONSE_IS_NOT_JSON') {
      return refused(OAUTH_MESSAGES.unreachable);
    }
    return refused(OAUTH_MESSAGES.tokenInvalid);
  }
  return refused(OAUTH_MESSAGES.unreachable);
}

function toBinding(row: IdentityRow, providers: ProviderRegistry): OAuthBinding {
  return {
    id: row.id,
    type: row.provider,
    // A provider switched off since keeps its bindings; they show under its type.
    providerName: providers.get(row.provider)?.config.name ?? row.provider,
    displayName: row.displayName,
    creationTime: row.createdAt,
    lastLoginTime: row.lastLoginAt,
  };
}

function providerOf(config: OAuthProviderConfig): OAuthProvider {
  return { type: config.type, name: config.name, kind: config.kind };
}

/**
 * Third-party login and binding: starts a round trip (PKCE verifier, state and nonce kept server-side,
 * bound to the browser), finishes it through openid-client, and turns the identity into the same revocable
 * session a password login gives — or, the first time, a ticket the member spends on a new user name or on
 * linking an account they prove with its password.
 */
export function createOAuthService(deps: {
  repo: OAuthRepository;
  providers: ProviderRegistry;
  account: AccountService;
  sessions: SessionService;
  kv: KeyValueStore;
  events: DomainEvents;
  transactor: Transactor;
  clock: Clock;
  log: (message: string, error: unknown) => void;
}) {
  const { repo, providers, account, sessions, kv, events, transactor, clock } = deps;
  const now = () => clock.now().getTime();

  function provider(type: string) {
    const found = providers.get(type);
    if (!found) throw new AppError(404, OAuthErrorCodes.providerDisabled, OAUTH_MESSAGES.providerDisabled);
    return found;
  }

  function signedIn(ctx: RequestContext): SessionUser {
    if (!ctx.user) throw AppError.unauthorized();
    return ctx.user;
  }

  /** Reads and spends a pending state: unknown, expired, replayed, foreign or mismatched ones are refused. */
  async function takeState(
    ctx: RequestContext,
    type: string,
    purpose: OAuthPurpose,
    query: OAuthCallbackQuery,
    browser: string | undefined,
  ): Promise<PendingState> {
    const invalid = (message: string = OAUTH_MESSAGES.stateInvalid) =>
      new AppError(400, OAuthErrorCodes.stateInvalid, message);
    const raw = await kv.get(stateKey(query.state));
    if (!raw) throw invalid();
    const pending = JSON.parse(raw) as PendingState;
    if (pending.tenantId !== ctx.tenantId || pending.type !== type) throw invalid();
    if (now() - pending.createdAt > OAUTH_STATE_TTL_MS) throw invalid();
    if (!browser || !sameHash(browserHash(browser), pending.browser)) throw invalid(OAUTH_MESSAGES.stateForeign);
    if (pending.purpose !== purpose) throw invalid(OAUTH_MESSAGES.stateWrongPurpose);
    if (purpose === 'bind' && pending.userId !== ctx.user?.id) throw invalid(OAUTH_MESSAGES.stateOtherMember);
    // One use, even when two requests race: whoever sets the marker first owns the state.
    if (!(await kv.setIfAbsent(stateUsedKey(query.state), '1', OAUTH_STATE_TTL_MS * 2))) throw invalid();
    await kv.delete(stateKey(query.state));
    return pending;
  }

  async function identityFrom(type: string, pending: PendingState, query: OAuthCallbackQuery) {
    const callbackUrl = new URL(pending.redirectUri);
    for (const [key, value] of Object.entries(query)) if (value !== undefined) callbackUrl.searchParams.set(key, value);
    try {
      return await provider(type).exchange({
        callbackUrl,
        state: query.state,
        codeVerifier: pending.codeVerifier,
        nonce: pending.nonce,
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      // A person cancelling at the provider is an answer, not a fault worth a warning.
      if (!(error instanceof client.AuthorizationResponseError))
        deps.log(`third-party login with ${type} failed`, error);
      throw providerFailure(error);
    }
  }

  async function readTicket(ctx: RequestContext, ticket: string, browser: string | undefined): Promise<Ticket> {
    const invalid = () => new AppError(400, OAuthErrorCodes.ticketInvalid, OAUTH_MESSAGES.ticketInvalid);
    const raw = await kv.get(ticketKey(ticket));
    if (!raw || (await kv.get(ticketUsedKey(ticket)))) throw invalid();
    const data = JSON.parse(raw) as Ticket;
    if (data.tenantId !== ctx.tenantId || now() - data.createdAt > OAUTH_TICKET_TTL_MS) throw invalid();
    if (!browser || !sameHash(browserHash(browser), data.browser)) throw invalid();
    provider(data.type);
    return data;
  }

  async function spendTicket(ticket: string): Promise<void> {
    if (!(await kv.setIfAbsent(ticketUsedKey(ticket), '1', OAUTH_TICKET_TTL_MS * 2))) {
      throw new AppError(400, OAuthErrorCodes.ticketInvalid, OAUTH_MESSAGES.ticketInvalid);
    }
    await kv.delete(ticketKey(ticket));
  }

  async function startSession(ctx: RequestContext, userId: string): Promise<string> {
    const session = await sessions.create({ userId, tenantId: ctx.tenantId, ip: ctx.ip, userAgent: ctx.userAgent });
    events.emit('user.logged-in', { tenantId: ctx.tenantId, userId });
    return session.token;
  }

  function alreadyBound(message: string) {
    return new AppError(409, OAuthErrorCodes.alreadyBound, message);
  }

  return {
    providers(): { items: OAuthProvider[] } {
      return { items: providers.list().map(providerOf) };
    },

    /**
     * The provider's authorization address. `origin` is where the provider sends the browser back (PUBLIC_URL's
     * origin when configured); `browser` is the value of the browser's binding cookie.
     */
    async authorize(
      ctx: RequestContext,
      type: string,
      purpose: OAuthPurpose,
      input: { origin: string; browser: string },
    ): Promise<{ url: string }> {
      const chosen = provider(type);
      if (purpose === 'bind') signedIn(ctx);
      const state = client.randomState();
      const codeVerifier = client.randomPKCECodeVerifier();
      const nonce = chosen.config.kind === 'oidc' ? client.randomNonce() : null;
      const path = purpose === 'login' ? `/auth/${encodeURIComponent(type)}` : `/bind/${encodeURIComponent(type)}`;
      const redirectUri = new URL(path, input.origin).toString();
      let url: URL;
      try {
        url = await chosen.authorizationUrl({
          redirectUri,
          state,
          codeChallenge: await client.calculatePKCECodeChallenge(codeVerifier),
          nonce,
        });
      } catch (error) {
        deps.log(`third-party login with ${type} could not start`, error);
        throw providerFailure(error);
      }
      const pending: PendingState = {
        type,
        purpose,
        tenantId: ctx.tenantId,
        browser: browserHash(input.browser),
        userId: ctx.user?.id ?? null,
        redirectUri,
        codeVerifier,
        nonce,
        createdAt: now(),
      };
      await kv.setIfAbsent(stateKey(state), JSON.stringify(pending), OAUTH_STATE_TTL_MS);
      return { url: url.toString() };
    },

    async login(
      ctx: RequestContext,
      type: string,
      query: OAuthCallbackQuery,
      browser: string | undefined,
    ): Promise<OAuthLoginResult> {
      const chosen = provider(type);
      const pending = await takeState(ctx, type, 'login', query, browser);
      const identity = await identityFrom(type, pending, query);
      const known = await repo.findBySubject(ctx.tenantId, type, identity.subject);
      if (known) {
        const owner = await repo.owner(ctx.tenantId, known.userId);
        if (!owner) throw AppError.notFound(OAUTH_MESSAGES.userNotFound);
        // Banned members still log in and read (docs/decisions/0005); a disabled account stays out.
        if (owner.status === 'disabled') {
          throw AppError.forbidden(OAUTH_MESSAGES.accountDisabled, ErrorCodes.accountDisabled);
        }
        const token = await startSession(ctx, owner.userId);
        await repo.recordLogin(known.id, identity.displayName, clock.now().toISOString());
        await account.recordLogin(owner.userId, ctx.ip);
        return { status: 'signed-in', token };
      }
      // Never merged into an account by an e-mail address or a name: the member decides, below.
      const ticket = randomBytes(24).toString('base64url');
      const data: Ticket = {
        ...identity,
        type,
        tenantId: ctx.tenantId,
        browser: pending.browser,
        createdAt: now(),
      };
      await kv.setIfAbsent(ticketKey(ticket), JSON.stringify(data), OAUTH_TICKET_TTL_MS);
      return {
        status: 'new-identity',
        ticket,
        provider: providerOf(chosen.config),
        displayName: identity.displayName,
        suggestedUserName: identity.suggestedUserName,
        expiresInSeconds: OAUTH_TICKET_TTL_MS / 1000,
      };
    },

    /** First time: a new account named by the member, logged in at once. */
    async register(ctx: RequestContext, body: z.infer<typeof OAuthRegisterBody>, browser: string | undefined) {
      const ticket = await readTicket(ctx, body.ticket, browser);
      const userName = body.userName;
      if (await repo.userNameTaken(ctx.tenantId, userName))
        throw AppError.field('userName', OAUTH_MESSAGES.userNameTaken);
      await spendTicket(body.ticket);
      const at = clock.now().toISOString();
      let userId: string;
      try {
        // The account is made the way every account is (the account service); the identity joins its unit.
        userId = await account.createMember(
          {
            tenantId: ctx.tenantId,
            userName,
            nick: ticket.displayName.slice(0, 20) || userName,
            passwordHash: NO_PASSWORD,
            phone: null,
          },
          (tx, id) =>
            repo.insert(
              {
                id: newId(),
                tenantId: ctx.tenantId,
                userId: id,
                provider: ticket.type,
                subject: ticket.subject,
                displayName: ticket.displayName,
                createdAt: at,
                lastLoginAt: at,
              },
              tx,
            ),
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // A concurrent request took the name, or bound this identity: the ticket may be tried again.
        await kv.delete(ticketUsedKey(body.ticket));
        await kv.setIfAbsent(ticketKey(body.ticket), JSON.stringify(ticket), OAUTH_TICKET_TTL_MS);
        if (await repo.userNameTaken(ctx.tenantId, userName)) {
          throw AppError.field('userName', OAUTH_MESSAGES.userNameTaken);
        }
        throw alreadyBound(OAUTH_MESSAGES.alreadyBoundOther);
      }
      const token = await startSession(ctx, userId);
      await account.recordLogin(userId, ctx.ip);
      return { token, userName };
    },

    /**
     * First time: links the identity to an account the member proves with its password. The password login
     * itself (captcha, failure counting, disabled accounts) is the account service's, unchanged.
     */
    async link(ctx: RequestContext, body: z.infer<typeof OAuthLinkBody>, browser: string | undefined) {
      const ticket = await readTicket(ctx, body.ticket, browser);
      const { token } = await account.login(ctx, {
        username: body.username,
        password: body.password,
        code: body.code,
        uuid: body.uuid,
      });
      const user = await sessions.authenticate(token);
      if (!user) throw AppError.unauthorized();
      const at = clock.now().toISOString();
      try {
        await spendTicket(body.ticket);
        await repo.insert({
          id: newId(),
          tenantId: ctx.tenantId,
          userId: user.id,
          provider: ticket.type,
          subject: ticket.subject,
          displayName: ticket.displayName,
          createdAt: at,
          lastLoginAt: at,
        });
      } catch (error) {
        // The password was right but nothing is linked: that login's session must not outlive the refusal.
        await sessions.revoke(user.sessionId, 'oauth-link-refused');
        if (!isUniqueViolation(error)) throw error;
        const existing = await repo.findBySubject(ctx.tenantId, ticket.type, ticket.subject);
        throw alreadyBound(existing ? OAUTH_MESSAGES.alreadyBoundOther : OAUTH_MESSAGES.providerAlreadyBound);
      }
      return { token };
    },

    /** Binds the identity that came back to the signed-in member who started the round trip. */
    async bind(
      ctx: RequestContext,
      type: string,
      query: OAuthCallbackQuery,
      browser: string | undefined,
    ): Promise<OAuthBinding> {
      const me = signedIn(ctx);
      provider(type);
      const pending = await takeState(ctx, type, 'bind', query, browser);
      const identity = await identityFrom(type, pending, query);
      const existing = await repo.findBySubject(ctx.tenantId, type, identity.subject);
      if (existing) {
        throw alreadyBound(
          existing.userId === me.id ? OAUTH_MESSAGES.alreadyBoundHere : OAUTH_MESSAGES.alreadyBoundOther,
        );
      }
      const row: IdentityRow = {
        id: newId(),
        tenantId: ctx.tenantId,
        userId: me.id,
        provider: type,
        subject: identity.subject,
        displayName: identity.displayName,
        createdAt: clock.now().toISOString(),
        lastLoginAt: null,
      };
      try {
        await repo.insert(row);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const raced = await repo.findBySubject(ctx.tenantId, type, identity.subject);
        throw alreadyBound(raced ? OAUTH_MESSAGES.alreadyBoundOther : OAUTH_MESSAGES.providerAlreadyBound);
      }
      return toBinding(row, providers);
    },

    async myBindings(ctx: RequestContext): Promise<OAuthAccountResult> {
      const me = signedIn(ctx);
      const owner = await repo.owner(ctx.tenantId, me.id);
      if (!owner) throw AppError.unauthorized();
      const rows = await repo.listForUser(ctx.tenantId, me.id);
      return { items: rows.map((r) => toBinding(r, providers)), hasPassword: owner.passwordHash !== NO_PASSWORD };
    },

    /** Removes one of one's own bindings, unless it is the only way into an account without a password. */
    async unbind(ctx: RequestContext, id: string): Promise<{ ok: true }> {
      const me = signedIn(ctx);
      const owner = await repo.owner(ctx.tenantId, me.id);
      if (!owner) throw AppError.unauthorized();
      const outcome = await transactor.run((tx) =>
        repo.deleteOwn(tx, ctx.tenantId, me.id, id, owner.passwordHash === NO_PASSWORD),
      );
      if (outcome === 'missing') throw AppError.notFound(OAUTH_MESSAGES.bindingNotFound);
      if (outcome === 'last') {
        throw new AppError(409, OAuthErrorCodes.lastLoginMethod, OAUTH_MESSAGES.lastLoginMethod);
      }
      return { ok: true };
    },

    /** Staff: a member's bindings (what and when, never a token — none is kept). */
    async bindingsOf(ctx: RequestContext, userId: string): Promise<{ items: OAuthBinding[] }> {
      if (!(await repo.owner(ctx.tenantId, userId))) throw AppError.notFound(OAUTH_MESSAGES.userNotFound);
      const rows = await repo.listForUser(ctx.tenantId, userId);
      return { items: rows.map((r) => toBinding(r, providers)) };
    },
  };
}
export type OAuthService = ReturnType<typeof createOAuthService>;
