import type { FastifyServerOptions } from 'fastify';

/** Fastify's logger options (pino's, with Fastify's own). */
type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/**
 * What the request log must never hold. A form sent before its page's script took over (or a hand-written
 * address) can carry a password, a code or a token in the query string, and every request's URL is logged: the
 * values of such query parameters are replaced before a line is written. Headers that carry credentials are
 * redacted by path.
 */

export const REDACTED = '[redacted]';

/** A query parameter whose name says it holds a secret: any password, secret, token or ticket, and codes. */
const SECRET_NAME = /pass(word)?|passwd|pwd|secret|token|ticket|api[-_]?key|signature|authorization/i;
const SECRET_EXACT = new Set(['code', 'smscode', 'sms_code', 'otp', 'pin', 'sig', 'key', 'state']);

function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

export function isSecretParameter(name: string): boolean {
  const decoded = decodeName(name).trim();
  return SECRET_NAME.test(decoded) || SECRET_EXACT.has(decoded.toLowerCase());
}

/** A query string (without its `?`) with the values of secret parameters replaced; the rest kept as it was. */
function redactQuery(query: string): string {
  return query
    .split(/([&;])/)
    .map((part) => {
      if (part === '&' || part === ';') return part;
      const eq = part.indexOf('=');
      if (eq < 0) return part;
      return isSecretParameter(part.slice(0, eq)) ? `${part.slice(0, eq + 1)}${REDACTED}` : part;
    })
    .join('');
}

/** A URL or path with any secret query values replaced (`/login?username=a&password=[redacted]`). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const end = hash < 0 ? url.length : hash;
  return `${url.slice(0, q + 1)}${redactQuery(url.slice(q + 1, end))}${url.slice(end)}`;
}

/** Free text (a log message, an error's message or stack) with every query string in it redacted. */
export function redactText(text: string): string {
  return text.includes('?') ? text.replace(/\?[^\s"'<>`#]*/g, (query) => `?${redactQuery(query.slice(1))}`) : text;
}

/** Where log lines go instead of standard output (tests read them). */
export interface LogStream {
  write(line: string): void;
}

/** An error as the log shows it: pino's fields, its message and stack (and any other text) redacted. */
function serializeError(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  const out: { type: string; message: string; stack: string; [key: string]: unknown } = {
    type: error.name,
    message: redactText(error.message),
    stack: redactText(error.stack ?? ''),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key in out) continue;
    out[key] = typeof value === 'string' ? redactText(value) : value;
  }
  return out;
}

/**
 * The server's logger options: Fastify's request serialiser with the URL redacted, errors with their message and
 * stack redacted, every message string redacted (Fastify's own "Route GET:/x?… not found"), credential headers
 * censored.
 */
export function loggerOptions(level: string, stream?: LogStream): LoggerOptions {
  const options: LoggerOptions = {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (request) => {
        const version = request.headers['accept-version'];
        return {
          method: request.method,
          url: redactUrl(request.url),
          version: Array.isArray(version) ? version.join(',') : version,
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket.remotePort,
        };
      },
      err: serializeError,
    },
    hooks: {
      logMethod(args, method) {
        const redacted = args.map((arg: unknown) => (typeof arg === 'string' ? redactText(arg) : arg));
        method.apply(this, redacted as Parameters<typeof method>);
      },
    },
  };
  return stream ? { ...options, stream } : options;
}
