import { ACCOUNT_RULES } from '@clearsight/contracts';
import { captchaRules } from '../../lib/captcha';
import { lengthWithin, matches, required, sameAs } from '../../components/ui/rules';
import type { Rule } from '../../components/ui/use-form';

type T = (key: string) => string;

/**
 * The account forms' checks: the constraints are the contract's own (ACCOUNT_RULES, which the server's schemas
 * are built from, so a form accepts exactly what the server accepts); the messages come from i18n.
 */
export const accountRules = {
  loginUserName: (t: T): Rule[] => [required(t('account.rules.userNameRequired'))],
  loginPassword: (t: T): Rule[] => [required(t('account.rules.passwordRequired'))],
  userName: (t: T): Rule[] => [
    required(t('account.rules.userNameRequired')),
    matches(ACCOUNT_RULES.userName, t('account.rules.userName')),
  ],
  password: (t: T): Rule[] => [
    required(t('account.rules.passwordRequired')),
    lengthWithin(ACCOUNT_RULES.passwordMin, ACCOUNT_RULES.passwordMax, t('account.rules.password')),
  ],
  confirmPassword: (t: T, field = 'password'): Rule[] => [
    required(t('account.rules.passwordRequired')),
    sameAs(field, t('account.rules.confirmMismatch')),
  ],
  phone: (t: T): Rule[] => [required(t('account.rules.phone')), matches(ACCOUNT_RULES.phone, t('account.rules.phone'))],
  /**
   * Register and recovery spend the image captcha on the SMS request, so it is required only while that
   * request is being checked (`needed()`), not when the form itself is sent.
   */
  captchaForSms: (t: T, needed: () => boolean): Rule[] => {
    const rules = captchaRules(t);
    return [(value, values) => (needed() ? (rules.map((rule) => rule(value, values)).find(Boolean) ?? null) : null)];
  },
  smsCode: (t: T): Rule[] => [
    required(t('account.rules.smsCode')),
    matches(ACCOUNT_RULES.smsCode, t('account.rules.smsCode')),
  ],
};
