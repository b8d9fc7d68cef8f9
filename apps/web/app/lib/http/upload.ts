import { API_BASE, fileUploadRoute, XSRF_COOKIE, type FileInfo } from '@clearsight/contracts';
import { readCookie } from '../cookies';
import { requestHeaders } from './client';
import { ApiError, classifyFailure, NETWORK_ERROR_MESSAGE, type Failure } from './errors';
import { presentFailure, textOf } from './present';
import { getToken, tenantId } from '../session/session-store';

function fail(failure: Failure, silent: boolean): never {
  const outcome = classifyFailure(failure);
  if (!silent) presentFailure(outcome);
  throw new ApiError({ message: textOf(outcome), failure, outcome });
}

/**
 * Uploads one file through the files feature (`POST /prod-api/file`, multipart field `file`). The JSON
 * client cannot send multipart, so this sends the same headers itself and reports failures the same way.
 * `imagesOnly` adds `purpose=image` (before the file: the server reads fields that precede it).
 */
export async function uploadFile(
  file: Blob,
  options: { imagesOnly?: boolean; fileName?: string; silent?: boolean } = {},
): Promise<FileInfo> {
  const form = new FormData();
  if (options.imagesOnly) form.append('purpose', 'image');
  form.append('file', file, options.fileName ?? (file instanceof File ? file.name : 'image.png'));
  const headers = requestHeaders({
    token: getToken(),
    tenant: tenantId(),
    xsrf: readCookie(XSRF_COOKIE),
    hasBody: false,
  });
  let response: Response;
  try {
    response = await fetch(API_BASE + fileUploadRoute.path, {
      method: 'POST',
      headers,
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    return fail({ message: NETWORK_ERROR_MESSAGE }, !!options.silent);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) return fail({ status: response.status, body }, !!options.silent);
  return body as FileInfo;
}
