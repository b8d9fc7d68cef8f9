import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { StorageConfig } from './shared/storage-config.js';

/**
 * The only file that reads process.env. Every value has a safe default so that `npm start` needs no
 * environment at all; secrets that are not given are generated once and kept in the data folder.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  TIME_ZONE: z.string().default('Asia/Shanghai'),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(20 * 1024 * 1024),
  /**
   * Which reverse proxies may tell us the client's address (X-Forwarded-For): off, a number of proxy hops
   * in front of the server (`1` for one nginx), or a comma-separated list of proxy addresses / CIDRs.
   * Never "trust everyone": the left-most X-Forwarded-For entry is whatever the client wrote.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): TrustProxy => {
      const text = (v ?? '').trim();
      if (text === '' || /^(0|false|off|no)$/i.test(text)) return false;
      // The old boolean spelling: one proxy in front, which is what it was documented for.
      if (/^true$/i.test(text)) return 1;
      if (/^\d+$/.test(text)) return Number(text);
      const entries = text
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      const bad = entries.filter((e) => !isProxyAddress(e));
      if (bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `expected a hop count (e.g. 1) or proxy addresses/CIDRs, not: ${bad.join(', ')}`,
        });
        return z.NEVER;
      }
      return entries;
    }),
  /**
   * Test-only: makes image-captcha answers readable (response header `x-captcha-answer`) so tests can
   * pass the captcha without weakening it. The server refuses to start with it in production.
   */
  CAPTCHA_TEST_MODE: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  /**
   * The overload guard answers 503 under sustained overload (on by default; decision 0027). Tests turn it off:
   * a busy test machine is not an overloaded server.
   */
  OVERLOAD_GUARD: z
    .string()
    .optional()
    .transform((v) => !/^(0|false|off|no)$/i.test((v ?? '').trim())),
  /**
   * Guests' pages (and the sitemap) answered from a short-lived cache, shared through Redis when REDIS_URL is
   * set (docs/decisions/0012-page-cache.md). On by default; `off` renders every request.
   */
  PAGE_CACHE: z
    .string()
    .optional()
    .transform((v) => !/^(0|false|off|no)$/i.test((v ?? '').trim())),
  /** How long a cached page may be served at most (content changes end it sooner). */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Memory for cached pages in the process when there is no Redis (compressed bytes). */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** URLs per sitemap file; the protocol allows 50,000. */
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  /** `.example.com`: `acme.example.com` is the tenant `acme` (decision 0015); unset, host names name no tenant. */
  TENANT_HOST_SUFFIX: z
    .string()
    .trim()
    .regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/i, 'TENANT_HOST_SUFFIX must be a domain such as .example.com')
    .optional()
    .or(z.literal('')),
  /** Disable the per-IP / per-name rate limits (load tests on one machine only). */
  RATE_LIMIT_DISABLED: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  /**
   * `GET /metrics` (Prometheus) answers only a scraper sending `Authorization: Bearer <METRICS_TOKEN>`; unset,
   * the route does not exist (docs/operations.md#metrics).
   */
  METRICS_TOKEN: z
    .string()
    .trim()
    .refine((v) => v === '' || v.length >= 16, 'METRICS_TOKEN must be at least 16 characters')
    .optional(),
  /**
   * On SIGTERM, how long readiness answers 503 before the server stops taking connections (the balancer's
   * probe must see it first), and the bound after which the process exits even with work unfinished.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(5),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(25),
  SMS_PROVIDER: z.enum(['outbox']).default('outbox'),
  SMS_SIGN_NAME: z.string().default('澄镜视觉'),
  AI_BASE_URL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  WEB_BUILD_DIR: z.string().optional(),
  /**
   * An S3-compatible bucket for every stored file instead of DATA_DIR/uploads (docs/operations.md#object-storage):
   * on when S3_BUCKET is set. Without S3_ENDPOINT it is AWS S3 in S3_REGION.
   */
  S3_BUCKET: z.string().trim().optional(),
  S3_ENDPOINT: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || /^https?:\/\/[^/]/.test(v),
      'S3_ENDPOINT must be an http(s) address, e.g. https://oss-cn-hangzhou.aliyuncs.com',
    )
    .optional(),
  S3_REGION: z.string().trim().optional(),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  S3_FORCE_PATH_STYLE: z
    .string()
    .optional()
    .transform((v) => /^(1|true|on|yes)$/i.test((v ?? '').trim())),
  /**
   * The API's OpenAPI document and browsable docs at /prod-api/docs: `on` or `off`. Unset, they are served
   * everywhere but in production, where they would hand every visitor a map of the staff routes.
   */
  API_DOCS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = (v ?? '').trim();
      if (text === '') return undefined;
      if (/^(1|true|on|yes)$/i.test(text)) return true;
      if (/^(0|false|off|no)$/i.test(text)) return false;
      ctx.addIssue({ code: 'custom', message: `expected on or off, not: ${text}` });
      return z.NEVER;
    }),
});

export type Env = z.infer<typeof EnvSchema>;

