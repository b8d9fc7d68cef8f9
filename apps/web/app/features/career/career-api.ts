import { jobApplyRoute, type ResponseOf } from '@clearsight/contracts';
import { requestHeaders } from '../../lib/http/client';
import { serverMessageOf } from '../../lib/http/errors';
import { urlOf } from '../../lib/http/url';
import { getToken, tenantId } from '../../lib/session/session-store';

export class ApplyError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

export interface ApplicationInput {
  name: string;
  phone: string;
  email: string;
  message: string;
  cv: File;
}

/** multipart/form-data: the fields, `consent=true`, then the CV as the part `cv` (contract: jobApplyRoute). */
export async function applyToJob(jobId: string, input: ApplicationInput): Promise<ResponseOf<typeof jobApplyRoute>> {
  const form = new FormData();
  form.append('name', input.name);
  form.append('phone', input.phone);
  form.append('email', input.email);
  form.append('message', input.message);
  form.append('consent', 'true');
  form.append('cv', input.cv, input.cv.name);
  let response: Response;
  try {
    response = await fetch(urlOf(jobApplyRoute, { id: jobId }), {
      method: 'POST',
      // No content type: the browser writes the multipart boundary itself.
      headers: requestHeaders({ token: getToken(), tenant: tenantId(), xsrf: null, hasBody: false }),
      body: form,
    });
  } catch {
    throw new ApplyError('', null, {});
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const fields: Record<string, string> = {};
    const errors =
      (body as { error?: { validationErrors?: { message: string; members: string[] }[] | null } } | undefined)?.error
        ?.validationErrors ?? [];
    for (const e of errors) for (const m of e.members) fields[m] = e.message;
    throw new ApplyError(serverMessageOf(body) ?? '', response.status, fields);
  }
  return body as ResponseOf<typeof jobApplyRoute>;
}
