import { ErrorCodes, feedbackRoute, salesLeadRoute, type BodyOf } from '@clearsight/contracts';
import { callApi } from '../../lib/http/client';
import { isApiError } from '../../lib/http/errors';

export type LeadFailure = {
  message: string;
  fields: Record<string, string>;
  captchaWrong: boolean;
  rateLimited: boolean;
};

/** The caller shows the failure next to the form (the seed's toasts are suppressed with `silent`). */
export function describeFailure(error: unknown, fallback: string): LeadFailure {
  if (!isApiError(error)) return { message: fallback, fields: {}, captchaWrong: false, rateLimited: false };
  const fields: Record<string, string> = {};
  const body = error.body as
    { error?: { validationErrors?: { message: string; members: string[] }[] | null } } | undefined;
  for (const item of body?.error?.validationErrors ?? [])
    for (const member of item.members) fields[member] = item.message;
  return {
    message: error.serverMessage ?? error.message ?? fallback,
    fields,
    captchaWrong: error.code === ErrorCodes.captchaWrong,
    rateLimited: error.code === ErrorCodes.tooManyRequests || error.status === 429,
  };
}

export function sendSalesLead(body: BodyOf<typeof salesLeadRoute>) {
  return callApi(salesLeadRoute, { body, silent: true });
}

export function sendFeedback(body: BodyOf<typeof feedbackRoute>) {
  return callApi(feedbackRoute, { body, silent: true });
}
