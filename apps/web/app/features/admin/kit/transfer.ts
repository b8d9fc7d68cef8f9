import { fileUploadRoute, XSRF_COOKIE, type FileInfo } from '@clearsight/contracts';
import { requestHeaders } from '../../../lib/http/client';
import {
  ApiError,
  classifyFailure,
  NETWORK_ERROR_MESSAGE,
  serverMessageOf,
  type Failure,
} from '../../../lib/http/errors';
import { presentFailure, textOf } from '../../../lib/http/present';
import { urlOf } from '../../../lib/http/url';
import { getToken, tenantId } from '../../../lib/session/session-store';

/**
 * Binary transfers the JSON client does not do: multipart upload to `POST /prod-api/file` (with progress,
 * for videos and installers) and downloads of files that need the bearer token (CVs). Both speak the same
 * error catalogue as every other call (docs/product.md).
 */

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function authHeaders(): Record<string, string> {
  const headers = requestHeaders({
    token: getToken(),
    tenant: tenantId(),
    xsrf: readCookie(XSRF_COOKIE),
    hasBody: false,
  });
  delete headers.Accept;
  return headers;
}

function fail(failure: Failure): never {
  const outcome = classifyFailure(failure);
  presentFailure(outcome);
  throw new ApiError({ message: serverMessageOf(failure.body) ?? textOf(outcome), failure, outcome });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface UploadHandle {
  promise: Promise<FileInfo>;
  abort: () => void;
}

/** Uploads one file (multipart field `file`); `onProgress` gets 0–100. */
export function uploadFile(file: File, onProgress?: (percent: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<FileInfo>((resolve, reject) => {
    xhr.open('POST', urlOf(fileUploadRoute));
    for (const [key, value] of Object.entries(authHeaders())) xhr.setRequestHeader(key, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object') resolve(body as FileInfo);
      else {
        try {
          fail({ status: xhr.status, body });
        } catch (error) {
          reject(error);
        }
      }
    };
    xhr.onerror = () => {
      try {
        fail({ message: NETWORK_ERROR_MESSAGE });
      } catch (error) {
        reject(error);
      }
    };
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/** Downloads a file that needs the session (e.g. an applicant's CV) and saves it under its own name. */
export async function downloadWithSession(url: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { headers: authHeaders(), credentials: 'same-origin' });
  } catch {
    return fail({ message: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok) return fail({ status: response.status, body: parse(await response.text()) });
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