/** Fastify's `trustProxy`: off, a hop count, or the proxies' addresses / CIDRs. */
export type TrustProxy = false | number | string[];

/** An IP address, a CIDR, or one of proxy-addr's names for private ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The provider presets besides any OpenID Connect issuer (docs/decisions/0014-third-party-login.md). */
export const OAUTH_PRESETS = ['github', 'gitee', 'qq', 'wechat'] as const;
export type OAuthPreset = (typeof OAUTH_PRESETS)[number];

/**
 * One third-party login provider, enabled by its client id and secret. `type` is its address segment
 * (`/auth/<type>`); an OpenID Connect issuer is found by discovery, a preset brings its endpoints, each of
 * which may be overridden (a self-hosted Gitee, GitHub Enterprise).
 */
export interface OAuthProviderConfig {
  type: string;
  kind: 'oidc' | OAuthPreset;
  name: string;
  clientId: string;
  clientSecret: string;
  issuer?: string;
  scope?: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  userInfoUrl?: string;
}

const OAUTH_TYPE = /^[a-z0-9][a-z0-9-]{0,31}$/;
const PRESET_NAMES: Record<OAuthPreset, string> = { github: 'GitHub', gitee: 'Gitee', qq: 'QQ', wechat: '微信' };

/**
 * OAUTH_<PRESET>_CLIENT_ID / _CLIENT_SECRET (+ optional _NAME, _SCOPE, _AUTHORIZATION_URL, _TOKEN_URL,
 * _USERINFO_URL) for each preset, and OAUTH_OIDC_ISSUER / _CLIENT_ID / _CLIENT_SECRET (+ _TYPE, _NAME, _SCOPE)
 * for an OpenID Connect issuer. A provider missing its id or secret is simply off.
 */
function oauthProviders(source: NodeJS.ProcessEnv): OAuthProviderConfig[] {
  const value = (key: string) => source[key]?.trim() || undefined;
  const url = (key: string) => {
    const text = value(key);
    if (text === undefined) return undefined;
    if (!URL.canParse(text)) throw new Error(`Invalid configuration:\n  ${key}: not a URL`);
    return text;
  };
  const providers: OAuthProviderConfig[] = [];
  for (const kind of OAUTH_PRESETS) {
    const prefix = `OAUTH_${kind.toUpperCase()}_`;
    const clientId = value(`${prefix}CLIENT_ID`);
    const clientSecret = value(`${prefix}CLIENT_SECRET`);
    if (!clientId || !clientSecret) continue;
    const optional = {
      scope: value(`${prefix}SCOPE`),
      authorizationUrl: url(`${prefix}AUTHORIZATION_URL`),
      tokenUrl: url(`${prefix}TOKEN_URL`),
      userInfoUrl: url(`${prefix}USERINFO_URL`),
    };
    providers.push({
      type: kind,
      kind,
      name: value(`${prefix}NAME`) ?? PRESET_NAMES[kind],
      clientId,
      clientSecret,
      ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
    });
  }
  const issuer = url('OAUTH_OIDC_ISSUER');
  const clientId = value('OAUTH_OIDC_CLIENT_ID');
  const clientSecret = value('OAUTH_OIDC_CLIENT_SECRET');
  if (issuer && clientId && clientSecret) {
    const type = (value('OAUTH_OIDC_TYPE') ?? 'oidc').toLowerCase();
    if (!OAUTH_TYPE.test(type) || providers.some((p) => p.type === type)) {
      throw new Error(`Invalid configuration:\n  OAUTH_OIDC_TYPE: "${type}" must be 1–32 of a-z, 0-9, - and unused`);
    }
    const scope = value('OAUTH_OIDC_SCOPE');
    providers.push({
      type,
      kind: 'oidc',
      name: value('OAUTH_OIDC_NAME') ?? 'OpenID Connect',
      clientId,
      clientSecret,
      issuer,
      ...(scope ? { scope } : {}),
    });
  }
  return providers;
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  adminPassword: string | undefined;
  jwtSecret: string;
  sessionTtlDays: number;
  timeZone: string;
  uploadMaxBytes: number;
  trustProxy: TrustProxy;
  /** Answer 503 under sustained overload (the overload guard, decision 0027); tests turn it off. */
  overloadGuard: boolean;
  /** Guests' pages from the page cache, for how long, and how much memory it may take in the process. */
  pageCache: { enabled: boolean; ttlMs: number; maxBytes: number };
  sitemapUrlsPerFile: number;
  /** The domain under which a host name's first label is a tenant code; undefined: not configured. */
  tenantHostSuffix: string | undefined;
  captchaTestMode: boolean;
  rateLimitDisabled: boolean;
  /** The bearer token of `GET /metrics`; undefined: no metrics route. */
  metricsToken: string | undefined;
  /** The rolling-restart sequence's drain delay and the bound on the whole of it (plugins/shutdown.ts). */
  shutdown: { drainMs: number; timeoutMs: number };
  sms: { provider: 'outbox'; signName: string };
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined };
  webBuildDir: string | undefined;
  /** Where file bytes live: DATA_DIR/uploads, or a bucket (S3_*). */
  storage: StorageConfig;
  /** Serve the OpenAPI document and its browsable docs at /prod-api/docs (off in production unless asked). */
  apiDocs: boolean;
  version: string;
  realtime: RealtimeConfig;
  /** Third-party login providers that are configured (none by default). */
  oauth: OAuthProviderConfig[];
}

