// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../lib/i18n';
import { mockApi, renderWithApp } from '../../../test/render';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const captcha = { body: { img: btoa('<svg/>'), uuid: 'uuid-1' } };

const NOTICE: Record<Lang, string> = {
  'zh-CN': '页面还没有准备好，表单没有提交',
  en: 'The page was not ready yet: the form was not submitted',
};

const value = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;

/**
 * The account forms carry secrets: they post to their own page (never a GET that would put the password in the
 * address), and a form sent before the page's script took over comes back with what it may keep and a notice.
 */
describe('the account forms sent before their script took over', () => {
  it('post, so a password never lands in the address', () => {
    mockApi({ 'GET /account/captcha-image': captcha });
    for (const [ui, testId] of [
      [<LoginForm key="l" />, 'login-form'],
      [<RegisterForm key="r" />, 'register-form'],
      [<ForgotPasswordForm key="f" />, 'forgot-form'],
    ] as const) {
      const { unmount } = renderWithApp(ui);
      const form = screen.getByTestId(testId) as HTMLFormElement;
      expect(form.getAttribute('method'), testId).toBe('post');
      expect(form.getAttribute('action'), testId).toBeNull();
      // Every field has a name, so the action can read what it keeps.
      for (const input of form.querySelectorAll('input')) expect(input.name, testId).not.toBe('');
      expect(screen.queryByTestId('early-submit-notice')).toBeNull();
      unmount();
    }
  });

  it.each(['zh-CN', 'en'] as const)('login (%s): keeps the user name, asks for the rest again', async (lang) => {
    mockApi({ 'GET /account/captcha-image': captcha });
    renderWithApp(<LoginForm />, { path: '/login', lang, actionData: { early: true, values: { username: 'alice' } } });
    expect((await screen.findByTestId('early-submit-notice')).textContent).toContain(NOTICE[lang]);
    expect(value('login-username')).toBe('alice');
    expect(value('login-password')).toBe('');
  });

  it.each(['zh-CN', 'en'] as const)('registration (%s): keeps the user name and phone', async (lang) => {
    mockApi({ 'GET /account/captcha-image': captcha });
    renderWithApp(<RegisterForm />, {
      path: '/register',
      lang,
      actionData: { early: true, values: { userName: 'newbie', phone: '13800138000' } },
    });
    expect((await screen.findByTestId('early-submit-notice')).textContent).toContain(NOTICE[lang]);
    expect(value('register-username')).toBe('newbie');
    expect(value('register-phone')).toBe('13800138000');
    expect(value('register-password')).toBe('');
    expect(value('register-confirm-password')).toBe('');
  });

  it.each(['zh-CN', 'en'] as const)('password recovery (%s): keeps the phone', async (lang) => {
    mockApi({ 'GET /account/captcha-image': captcha });
    renderWithApp(<ForgotPasswordForm />, {
      path: '/forgotPassword',
      lang,
      actionData: { early: true, values: { phone: '13800138000' } },
    });
    expect((await screen.findByTestId('early-submit-notice')).textContent).toContain(NOTICE[lang]);
    expect(value('forgot-phone')).toBe('13800138000');
    expect(value('forgot-password')).toBe('');
  });
});
