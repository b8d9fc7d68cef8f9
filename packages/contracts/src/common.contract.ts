import { z } from 'zod';

/** API base path and realtime base path (docs/product.md#constants). */
export const API_BASE = '/prod-api';
export const WS_BASE = '/prod-ws';
export const TENANT_HEADER = 'TenantId';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** One field-level validation problem, as ABP reports them. */
export const ValidationErrorItem = z.object({
  message: z.string(),
  members: z.array(z.string()),
});
export type ValidationErrorItem = z.infer<typeof ValidationErrorItem>;

/** The seed's error envelope: every 4xx/5xx answer has exactly this shape. */
export const ErrorEnvelope = z.object({
  error: z.object({
    code: z.string().nullable(),
    message: z.string(),
    details: z.string().nullable(),
    validationErrors: z.array(ValidationErrorItem).nullable(),
    /** The request's id (also its `x-request-id` header): what support asks for to find its log lines. */
    requestId: z.string().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** Stable error codes the client may branch on (messages are for people). */
export const ErrorCodes = {
  validation: 'Validation',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'NotFound',
  conflict: 'Conflict',
  tooManyRequests: 'TooManyRequests',
  captchaWrong: 'CaptchaWrong',
  badCredentials: 'BadCredentials',
  accountBanned: 'AccountBanned',
  accountDisabled: 'AccountDisabled',
  /** A topic a moderator hid (403): only its author and staff may read it, not "private" to a chosen few. */
  topicHidden: 'TopicHidden',
  unknownTenant: 'UnknownTenant',
  /** The tenant was disabled by the host's staff: every request of it answers 403. */
  tenantDisabled: 'TenantDisabled',
  payloadTooLarge: 'PayloadTooLarge',
  unsupportedFile: 'UnsupportedFile',
  unsupportedMediaType: 'UnsupportedMediaType',
  /** The server is overloaded (503 with Retry-After); the request may be repeated later. */
  unavailable: 'Unavailable',
  internal: 'Internal',
} as const;

/** ABP paging: `skipCount` = number of items skipped (not a page number). */
export const PagedQuery = z.object({
  skipCount: z.coerce.number().int().min(0).max(1_000_000).default(0),
  maxResultCount: z.coerce.number().int().min(1).max(100).default(20),
});
export type PagedQuery = z.infer<typeof PagedQuery>;

export function pagedResult<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), totalCount: z.number().int() });
}

export const IdParam = z.object({ id: z.string().min(1).max(64) });

export const OkResult = z.object({ ok: z.literal(true) });

/** ISO-8601 timestamp string as every endpoint returns it. */
export const IsoDate = z.string();
