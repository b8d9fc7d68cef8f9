import * as client from 'openid-client';
import type { OAuthPreset, OAuthProviderConfig } from '../../config.js';

/**
 * The configured providers, each as an openid-client Configuration: an OpenID Connect issuer by discovery
 * (cached per process, retried after a failure), a preset from its known endpoints. Presets whose servers
 * stray from the OAuth 2.0 wire format (WeChat's `appid`/`secret` on a GET, QQ's `fmt=json`, errors answered
 * with status 200) are brought back to it by a fetch adapter, so the library still does every exchange and
 * check itself (docs/decisions/0014-third-party-login.md).
 */

/** Who signed in at the provider: its stable subject, a name to show, a user name to suggest. */
export interface ExternalIdentity {
  subject: string;
  displayName: string;
  suggestedUserName: string;
}

interface PresetDefinition {
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
  issuer: string;
}

export const PRESETS: Record<OAuthPreset, PresetDefinition> = {
  github: {
    issuer: 'https://github.com',
    authorizationUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userInfoUrl: 'https://api.github.com/user',
    scope: 'read:user',
  },
  gitee: {
    issuer: 'https://gitee.com',
    authorizationUrl: 'https://gitee.com/oauth/authorize',
    tokenUrl: 'https://gitee.com/oauth/token',
    userInfoUrl: 'https://gitee.com/api/v5/user',
    scope: 'user_info',
  },
  qq: {
    issuer: 'https://graph.qq.com',
    authorizationUrl: 'https://graph.qq.com/oauth2.0/authorize',
    tokenUrl: 'https://graph.qq.com/oauth2.0/token',
    userInfoUrl: 'https://graph.qq.com/user/get_user_info',
    scope: 'get_user_info',
  },
  wechat: {
    issuer: 'https://open.weixin.qq.com',
    authorizationUrl: 'https://open.weixin.qq.com/connect/qrconnect',
    tokenUrl: 'https://api.weixin.qq.com/sns/oauth2/access_token',
    userInfoUrl: 'https://api.weixin.qq.com/sns/userinfo',
    scope: 'snsapi_login',
  },
};

type Json = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A user name suggestion from what the provider calls the person: letters and digits, 2–20 of them. */
export function suggestUserName(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    const cleaned = text(candidate)
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 20);
    if (cleaned.length >= 2) return cleaned;
  }
  return '';
}

/** Display names are shown to the member and to staff: bounded and free of control characters. */
function displayNameOf(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    const cleaned = text(candidate)
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .trim()
      .slice(0, 100);
    if (cleaned) return cleaned;
  }
  return '';
}

/** The preset's profile answer as an identity. */
export function presetIdentity(kind: OAuthPreset, profile: Json): ExternalIdentity {
  switch (kind) {
    case 'github':
    case 'gitee': {
      const subject = text(profile.id);
      return {
        subject,
        displayName: displayNameOf(profile.name, profile.login, subject),
        suggestedUserName: suggestUserName(profile.login, profile.name),
      };
    }
    case 'qq':
    case 'wechat': {
      // WeChat's unionid is the same person across a company's apps; openid only within this one.
      const subject = text(profile.unionid) || text(profile.openid);
      return {
        subject,
        displayName: displayNameOf(profile.nickname, subject),
        suggestedUserName: suggestUserName(profile.nickname),
      };
    }
  }
}

/** Identity from an OpenID Connect ID token's claims (and the UserInfo answer when it says more). */
export function oidcIdentity(claims: Json): ExternalIdentity {
  const subject = text(claims.sub);
  return {
    subject,
    // Never the e-mail address: staff and the member see this name, and it is not verified here.
    displayName: displayNameOf(claims.name, claims.preferred_username, claims.nickname, subject),
    suggestedUserName: suggestUserName(claims.preferred_username, claims.nickname, claims.name),
  };
}

