import { useActionData } from 'react-router';

/**
 * A form that carries a secret (a password, a code) is `method="post"`: sent before its page's script has taken
 * over, it goes to the page's own address in the request's body, never into the address bar, the history or the
 * request log. The page's action (early-form.server.ts) does nothing with it: the secrets need the script (the
 * image captcha, the SMS code and the session in local storage all do), so it answers this, and the page shows
 * the form again with what it may keep and asks to send it once more.
 */
export interface EarlySubmission {
  early: true;
  /** The form's fields that hold no secret (a user name, a phone number), as they were sent. */
  values: Readonly<Record<string, string>>;
}

export function isEarlySubmission(data: unknown): data is EarlySubmission {
  if (!data || typeof data !== 'object') return false;
  const { early, values } = data as Partial<EarlySubmission>;
  return early === true && !!values && typeof values === 'object';
}

/** The page's answer to a form sent before its script took over, or null for an ordinary visit. */
export function useEarlySubmission(): EarlySubmission | null {
  const data: unknown = useActionData();
  return isEarlySubmission(data) ? data : null;
}

/** A kept value of the early submission, else the form's usual first value. */
export function keptValue(early: EarlySubmission | null, name: string, fallback = ''): string {
  return early?.values[name] ?? fallback;
}
