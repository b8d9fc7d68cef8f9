// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/constants';
import { envelope, mockApi, renderWithApp, type ApiCall } from '../../../test/render';
import { LoginForm } from './login-form';

let captchas = 0;
const captcha = () => ({ body: { img: btoa('<svg/>'), uuid: `uuid-${++captchas}` } });
const account = {
  user: {
    id: 'u1',
    userName: 'alice',
    nick: 'Alice',
    icon: null,
    money: 3,
    experience: 0,
    level: 1,
    levelName: '小白',
    status: 'active',
    creationTime: '2026-01-01T00:00:00.000Z',
  },
  roleCodes: ['member'],
  permissionCodes: [],
};

async function fillAndSubmit(code = 'abcd') {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByTestId('login-username'), 'alice');
  await user.type(screen.getByTestId('login-password'), 'secret-pass');
  await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-uuid')).not.toBe(''));
  await user.type(screen.getByTestId('captcha-input'), code);
  await user.click(screen.getByTestId('login-submit'));
  return user;
}

const captchaCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/account/captcha-image').length;

describe('LoginForm', () => {
  it('logs in, keeps the token, greets the member and goes to the redirect target', async () => {
    const calls = mockApi({
      'GET /account/captcha-image': captcha,
      'POST /account/login': { body: { token: 'tok-1' } },
      'GET /account': { body: account },
    });
    renderWithApp(<LoginForm />, { path: '/login?redirect=%2Fdiscuss' });
    await fillAndSubmit();
    expect(await screen.findByText('您好Alice，登录成功！')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/discuss'));
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-1');
    const login = calls.find((c) => c.path === '/account/login')!;
    expect(login.body).toMatchObject({ username: 'alice', password: 'secret-pass', code: 'abcd' });
    expect((login.body as { uuid: string }).uuid).toMatch(/^uuid-/);
  });

  it('on a wrong captcha shows the message, fetches a new captcha and empties the answer', async () => {
    const calls = mockApi({
      'GET /account/captcha-image': captcha,
      // The form branches on the code, whatever the wording of the message.
      'POST /account/login': { status: 403, body: envelope('CaptchaWrong', '图形验证码不正确') },
    });
    renderWithApp(<LoginForm />, { path: '/login' });
    const before = captchaCalls(calls);
    await fillAndSubmit('zzzz');
    expect(await screen.findByText('图形验证码不正确')).toBeTruthy();
    await waitFor(() => expect(captchaCalls(calls)).toBe(before + 1));
    expect((screen.getByTestId('captcha-input') as HTMLInputElement).value).toBe('');
    // The cursor goes back to the captcha, ready for the new picture's answer.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('captcha-input')));
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('shows the server message for wrong credentials and stays on the form', async () => {
    mockApi({
      'GET /account/captcha-image': captcha,
      'POST /account/login': { status: 403, body: envelope('BadCredentials', '用户名或密码错误') },
    });
    renderWithApp(<LoginForm />, { path: '/login' });
    await fillAndSubmit();
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(document.activeElement).not.toBe(screen.getByTestId('captcha-input'));
  });

  it('when the account cannot be loaded after login: logs out, shows the received message and goes to /', async () => {
    const calls = mockApi({
      'GET /account/captcha-image': captcha,
      'POST /account/login': { body: { token: 'tok-2' } },
      'GET /account': { status: 403, body: envelope('AccountDisabled', '账号已被停用，请联系管理员') },
      'POST /account/logout': { body: { ok: true } },
    });
    renderWithApp(<LoginForm />, { path: '/login' });
    await fillAndSubmit();
    expect(await screen.findByText('账号已被停用，请联系管理员')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(calls.some((c) => c.path === '/account/logout')).toBe(true);
  });
});