function jsonResponse(body: Json, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Brings a preset's token endpoint back to RFC 6749's shape: WeChat wants `appid`/`secret` as query values on
 * a GET, QQ answers JSON only with `fmt=json`, and WeChat, QQ and GitHub answer errors with status 200 (as
 * `errcode`/`errmsg` or `error`). Answers without `token_type` get the bearer type they are.
 */
export function presetFetch(kind: OAuthPreset, tokenUrl: string): client.CustomFetch {
  return async (url, options) => {
    const passed = options as RequestInit;
    if (url !== tokenUrl && !url.startsWith(`${tokenUrl}?`)) return fetch(url, passed);
    let target = url;
    let init: RequestInit = passed;
    if (kind === 'wechat' || kind === 'qq') {
      const { body } = options;
      const form = new URLSearchParams(body instanceof URLSearchParams || typeof body === 'string' ? body : '');
      const query = new URL(url);
      if (kind === 'wechat') {
        query.searchParams.set('appid', form.get('client_id') ?? '');
        query.searchParams.set('secret', form.get('client_secret') ?? '');
        for (const key of ['code', 'grant_type']) query.searchParams.set(key, form.get(key) ?? '');
        target = query.toString();
        init = { method: 'GET', headers: { accept: 'application/json' }, redirect: 'manual' };
      } else {
        form.set('fmt', 'json');
        init = { ...init, body: form.toString() };
      }
    }
    const response = await fetch(target, init);
    const raw = await response.text();
    let body: Json;
    try {
      body = JSON.parse(raw) as Json;
    } catch {
      return jsonResponse({ error: 'invalid_response', error_description: raw.slice(0, 200) }, 502);
    }
    if (body.errcode !== undefined && Number(body.errcode) !== 0) {
      return jsonResponse({ error: 'invalid_grant', error_description: text(body.errmsg) || text(body.errcode) }, 400);
    }
    if (typeof body.error === 'string' || typeof body.error === 'number') {
      return jsonResponse({ error: text(body.error), error_description: text(body.error_description) }, 400);
    }
    if (typeof body.access_token === 'string' && body.token_type === undefined) body.token_type = 'bearer';
    return jsonResponse(body, response.status);
  };
}

async function fetchJson(config: client.Configuration, accessToken: string, url: URL): Promise<Json> {
  const response = await client.fetchProtectedResource(config, accessToken, url, 'GET');
  const body = (await response.json()) as Json;
  if (!response.ok || (body.errcode !== undefined && Number(body.errcode) !== 0) || Number(body.ret ?? 0) < 0) {
    throw new ProviderProfileError(text(body.errmsg) || text(body.msg) || text(body.message) || response.statusText);
  }
  return body;
}

/** The provider answered the token, but its profile could not be read. */
export class ProviderProfileError extends Error {
  override name = 'ProviderProfileError';
}

/** A preset's profile: GitHub and Gitee in one call; QQ needs its openid first; WeChat names it in the token. */
async function presetProfile(
  provider: OAuthProviderConfig & { kind: OAuthPreset },
  config: client.Configuration,
  tokens: client.TokenEndpointResponse,
  userInfoUrl: string,
): Promise<Json> {
  const accessToken = tokens.access_token;
  if (provider.kind === 'qq') {
    const me = await fetchJson(config, accessToken, new URL('https://graph.qq.com/oauth2.0/me?fmt=json'));
    const openid = text(me.openid);
    const url = new URL(userInfoUrl);
    url.searchParams.set('oauth_consumer_key', provider.clientId);
    url.searchParams.set('openid', openid);
    url.searchParams.set('access_token', accessToken);
    return { ...(await fetchJson(config, accessToken, url)), openid, unionid: me.unionid };
  }
  if (provider.kind === 'wechat') {
    const url = new URL(userInfoUrl);
    url.searchParams.set('access_token', accessToken);
    url.searchParams.set('openid', text(tokens.openid));
    return { openid: tokens.openid, unionid: tokens.unionid, ...(await fetchJson(config, accessToken, url)) };
  }
  return fetchJson(config, accessToken, new URL(userInfoUrl));
}

/** Plain http is allowed only for an issuer on this machine (the tests' provider, a local development one). */
function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

export interface ProviderClient {
  readonly config: OAuthProviderConfig;
  /** The authorization address with PKCE S256, `state` and (OIDC) `nonce`. */
  authorizationUrl(input: {
    redirectUri: string;
    state: string;
    codeChallenge: string;
    nonce: string | null;
  }): Promise<URL>;
  /** Exchanges the code (openid-client checks state, PKCE, issuer, ID token and nonce) and reads the identity. */
  exchange(input: {
    callbackUrl: URL;
    state: string;
    codeVerifier: string;
    nonce: string | null;
  }): Promise<ExternalIdentity>;
}

function providerClient(provider: OAuthProviderConfig): ProviderClient {
  let discovered: Promise<client.Configuration> | null = null;
  const isOidc = provider.kind === 'oidc';

  function configuration(): Promise<client.Configuration> {
    if (provider.kind === 'oidc') {
      const issuer = provider.issuer ?? '';
      discovered ??= client
        .discovery(new URL(issuer), provider.clientId, provider.clientSecret, undefined, {
          ...(isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
        })
        .catch((error: unknown) => {
          discovered = null;
          throw error;
        });
      return discovered;
    }
    const preset = PRESETS[provider.kind];
    const tokenUrl = provider.tokenUrl ?? preset.tokenUrl;
    const config = new client.Configuration(
      {
        issuer: preset.issuer,
        authorization_endpoint: provider.authorizationUrl ?? preset.authorizationUrl,
        token_endpoint: tokenUrl,
      },
      provider.clientId,
      { client_secret: provider.clientSecret },
      client.ClientSecretPost(provider.clientSecret),
    );
    config[client.customFetch] = presetFetch(provider.kind, tokenUrl);
    if (isLoopback(tokenUrl)) client.allowInsecureRequests(config);
    return Promise.resolve(config);
  }

  const scope = provider.scope ?? (isOidc ? 'openid profile' : PRESETS[provider.kind as OAuthPreset].scope);

  return {
    config: provider,
    async authorizationUrl({ redirectUri, state, codeChallenge, nonce }) {
      const config = await configuration();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        ...(nonce ? { nonce } : {}),
      });
      if (provider.kind === 'wechat') {
        // The open platform names the client `appid` and wants this fragment on its QR page.
        url.searchParams.set('appid', provider.clientId);
        url.searchParams.delete('client_id');
        url.hash = 'wechat_redirect';
      }
      return url;
    },
    async exchange({ callbackUrl, state, codeVerifier, nonce }) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        ...(nonce ? { expectedNonce: nonce } : {}),
        ...(isOidc ? { idTokenExpected: true } : {}),
      });
      if (provider.kind === 'oidc') {
        const claims = (tokens.claims() ?? {}) as Json;
        let identity = oidcIdentity(claims);
        if (identity.displayName === identity.subject && config.serverMetadata().userinfo_endpoint) {
          const info = await client.fetchUserInfo(config, tokens.access_token, identity.subject);
          identity = oidcIdentity({ ...info, ...claims, name: info.name ?? claims.name });
        }
        return identity;
      }
      const preset = PRESETS[provider.kind];
      const profile = await presetProfile(
        provider as OAuthProviderConfig & { kind: OAuthPreset },
        config,
        tokens,
        provider.userInfoUrl ?? preset.userInfoUrl,
      );
      const identity = presetIdentity(provider.kind, profile);
      if (!identity.subject) throw new ProviderProfileError('no subject');
      return identity;
    },
  };
}

export interface ProviderRegistry {
  list(): OAuthProviderConfig[];
  get(type: string): ProviderClient | undefined;
}

export function createProviderRegistry(providers: readonly OAuthProviderConfig[]): ProviderRegistry {
  const clients = new Map(providers.map((p) => [p.type, providerClient(p)]));
  return {
    list: () => providers.map((p) => p),
    get: (type) => clients.get(type),
  };
}
