import { ACCOUNT_RULES } from '@clearsight/contracts';
import { captchaRules } from '../../lib/captcha';
import { checked, lengthWithin, matches, required } from '../../components/ui/rules';
import type { Rule } from '../../components/ui/use-form';

type T = (key: string) => string;

/** The contract's phone pattern (lead.contract.ts), checked on the trimmed value as the server does. */
export const LEAD_PHONE = /^\+?[0-9][0-9 -]{5,19}$/;

/** The contact forms' checks (the server checks again and its messages are shown on the fields). */
export const leadRules = {
  name: (t: T): Rule[] => [
    required(t('corporate.lead.rules.name')),
    lengthWithin(2, 40, t('corporate.lead.rules.name')),
  ],
  nickname: (t: T): Rule[] => [required(t('corporate.lead.rules.nickname'))],
  company: (t: T): Rule[] => [
    required(t('corporate.lead.rules.company')),
    lengthWithin(2, 100, t('corporate.lead.rules.company')),
  ],
  phone: (t: T): Rule[] => [required(t('corporate.lead.rules.phone')), ...leadRules.optionalPhone(t)],
  optionalPhone: (t: T): Rule[] => [matches(LEAD_PHONE, t('corporate.lead.rules.phone'))],
  email: (t: T): Rule[] => [required(t('corporate.lead.rules.email')), ...leadRules.optionalEmail(t)],
  optionalEmail: (t: T): Rule[] => [matches(ACCOUNT_RULES.email, t('corporate.lead.rules.email'))],
  region: (t: T): Rule[] => [required(t('corporate.lead.rules.region'))],
  /** `key`: the message for this form's text (a sales request, a feedback). */
  message: (t: T, key: 'message' | 'feedback'): Rule[] => [
    required(t(`corporate.lead.rules.${key}`)),
    lengthWithin(5, 2000, t(`corporate.lead.rules.${key}`)),
  ],
  consent: (t: T): Rule[] => [checked(t('corporate.lead.rules.consent'))],
  code: (t: T): Rule[] => captchaRules(t),
};

/** Which of a failure's field messages belong to a form (the server may name fields the form does not have). */
export function fieldsOf<K extends string>(
  fields: Record<string, string>,
  names: readonly K[],
): Partial<Record<K, string>> {
  return Object.fromEntries(
    Object.entries(fields).filter(([name]) => (names as readonly string[]).includes(name)),
  ) as Partial<Record<K, string>>;
}
