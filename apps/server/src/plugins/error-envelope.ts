import { ErrorCodes, type ErrorEnvelope, type ValidationErrorItem } from '@clearsight/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../shared/app-error.js';

export function envelope(
  code: string | null,
  message: string,
  details: string | null = null,
  validationErrors: ValidationErrorItem[] | null = null,
): ErrorEnvelope {
  return { error: { code, message, details, validationErrors } };
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  return reply
    .status(error.status)
    .type('application/json; charset=utf-8')
    .send(envelope(error.code, error.message, error.details, error.validationErrors));
}

const FIELD_NAMES: Record<string, string> = {
  body: '请求内容',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

/**
 * Maps every failure to the seed's envelope `{ error: { code, message, details, validationErrors } }`:
 * validation → 400 with validationErrors, AppError → its status, framework 4xx → same status,
 * anything unexpected → 500 with a generic message (and the real error only in the log).
 */
export function registerErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const items: ValidationErrorItem[] = error.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').split('/').filter(Boolean);
        const member = path.join('.') || FIELD_NAMES[error.validationContext ?? ''] || 'input';
        return { message: v.message ?? '格式不正确', members: [member] };
      });
      const summary = items
        .slice(0, 3)
        .map((i) => `${i.members[0]}: ${i.message}`)
        .join('；');
      return reply.status(400).send(envelope(ErrorCodes.validation, `提交的内容有误：${summary}`, null, items));
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its contract');
      return reply.status(500).send(envelope(ErrorCodes.internal, '服务器内部错误，请稍后再试'));
    }

    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413 || (error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(envelope(ErrorCodes.payloadTooLarge, '上传的内容超过了大小限制'));
    }
    if (status === 429) {
      return reply.status(429).send(envelope(ErrorCodes.tooManyRequests, '操作太频繁，请稍后再试'));
    }
    if (status >= 400 && status < 500) {
      const code =
        status === 404 ? ErrorCodes.notFound : status === 401 ? ErrorCodes.unauthorized : ErrorCodes.validation;
      const message =
        (error as FastifyError).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? '不支持的请求内容类型'
          : (error as FastifyError).code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
              (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
              error instanceof SyntaxError
            ? '请求内容不是有效的 JSON'
            : error.message;
      return reply.status(status).send(envelope(code, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelope(ErrorCodes.internal, '服务器内部错误，请稍后再试'));
  });
}
