import { afterEach, describe, expect, it, vi } from 'vitest';
import { zhCN } from '../i18n/zh-CN';
import { classifyFailure } from './errors';

describe('classifyFailure (the error catalogue)', () => {
  it('maps a message containing "timeout" to 网络超时', () => {
    expect(classifyFailure({ message: 'timeout of 60000ms exceeded' })).toEqual({
      kind: 'toast',
      messageKey: 'http.timeout',
    });
  });

  it('maps "Network Error" to 网络连接错误', () => {
    expect(classifyFailure({ message: 'Network Error' })).toEqual({ kind: 'toast', messageKey: 'http.network' });
  });

  it('asks to log in on 401', () => {
    expect(classifyFailure({ status: 401, body: { error: { message: '请先登录' } } })).toEqual({
      kind: 'login-confirm',
    });
  });

  it('stays silent on 404', () => {
    expect(classifyFailure({ status: 404, body: { error: { message: '不存在' } } })).toEqual({ kind: 'silent' });
  });

  it('shows the generic hiccup message for 500 and above, whatever the server said', () => {
    for (const status of [500, 502, 503, 504]) {
      expect(classifyFailure({ status, body: { error: { message: 'stack trace' } } })).toEqual({
        kind: 'toast',
        messageKey: 'http.server',
      });
    }
  });

  it("shows the server's error.message for any other status", () => {
    const body = { error: { code: 'CaptchaWrong', message: '验证码错误', details: null, validationErrors: null } };
    expect(classifyFailure({ status: 403, body })).toEqual({ kind: 'toast', text: '验证码错误' });
    expect(classifyFailure({ status: 400, body: { error: { message: '用户名须为 2–20 位字母或数字' } } })).toEqual({
      kind: 'toast',
      text: '用户名须为 2–20 位字母或数字',
    });
    expect(classifyFailure({ status: 429, body: { error: { message: '请求太频繁，请稍后再试' } } })).toEqual({
      kind: 'toast',
      text: '请求太频繁，请稍后再试',
    });
  });

  it('falls back to a generic message when another status carries no envelope', () => {
    expect(classifyFailure({ status: 413, body: '<html>' })).toEqual({ kind: 'toast', messageKey: 'http.unknown' });
  });

  it('keeps the seed wording in zh-CN verbatim', () => {
    expect(zhCN.http.timeout).toBe('网络超时');
    expect(zhCN.http.network).toBe('网络连接错误');
    expect(zhCN.http.server).toBe('网络开小差了，请稍后再试');
    expect(zhCN.http.promptTitle).toBe('提示');
    expect(zhCN.http.loginRequired).toBe('该功能需要登陆后享有,是否立即登录?');
    expect(zhCN.account.logoutSuccess).toBe('退出成功');
    expect(zhCN.account.logoutFailed).toBe('退出登录失败，是否强制退出？');
    expect(zhCN.account.loginSuccess.replace('{{user}}', 'admin')).toBe('您好admin，登录成功！');
  });
});

