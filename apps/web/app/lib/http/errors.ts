/**
 * The error catalogue (docs/product.md) as a pure decision, so the mapping is testable without a browser
 * and the client only has to carry it out.
 */

/** What went wrong, in the terms the seed uses (axios-style messages for transport failures). */
export interface Failure {
  /** HTTP status, absent when no answer arrived. */
  status?: number;
  /** Transport message: contains 'timeout' on a timeout, 'Network Error' when the request never landed. */
  message?: string;
  /** The parsed answer body, normally `{ error: { code, message, details, validationErrors } }`. */
  body?: unknown;
}

export type FailureOutcome =
  | { kind: 'toast'; messageKey: 'http.timeout' | 'http.network' | 'http.server' | 'http.unknown' }
  | { kind: 'toast'; text: string }
  | { kind: 'login-confirm' }
  | { kind: 'silent' };

export const TIMEOUT_MESSAGE_MARK = 'timeout';
export const NETWORK_ERROR_MESSAGE = 'Network Error';

interface EnvelopeLike {
  error?: { code?: unknown; message?: unknown };
}

export function serverMessageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'error' in body) {
    const message = (body as EnvelopeLike).error?.message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

export function serverCodeOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'error' in body) {
    const code = (body as EnvelopeLike).error?.code;
    if (typeof code === 'string') return code;
  }
  return null;
}

export function classifyFailure(failure: Failure): FailureOutcome {
  const { status, message } = failure;
  if (status === undefined) {
    if (message?.includes(TIMEOUT_MESSAGE_MARK)) return { kind: 'toast', messageKey: 'http.timeout' };
    if (message?.includes(NETWORK_ERROR_MESSAGE)) return { kind: 'toast', messageKey: 'http.network' };
    return message ? { kind: 'toast', text: message } : { kind: 'toast', messageKey: 'http.unknown' };
  }
  if (status === 401) return { kind: 'login-confirm' };
  if (status >= 500) return { kind: 'toast', messageKey: 'http.server' };
  if (status === 404) return { kind: 'silent' };
  const serverMessage = serverMessageOf(failure.body);
  return serverMessage ? { kind: 'toast', text: serverMessage } : { kind: 'toast', messageKey: 'http.unknown' };
}

/** Thrown by every failed call; `message` is what the visitor was (or would have been) shown. */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly code: string | null;
  /** The server's own `error.message`, when it sent one. */
  readonly serverMessage: string | null;
  readonly body: unknown;
  readonly outcome: FailureOutcome;

  constructor(init: { message: string; failure: Failure; outcome: FailureOutcome }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.failure.status;
    this.body = init.failure.body;
    this.code = serverCodeOf(init.failure.body);
    this.serverMessage = serverMessageOf(init.failure.body);
    this.outcome = init.outcome;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
