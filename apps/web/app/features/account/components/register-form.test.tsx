// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/constants';
import { envelope, mockApi, renderWithApp } from '../../../test/render';
import { RegisterForm } from './register-form';

let captchas = 0;
const captcha = () => ({ body: { img: btoa('<svg/>'), uuid: `uuid-${++captchas}` } });
const account = {
  user: {
    id: 'u9',
    userName: 'newbie',
    nick: 'newbie',
    icon: null,
    money: 0,
    experience: 0,
    level: 1,
    levelName: '小白',
    status: 'active',
    creationTime: '2026-01-01T00:00:00.000Z',
  },
  roleCodes: ['member'],
  permissionCodes: ['bbs:discuss:add'],
};

async function fillForm() {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByTestId('register-username'), 'newbie');
  await user.type(screen.getByTestId('register-password'), 'Passw0rd!x');
  await user.type(screen.getByTestId('register-confirm-password'), 'Passw0rd!x');
  await user.type(screen.getByTestId('register-phone'), '13800138000');
  await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-uuid')).not.toBe(''));
  await user.type(screen.getByTestId('captcha-input'), 'abcd');
  await user.click(screen.getByTestId('sms-send'));
  return user;
}

describe('RegisterForm', () => {
  it('asks for the SMS code with the captcha, then spends a fresh captcha', async () => {
    const calls = mockApi({
      'GET /account/captcha-image': captcha,
      'POST /account/captcha-phone': { body: { resendAfterSeconds: 60, expiresInSeconds: 600 } },
    });
    renderWithApp(<RegisterForm />, { path: '/register' });
    await fillForm();
    expect(await screen.findByText('验证码已发送，请注意查收')).toBeTruthy();
    const sms = calls.find((c) => c.path === '/account/captcha-phone')!;
    expect(sms.body).toMatchObject({ phone: '13800138000', code: 'abcd' });
    // The countdown runs and the spent captcha is replaced.
    await waitFor(() => expect((screen.getByTestId('sms-send') as HTMLButtonElement).disabled).toBe(true));
    expect(calls.filter((c) => c.path === '/account/captcha-image').length).toBe(2);
    expect((screen.getByTestId('captcha-input') as HTMLInputElement).value).toBe('');
  });

  it('does not send an SMS without the captcha answer', async () => {
    const calls = mockApi({ 'GET /account/captcha-image': captcha });
    renderWithApp(<RegisterForm />, { path: '/register' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByTestId('register-phone'), '13800138000');
    await user.click(screen.getByTestId('sms-send'));
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    expect(calls.some((c) => c.path === '/account/captcha-phone')).toBe(false);
  });

  it('registers and goes on logged in: token kept, account loaded, the account named', async () => {
    const calls = mockApi({
      'GET /account/captcha-image': captcha,
      'POST /account/captcha-phone': { body: { resendAfterSeconds: 60, expiresInSeconds: 600 } },
      'POST /account/register': { status: 201, body: { userName: 'newbie', nick: 'newbie', token: 'tok-new' } },
      'GET /account': { body: account },
    });
    renderWithApp(<RegisterForm />, { path: '/register' });
    const user = await fillForm();
    await screen.findByText('验证码已发送，请注意查收');
    await user.type(screen.getByTestId('sms-code-input'), '123456');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText(/newbie/, { selector: '.ant-message *' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/index'));
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-new');
    expect(calls.some((c) => c.path === '/account' && c.headers.Authorization === 'Bearer tok-new')).toBe(true);
    const register = calls.find((c) => c.path === '/account/register')!;
    expect(register.body).toMatchObject({ userName: 'newbie', phone: '13800138000', code: '123456' });
  });

  it('shows the server message when the user name is taken and stays on the form', async () => {
    mockApi({
      'GET /account/captcha-image': captcha,
      'POST /account/captcha-phone': { body: { resendAfterSeconds: 60, expiresInSeconds: 600 } },
      'POST /account/register': { status: 409, body: envelope('Conflict', '用户名已被占用') },
    });
    renderWithApp(<RegisterForm />, { path: '/register' });
    const user = await fillForm();
    await screen.findByText('验证码已发送，请注意查收');
    await user.type(screen.getByTestId('sms-code-input'), '123456');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('用户名已被占用')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/register');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
