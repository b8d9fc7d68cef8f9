import type { EarlySubmission } from './early-form';

/** A kept field is short text (a user name, a phone number); anything longer is cut. */
const KEPT_MAX_LENGTH = 100;

/**
 * The action of a page whose form carries a secret (lib/early-form.ts): reads the form sent before the page's
 * script took over and answers the fields named in `keep`, trimmed. Nothing else is read, kept, logged or sent
 * on: the secrets go no further than this request.
 */
export function earlySubmissionAction(keep: readonly string[]) {
  return async ({ request }: { request: Request }): Promise<EarlySubmission> => {
    let form: FormData | null = null;
    try {
      form = await request.formData();
    } catch {
      // Not a form (another content type, a broken body): there is nothing to keep.
    }
    const values: Record<string, string> = {};
    for (const name of keep) {
      const value = form?.get(name);
      if (typeof value === 'string' && value.trim() !== '') values[name] = value.trim().slice(0, KEPT_MAX_LENGTH);
    }
    return { early: true, values };
  };
}
