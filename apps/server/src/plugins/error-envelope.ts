import { API_BASE, ErrorCodes, type ErrorEnvelope, type ValidationErrorItem } from '@clearsight/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../shared/app-error.js';
import { OverloadedError } from './overload-guard.js';

export function envelope(
  code: string | null,
  message: string,
  details: string | null = null,
  validationErrors: ValidationErrorItem[] | null = null,
): ErrorEnvelope {
  return { error: { code, message, details, validationErrors } };
}

/** The envelope with the request's id in it (the same as its `x-request-id` header), for support to find its log. */
export function stamped(request: FastifyRequest, body: ErrorEnvelope): ErrorEnvelope {
  return { error: { ...body.error, requestId: request.id } };
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  return reply
    .status(error.status)
    .type('application/json; charset=utf-8')
    .send(stamped(reply.request, envelope(error.code, error.message, error.details, error.validationErrors)));
}

/** What the overload answer asks clients to wait, in seconds (the guard sends it as Retry-After). */
export const OVERLOAD_RETRY_AFTER_SECONDS = 10;

/**
 * The page a browser shows while the server is overloaded: no scripts and no assets (fetching them would be
 * more load), both languages, and what to do.
 */
const OVERLOAD_PAGE = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>服务器繁忙 · Server busy — 澄镜视觉 ClearSight Vision</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2328;background:#f6f8fa}
main{max-width:34rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:0 0 .75rem}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}p{line-height:1.6;margin:.4rem 0}a{color:#0b5fff}
</style>
</head>
<body>
<main>
<h1>服务器繁忙，请稍后再试</h1>
<p>此刻访问的人太多，服务器暂时忙不过来。请等待约 ${OVERLOAD_RETRY_AFTER_SECONDS} 秒后<a href="">刷新本页</a>。</p>
<p>如果您正在填写表单，返回上一页即可继续，填写的内容不会丢失。</p>
<h2 lang="en">The server is busy</h2>
<p lang="en">Too many requests are arriving right now. Please wait about ${OVERLOAD_RETRY_AFTER_SECONDS} seconds, then <a href="">reload this page</a>.</p>
</main>
</body>
</html>
`;

/** A browser asking for a page (not an API call): it gets HTML, not JSON, when the server cannot serve it. */
function isPageRequest(request: FastifyRequest): boolean {
  return !request.url.startsWith(API_BASE) && (request.headers.accept ?? '').includes('text/html');
}

/** The overload guard's answer: 503 with Retry-After; a small page for people, the envelope for the API. */
function sendOverloaded(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.status(503).header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
  if (isPageRequest(request)) return reply.type('text/html; charset=utf-8').send(OVERLOAD_PAGE);
  return reply
    .type('application/json; charset=utf-8')
    .send(stamped(request, envelope(ErrorCodes.unavailable, '服务器繁忙，请稍后再试')));
}

/**
 * What the multipart parser (busboy, @fastify/multipart) throws for a body the client got wrong. Routes read
 * forms through plugins/multipart-form.ts, which names these for the sender; this is the net for any
 * parser error that still escapes (a route reading parts itself, an error raised after the form was read).
 */
function isMalformedMultipart(error: Error, isMultipart: boolean): boolean {
  // @fastify/multipart's own errors carry a 4xx status and are handled below with the other 4xx.
  if (!isMultipart || (error as FastifyError).statusCode !== undefined) return false;
  return (
    (error as FastifyError).code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    /^Multipart: |multipart data|terminated early|Malformed part header|Boundary required|Unsupported Content-Type|Missing Content-Type|needle/i.test(
      error.message,
    )
  );
}

const FIELD_NAMES: Record<string, string> = {
  body: '请求内容',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

/**
 * The 400 answer to input its schema refused: each problem with the field it names (`plateId`, or the part of
 * the request when the whole part is wrong), and the first three in the message. Also the direct path's
 * (plugins/route-caller.ts), so a loader sees the same refusal either way.
 */
export function validationEnvelope(
  validation: ReadonlyArray<{ instancePath: string; message?: string | undefined }>,
  validationContext: string | undefined,
): ErrorEnvelope {
  const items: ValidationErrorItem[] = validation.map((v) => {
    const path = v.instancePath.replace(/^\//, '').split('/').filter(Boolean);
    const member = path.join('.') || FIELD_NAMES[validationContext ?? ''] || 'input';
    return { message: v.message ?? '格式不正确', members: [member] };
  });
  const summary = items
    .slice(0, 3)
    .map((i) => `${i.members[0]}: ${i.message}`)
    .join('；');
  return envelope(ErrorCodes.validation, `提交的内容有误：${summary}`, null, items);
}

/**
 * Maps every failure to the seed's envelope `{ error: { code, message, details, validationErrors } }`:
 * validation → 400 with validationErrors, AppError → its status, framework 4xx → same status,
 * anything unexpected → 500 with a generic message (and the real error only in the log).
 */
export function registerErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error);
    if (error instanceof OverloadedError) return sendOverloaded(request, reply);

    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(stamped(request, validationEnvelope(error.validation, error.validationContext)));
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its contract');
      return reply.status(500).send(stamped(request, envelope(ErrorCodes.internal, '服务器内部错误，请稍后再试')));
    }

    if (isMalformedMultipart(error, typeof request.isMultipart === 'function' && request.isMultipart())) {
      return reply
        .status(400)
        .send(stamped(request, envelope(ErrorCodes.validation, '上传的表单内容不完整或格式不正确，请重新提交')));
    }

    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413 || (error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(stamped(request, envelope(ErrorCodes.payloadTooLarge, '上传的内容超过了大小限制')));
    }
    if (status === 429) {
      return reply.status(429).send(stamped(request, envelope(ErrorCodes.tooManyRequests, '操作太频繁，请稍后再试')));
    }
    if (status >= 400 && status < 500) {
      const code =
        status === 404
          ? ErrorCodes.notFound
          : status === 401
            ? ErrorCodes.unauthorized
            : status === 415
              ? ErrorCodes.unsupportedMediaType
              : ErrorCodes.validation;
      const message =
        (error as FastifyError).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? '不支持的请求内容类型'
          : (error as FastifyError).code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
              (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
              error instanceof SyntaxError
            ? '请求内容不是有效的 JSON'
            : error.message;
      return reply.status(status).send(stamped(request, envelope(code, message)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(stamped(request, envelope(ErrorCodes.internal, '服务器内部错误，请稍后再试')));
  });
}