/** The realtime hubs (docs/product.md#realtime); tests shorten the intervals. */
export interface RealtimeConfig {
  /**
   * Origins a browser may open the hubs from: PUBLIC_URL's. Empty (PUBLIC_URL unset): the request's own host,
   * and in development also localhost on any port (the web dev server proxies the hubs).
   */
  origins: string[];
  /** New hub connections per client address and minute (a browser opens one per tab). */
  connectionsPerMinute: number;
  /** A crashed instance's people stop being counted this long after its last heartbeat. */
  presenceTtlMs: number;
  /** How often an instance renews its presence entries. */
  heartbeatMs: number;
  /** `onlineNum` goes out at most this often, when the count changed. */
  countIntervalMs: number;
  /** Live connections' sessions are checked again this often (expiry, a revocation whose message was lost). */
  revalidateMs: number;
  /**
   * What one connection may send (every hub of a tab shares it): packets per second on average and at once.
   * Clients send hub openings, heartbeat answers and a live page's join and leave; a connection past this is cut off.
   */
  inbound: { perSecond: number; burst: number };
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

function readOrCreateSecret(dataDir: string, name: string): string {
  const file = join(dataDir, 'secrets.json');
  let secrets: Record<string, string> = {};
  if (existsSync(file)) secrets = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const existing = secrets[name];
  if (existing) return existing;
  const created = randomBytes(48).toString('base64url');
  secrets[name] = created;
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return created;
}

/**
 * The file storage the S3_* variables describe, or the data folder's `uploads`. A half-configured bucket is an
 * error rather than a silent fall-back to local disk, which several instances would not share.
 */
function storageConfig(env: Env, dataDir: string): StorageConfig {
  const bucket = env.S3_BUCKET || undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  const endpoint = env.S3_ENDPOINT || undefined;
  if (!bucket) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => env[k]);
    if (stray.length > 0) {
      throw new Error(
        `Invalid configuration:\n  S3_BUCKET: required when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set`,
      );
    }
    return { kind: 'local', dir: join(dataDir, 'uploads') };
  }
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither');
  }
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/**
 * The token signing secret. Several instances (PostgreSQL and Redis configured) must all sign with the same one,
 * so there it has to come from JWT_SECRET: a secret generated into one machine's data folder would make every
 * other instance refuse that machine's sessions (docs/decisions/0022-object-storage-and-backups.md).
 */
function jwtSecret(env: Env, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const severalInstances = /^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '') && Boolean(env.REDIS_URL);
  if (severalInstances) {
    throw new Error(
      'Invalid configuration:\n  JWT_SECRET: required with DATABASE_URL and REDIS_URL (several instances sign ' +
        'tokens with one secret). Set it to the same value of at least 32 characters on every instance, e.g. ' +
        `from \`openssl rand -base64 48\`; to keep existing sessions, use the "jwtSecret" of ${join(dataDir, 'secrets.json')}.`,
    );
  }
  return readOrCreateSecret(dataDir, 'jwtSecret');
}

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && env.CAPTCHA_TEST_MODE) {
    throw new Error('CAPTCHA_TEST_MODE makes captcha answers readable and must never be set in production.');
  }
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    publicUrl: env.PUBLIC_URL,
    logLevel: env.LOG_LEVEL,
    adminPassword: env.ADMIN_PASSWORD,
    jwtSecret: jwtSecret(env, dataDir),
    sessionTtlDays: env.SESSION_TTL_DAYS,
    timeZone: env.TIME_ZONE,
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    trustProxy: env.TRUST_PROXY,
    overloadGuard: env.OVERLOAD_GUARD,
    pageCache: {
      enabled: env.PAGE_CACHE,
      ttlMs: env.PAGE_CACHE_TTL_SECONDS * 1000,
      maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
    },
    sitemapUrlsPerFile: env.SITEMAP_URLS_PER_FILE,
    tenantHostSuffix: env.TENANT_HOST_SUFFIX || undefined,
    captchaTestMode: env.CAPTCHA_TEST_MODE,
    rateLimitDisabled: env.RATE_LIMIT_DISABLED,
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdown: { drainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000, timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000 },
    sms: { provider: env.SMS_PROVIDER, signName: env.SMS_SIGN_NAME },
    ai: { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL },
    webBuildDir: env.WEB_BUILD_DIR,
    storage: storageConfig(env, dataDir),
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
    version: readVersion(),
    realtime: {
      origins: originOf(env.PUBLIC_URL),
      connectionsPerMinute: 60,
      presenceTtlMs: 45_000,
      heartbeatMs: 15_000,
      countIntervalMs: 1000,
      revalidateMs: 60_000,
      inbound: { perSecond: 5, burst: 40 },
    },
    oauth: oauthProviders(source),
    ...overrides,
  };
}