describe('callApi', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.resetModules();
    vi.doUnmock('../feedback');
  });

  async function load() {
    const toasts: string[] = [];
    const confirms: Array<{ title: unknown; content: unknown }> = [];
    // What antd would show, recorded instead (lib/feedback.ts loads antd only in a browser).
    vi.doMock('../feedback', () => ({
      feedback: {
        message: { error: (text: string) => toasts.push(text) },
        modal: { confirm: (config: { title: unknown; content: unknown }) => confirms.push(config) },
        notification: {},
      },
      setFeedbackLang: () => undefined,
    }));
    const ui = await import('../ui');
    ui.bindUi({ lang: 'zh-CN', navigate: () => undefined });
    const { callApi } = await import('./client');
    const contracts = await import('@clearsight/contracts');
    // Modules are reset between tests (the 401 dialog latch is module state), so the class comes fresh too.
    const { ApiError: FreshApiError } = await import('./errors');
    return { callApi, contracts, toasts, confirms, ApiError: FreshApiError };
  }

  function respond(status: number, body: unknown) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })),
    );
  }

  it('sends JSON to /prod-api with the route path', async () => {
    const { callApi, contracts } = await load();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ money: 3 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(callApi(contracts.bbsUserRoute, { params: { id: 'u 1' } })).resolves.toEqual({ money: 3 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/prod-api/bbs-user/u%201');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>).Accept).toBe('application/json');
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('adds the bearer token and query values', async () => {
    const { callApi, contracts } = await load();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ items: [], totalCount: 0, unreadCount: 0 })));
    vi.stubGlobal('fetch', fetchMock);
    await callApi(contracts.noticeListRoute, { query: { maxResultCount: 20 }, token: 'abc' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/prod-api/bbs-notice?maxResultCount=20');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('shows the server message for a 403 and throws an ApiError carrying it', async () => {
    const { callApi, contracts, toasts, ApiError } = await load();
    respond(403, { error: { code: 'CaptchaWrong', message: '验证码错误', details: null, validationErrors: null } });
    const error = await callApi(contracts.loginRoute, {
      body: { username: 'a', password: 'b', code: 'c', uuid: 'd' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).status).toBe(403);
    const [, init] = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0]!;
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ username: 'a', password: 'b', code: 'c', uuid: 'd' });
    expect((error as InstanceType<typeof ApiError>).serverMessage).toBe('验证码错误');
    expect(toasts).toEqual(['验证码错误']);
  });

  it('shows nothing for a 404', async () => {
    const { callApi, contracts, toasts, confirms, ApiError } = await load();
    respond(404, { error: { code: 'NotFound', message: '不存在', details: null, validationErrors: null } });
    await expect(callApi(contracts.bbsUserRoute, { params: { id: 'x' } })).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([]);
    expect(confirms).toEqual([]);
  });

  it('opens one 提示 dialog on 401, even for several failing calls', async () => {
    const { callApi, contracts, confirms, toasts } = await load();
    respond(401, { error: { code: 'Unauthorized', message: '请先登录', details: null, validationErrors: null } });
    await Promise.allSettled([callApi(contracts.accountRoute), callApi(contracts.accountRoute)]);
    expect(confirms).toHaveLength(1);
    expect(confirms[0]).toMatchObject({ title: '提示', content: '该功能需要登陆后享有,是否立即登录?' });
    expect(toasts).toEqual([]);
  });

  it('shows 网络开小差了 for a 502', async () => {
    const { callApi, contracts, toasts } = await load();
    respond(502, undefined);
    await expect(callApi(contracts.healthRoute)).rejects.toMatchObject({ message: '网络开小差了，请稍后再试' });
    expect(toasts).toEqual(['网络开小差了，请稍后再试']);
  });

  it('shows 网络连接错误 when the request never lands', async () => {
    const { callApi, contracts, toasts } = await load();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    await expect(callApi(contracts.healthRoute)).rejects.toMatchObject({ message: '网络连接错误' });
    expect(toasts).toEqual(['网络连接错误']);
  });

  it("times out after the route's timeout (20 s for phone captcha) with 网络超时", async () => {
    vi.useFakeTimers();
    const { callApi, contracts, toasts } = await load();
    expect(contracts.phoneCaptchaRoute.timeoutMs).toBe(20_000);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const pending = callApi(contracts.phoneCaptchaRoute, {
      body: { phone: '13800000000', code: 'x', uuid: 'y' },
    }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ message: '网络超时' });
    expect(toasts).toEqual(['网络超时']);
  });

  it('uses 60 s for ordinary calls', async () => {
    vi.useFakeTimers();
    const { callApi, contracts, toasts, ApiError } = await load();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const pending = callApi(contracts.configListRoute).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBeInstanceOf(ApiError);
    expect(toasts).toEqual(['网络超时']);
  });

  it('stays silent when asked to, but still throws the message', async () => {
    const { callApi, contracts, toasts } = await load();
    respond(400, { error: { code: 'Validation', message: '参数错误', details: null, validationErrors: [] } });
    await expect(callApi(contracts.configListRoute, { silent: true })).rejects.toMatchObject({ message: '参数错误' });
    expect(toasts).toEqual([]);
  });
});
