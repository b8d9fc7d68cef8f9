/**
 * The client constants (docs/product.md). They are part of the specification, so they live
 * in one place and tests pin them.
 */

export const STORAGE_KEYS = {
  /** localStorage: the bearer token. */
  token: 'AccessToken',
  /** sessionStorage: the persisted user state. */
  userInfo: 'userInfo',
  /** sessionStorage: the site configuration as loaded at start-up. */
  configInfo: 'configInfo',
  /** sessionStorage: the tenant selected for this tab (sent as the TenantId header). */
  tenantId: 'TenantId',
} as const;

export const REQUEST_TIMEOUT_MS = 60_000;
export const PHONE_CAPTCHA_TIMEOUT_MS = 20_000;

export const LOGOUT_MESSAGE_MS = 2_000;
export const RECOVERY_MESSAGE_MS = 8_000;

export const NOTIFICATION_DURATION_MS = 4_500;
export const NOTIFICATION_SPACING_PX = 16;
export const NOTIFICATION_PLACEMENT = 'topRight' as const;

export const PROGRESS_BAR = {
  minimum: 0.08,
  speed: 200,
  trickle: true,
  trickleRate: 0.02,
  trickleSpeed: 800,
  showSpinner: false,
} as const;

/** Paths reachable without a session (docs/product.md). */
export const WHITELIST: readonly string[] = ['/login', '/auth-redirect', '/bind', '/register'];

/** The seed's guest name; the UI shows its translation, the state keeps the seed's value. */
export const GUEST_NAME = '访客';

export const DEFAULT_AVATAR = '/default-avatar.svg';

/** Resend countdown of SMS codes when the server does not say otherwise. */
export const SMS_RESEND_SECONDS = 60;

/** Cookie holding the chosen language, so the server renders the same language the visitor picked. */
export const LANG_COOKIE = 'lang';

/**
 * Cookies mirroring what the browser keeps in storage, so the server renderer sees it too: the tab's tenant
 * (its pages then show that tenant's data) and the token (only the console's layout reads it, to answer a
 * guest 401 and a member 403). The API itself never reads them: it takes the TenantId and Authorization
 * headers only.
 */
export const MIRROR_COOKIES = {
  tenant: 'TenantId',
  token: 'AccessToken',
} as const;

/** How long the token's cookie copy lives; the server decides whether the token itself still works. */
export const TOKEN_COOKIE_MAX_AGE_S = 30 * 24 * 3600;
