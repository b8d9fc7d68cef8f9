import { ErrorCodes } from '@clearsight/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../shared/app-error.js';
import type { MultipartForm } from '../shared/multipart-form.js';

/**
 * Reads a multipart form with one file field into memory. Whatever is wrong with the body itself (not
 * multipart, no boundary, cut short, too many fields, a file over the limit) is the sender's mistake and
 * answers 400 or 413 in the error envelope, never a 500.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: { fileField: string; maxFileBytes: number; maxFields: number; maxFieldBytes: number },
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw AppError.badRequest(`请用 multipart/form-data 提交，文件字段名为 ${limits.fileField}`);
  }
  const fields: Record<string, string> = {};
  let fieldCount = 0;
  let file: MultipartForm['file'] = null;
  try {
    for await (const part of request.parts({
      limits: { fieldSize: limits.maxFieldBytes, fields: limits.maxFields, files: 1, fileSize: limits.maxFileBytes },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(limits.maxFileBytes);
        if (part.fieldname === limits.fileField) file = { fileName: part.filename, bytes };
      } else {
        fieldCount += 1;
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    // Past the field limit busboy stops reading and the next part ends early: say why, not "incomplete".
    if (!(error instanceof AppError) && fieldCount >= limits.maxFields) throw tooManyFields();
    throw asClientError(error, limits.maxFileBytes);
  }
  return { fields, file };
}

function tooManyFields(): AppError {
  return AppError.badRequest('表单字段太多，请只提交表单里的内容');
}

function tooLarge(maxBytes: number): AppError {
  return new AppError(413, ErrorCodes.payloadTooLarge, `文件超过了 ${Math.round(maxBytes / 1048576)} MB 的上限`);
}

/** Busboy and @fastify/multipart report a malformed body as plain errors; name them for the sender. */
function asClientError(error: unknown, maxFileBytes: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxFileBytes);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return tooManyFields();
  }
  return AppError.badRequest('上传的表单内容不完整或格式不正确，请重新提交');
}
