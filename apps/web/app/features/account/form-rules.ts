import { CaptchaCodeSchema, PasswordSchema, PhoneSchema, SmsCodeSchema, UserNameSchema } from '@clearsight/contracts';
import type { FormRule } from 'antd';

interface Checkable {
  safeParse(value: unknown): { success: boolean };
}

/**
 * The constraints come from the contract schemas (so the form accepts exactly what the server accepts);
 * the messages come from i18n (the contract's messages are Chinese only).
 */
function schemaRule(schema: Checkable, message: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      if (!schema.safeParse(value).success) throw new Error(message);
    },
  };
}

type T = (key: string) => string;

export const accountRules = {
  loginUserName: (t: T): FormRule[] => [
    { required: true, whitespace: true, message: t('account.rules.userNameRequired') },
  ],
  loginPassword: (t: T): FormRule[] => [{ required: true, message: t('account.rules.passwordRequired') }],
  userName: (t: T): FormRule[] => [
    { required: true, whitespace: true, message: t('account.rules.userNameRequired') },
    schemaRule(UserNameSchema, t('account.rules.userName')),
  ],
  password: (t: T): FormRule[] => [
    { required: true, message: t('account.rules.passwordRequired') },
    schemaRule(PasswordSchema, t('account.rules.password')),
  ],
  confirmPassword: (t: T, field = 'password'): FormRule[] => [
    { required: true, message: t('account.rules.passwordRequired') },
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (value && value !== getFieldValue(field)) throw new Error(t('account.rules.confirmMismatch'));
      },
    }),
  ],
  phone: (t: T): FormRule[] => [
    { required: true, whitespace: true, message: t('account.rules.phone') },
    schemaRule(PhoneSchema, t('account.rules.phone')),
  ],
  /**
   * Register and recovery spend the image captcha on the SMS request, so it is required only while that
   * request is being checked (`needed()`), not when the form itself is submitted.
   */
  captchaForSms: (t: T, needed: () => boolean): FormRule[] => [
    {
      validator: async (_rule, value: unknown) => {
        if (!needed()) return;
        const text = typeof value === 'string' ? value.trim() : '';
        if (!text || !CaptchaCodeSchema.safeParse(text).success) throw new Error(t('account.rules.captchaRequired'));
      },
    },
  ],
  smsCode: (t: T): FormRule[] => [
    { required: true, whitespace: true, message: t('account.rules.smsCode') },
    schemaRule(SmsCodeSchema, t('account.rules.smsCode')),
  ],
};
