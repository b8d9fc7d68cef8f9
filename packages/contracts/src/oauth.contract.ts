import { z } from 'zod';
import { LoginBody, UserNameSchema } from './account.contract.js';
import { OkResult } from './common.contract.js';
import { Permissions } from './permissions.js';
import { defineRoute } from './route.js';

/**
 * Third-party login and binding (docs/product.md#third-party-login, docs/decisions/0014-third-party-login.md).
 * The browser asks for an authorization address, goes to the provider, comes back to `/auth/:type` (login) or
 * `/bind/:type` (binding on one's own profile), and that page hands `code` and `state` to the API below.
 */
const tags = ['oauth'];

/** What a failed third-party step answers besides the common codes; the web branches on these. */
export const OAuthErrorCodes = {
  /** The provider is not configured (or was switched off) on this site. */
  providerDisabled: 'OAuthProviderDisabled',
  /** `state` unknown, expired, already used, or started in another browser or by another member. */
  stateInvalid: 'OAuthStateInvalid',
  /** The provider refused (the member cancelled, a reused code, a wrong nonce, an unreachable provider). */
  providerRefused: 'OAuthProviderRefused',
  /** The first-time ticket is unknown, expired or already used. */
  ticketInvalid: 'OAuthTicketInvalid',
  /** The identity is already bound to an account (this one or another). */
  alreadyBound: 'OAuthAlreadyBound',
  /** Removing this binding would leave the account without any way to log in. */
  lastLoginMethod: 'OAuthLastLoginMethod',
} as const;

export const OAuthProviderType = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, '登录方式不存在');
export const OAuthPurpose = z.enum(['login', 'bind']);
export type OAuthPurpose = z.infer<typeof OAuthPurpose>;

/** A configured provider as the login page shows it. */
export const OAuthProvider = z.object({
  type: z.string(),
  name: z.string(),
  /** `oidc` for OpenID Connect issuers, otherwise the preset (github, gitee, qq, wechat). */
  kind: z.string(),
});
export type OAuthProvider = z.infer<typeof OAuthProvider>;

const TypeParams = z.object({ type: OAuthProviderType });

/** What the provider sent back to the page, passed on as it came. */
export const OAuthCallbackQuery = z.object({
  state: z.string().trim().min(1, '缺少 state').max(200),
  code: z.string().trim().max(2000).optional(),
  error: z.string().trim().max(200).optional(),
  error_description: z.string().trim().max(1000).optional(),
  /** The issuer (RFC 9207), which openid-client checks when the provider announces it. */
  iss: z.string().trim().max(500).optional(),
});
export type OAuthCallbackQuery = z.infer<typeof OAuthCallbackQuery>;

export const OAuthLoginResult = z.discriminatedUnion('status', [
  /** A known identity: the same token a password login answers. */
  z.object({ status: z.literal('signed-in'), token: z.string() }),
  /**
   * An identity seen for the first time: the member chooses a user name or links an existing account.
   * The ticket stands for the verified identity for a few minutes, in this browser only.
   */
  z.object({
    status: z.literal('new-identity'),
    ticket: z.string(),
    provider: OAuthProvider,
    displayName: z.string(),
    suggestedUserName: z.string(),
    expiresInSeconds: z.number().int(),
  }),
]);
export type OAuthLoginResult = z.infer<typeof OAuthLoginResult>;

export const OAuthRegisterBody = z.object({
  ticket: z.string().trim().min(1).max(200),
  userName: UserNameSchema,
});

/** The password login's fields (captcha included) plus the ticket. */
export const OAuthLinkBody = LoginBody.extend({ ticket: z.string().trim().min(1).max(200) });

/** One of the member's bindings; never a provider token. */
export const OAuthBinding = z.object({
  id: z.string(),
  type: z.string(),
  providerName: z.string(),
  displayName: z.string(),
  creationTime: z.string(),
  lastLoginTime: z.string().nullable(),
});
export type OAuthBinding = z.infer<typeof OAuthBinding>;

export const OAuthAccountResult = z.object({
  items: z.array(OAuthBinding),
  /** False for accounts created through a provider: their bindings are their only way in. */
  hasPassword: z.boolean(),
});
export type OAuthAccountResult = z.infer<typeof OAuthAccountResult>;

export const oauthProvidersRoute = defineRoute({
  method: 'GET',
  path: '/auth/oauth/providers',
  summary: 'Third-party login providers configured on this site',
  tags,
  access: 'public',
  response: z.object({ items: z.array(OAuthProvider) }),
});

/**
 * Starts a round trip: answers the provider's authorization address and sets a short-lived httpOnly cookie
 * that binds the pending `state` to this browser. Binding (`purpose=bind`) needs a session.
 */
export const oauthAuthorizeRoute = defineRoute({
  method: 'POST',
  path: '/auth/oauth/authorize/:type',
  summary: 'Authorization address of a provider (login or binding), with PKCE, state and nonce kept server-side',
  tags,
  access: 'public',
  params: TypeParams,
  body: z.object({ purpose: OAuthPurpose.default('login') }),
  response: z.object({ url: z.string() }),
});

export const oauthLoginRoute = defineRoute({
  method: 'GET',
  path: '/auth/oauth/login/:type',
  summary: 'Exchanges the code the provider sent back: a session, or a first-time ticket',
  tags,
  access: 'public',
  params: TypeParams,
  query: OAuthCallbackQuery,
  response: OAuthLoginResult,
});

export const oauthRegisterRoute = defineRoute({
  method: 'POST',
  path: '/auth/oauth/register',
  summary: 'First time: creates an account with the chosen user name for the verified identity',
  tags,
  access: 'public',
  body: OAuthRegisterBody,
  response: z.object({ token: z.string(), userName: z.string() }),
});

export const oauthLinkRoute = defineRoute({
  method: 'POST',
  path: '/auth/oauth/link',
  summary: 'First time: links the verified identity to an existing account by logging in with its password',
  tags,
  access: 'public',
  body: OAuthLinkBody,
  response: z.object({ token: z.string() }),
});

export const oauthBindRoute = defineRoute({
  method: 'POST',
  path: '/auth/oauth/bind/:type',
  summary: "Binds the provider's identity to the signed-in member (after the provider round trip)",
  tags,
  access: 'member',
  params: TypeParams,
  query: OAuthCallbackQuery,
  response: OAuthBinding,
});

export const oauthAccountRoute = defineRoute({
  method: 'GET',
  path: '/auth/account',
  summary: "The signed-in member's bindings",
  tags,
  access: 'member',
  response: OAuthAccountResult,
});

export const oauthUnbindRoute = defineRoute({
  method: 'DELETE',
  path: '/auth',
  summary: 'Removes one of the signed-in member’s own bindings',
  tags,
  access: 'member',
  query: z.object({ id: z.string().trim().min(1).max(64) }),
  response: OkResult,
});

/** Staff: a member's bindings (provider, external display name, time), for the user screen. */
export const adminUserOAuthRoute = defineRoute({
  method: 'GET',
  path: '/admin/users/:id/oauth',
  summary: "A member's third-party bindings (staff)",
  tags,
  access: { permission: Permissions.userManage },
  params: z.object({ id: z.string().min(1).max(64) }),
  response: z.object({ items: z.array(OAuthBinding) }),
});
