import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createProviderRegistry,
  oidcIdentity,
  PRESETS,
  presetFetch,
  presetIdentity,
  suggestUserName,
} from './oauth.providers.js';

/**
 * The presets' own ways (their profile fields, WeChat's and QQ's token endpoints): what the adapter turns
 * them into. The full exchange is the OpenID Connect test's (oauth.test.ts) against a real provider.
 */
afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('provider presets', () => {
  it('maps each preset profile to a subject, a display name and a user name suggestion', () => {
    expect(presetIdentity('github', { id: 42, login: 'octo-cat', name: 'The Octocat' })).toEqual({
      subject: '42',
      displayName: 'The Octocat',
      suggestedUserName: 'octocat',
    });
    expect(presetIdentity('gitee', { id: 7, login: 'gitee_user', name: null })).toEqual({
      subject: '7',
      displayName: 'gitee_user',
      suggestedUserName: 'giteeuser',
    });
    expect(presetIdentity('wechat', { openid: 'o1', unionid: 'u1', nickname: '小明\u202e' })).toEqual({
      subject: 'u1',
      displayName: '小明',
      suggestedUserName: '',
    });
    expect(presetIdentity('qq', { openid: 'q1', nickname: 'Qi' }).subject).toBe('q1');
    // Never the e-mail address as a name (it is neither shown nor used to find an account).
    expect(oidcIdentity({ sub: 's1', email: 'a@example.com' }).displayName).toBe('s1');
    expect(suggestUserName('—', 'a', 'Zhang San 3')).toBe('ZhangSan3');
  });

  it('asks WeChat for its token the way it wants (GET, appid and secret) and reads its errors as errors', async () => {
    const calls: Array<{ url: string; method: string | undefined }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, method: init.method });
        return new URL(url).searchParams.get('code') === 'bad'
          ? json({ errcode: 40029, errmsg: 'invalid code' })
          : json({ access_token: 'at', expires_in: 7200, openid: 'o1', unionid: 'u1', scope: 'snsapi_login' });
      }),
    );
    const adapter = presetFetch('wechat', PRESETS.wechat.tokenUrl);
    const form = new URLSearchParams({
      client_id: 'wx1',
      client_secret: 's3',
      code: 'good',
      grant_type: 'authorization_code',
    });
    const ok = await adapter(PRESETS.wechat.tokenUrl, { method: 'POST', body: form, headers: {}, redirect: 'manual' });
    expect(await ok.json()).toEqual(
      expect.objectContaining({ access_token: 'at', token_type: 'bearer', openid: 'o1' }),
    );
    const sent = new URL(calls[0]!.url);
    expect(calls[0]!.method).toBe('GET');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      appid: 'wx1',
      secret: 's3',
      code: 'good',
      grant_type: 'authorization_code',
    });
    form.set('code', 'bad');
    const refused = await adapter(PRESETS.wechat.tokenUrl, {
      method: 'POST',
      body: form,
      headers: {},
      redirect: 'manual',
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'invalid_grant', error_description: 'invalid code' });
  });

  it('asks QQ for JSON and turns an error answered with 200 into a 400', async () => {
    const bodies: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(String(init.body));
        return json({ error: 100019, error_description: 'code to access token error' });
      }),
    );
    const adapter = presetFetch('qq', PRESETS.qq.tokenUrl);
    const res = await adapter(PRESETS.qq.tokenUrl, {
      method: 'POST',
      body: new URLSearchParams({ code: 'c' }),
      headers: {},
      redirect: 'manual',
    });
    expect(new URLSearchParams(bodies[0]).get('fmt')).toBe('json');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: '100019', error_description: 'code to access token error' });
  });

  it('builds each preset’s authorization address with PKCE (WeChat: appid and its fragment)', async () => {
    const registry = createProviderRegistry([
      { type: 'github', kind: 'github', name: 'GitHub', clientId: 'gh', clientSecret: 's' },
      { type: 'wechat', kind: 'wechat', name: '微信', clientId: 'wx', clientSecret: 's' },
    ]);
    const input = { redirectUri: 'https://example.com/auth/github', state: 'st', codeChallenge: 'ch', nonce: null };
    const github = await registry.get('github')!.authorizationUrl(input);
    expect(github.origin + github.pathname).toBe(PRESETS.github.authorizationUrl);
    expect(Object.fromEntries(github.searchParams)).toEqual(
      expect.objectContaining({
        client_id: 'gh',
        state: 'st',
        code_challenge: 'ch',
        code_challenge_method: 'S256',
        scope: 'read:user',
      }),
    );
    const wechat = await registry
      .get('wechat')!
      .authorizationUrl({ ...input, redirectUri: 'https://example.com/auth/wechat' });
    expect(wechat.searchParams.get('appid')).toBe('wx');
    expect(wechat.searchParams.has('client_id')).toBe(false);
    expect(wechat.hash).toBe('#wechat_redirect');
    expect(registry.get('gitee')).toBeUndefined();
  });
});
