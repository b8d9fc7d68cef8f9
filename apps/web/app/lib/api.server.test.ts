import { commentListRoute, configListRoute, discussGetRoute } from '@clearsight/contracts';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadFromApi, tenantOf, tokenOf } from './api.server';

function contextRecording() {
  const apiFetch = vi.fn(async (_path: string, _init?: { headers?: Record<string, string> }) => ({
    status: 200,
    json: () => ({ items: [] }),
  }));
  return { context: { apiFetch } as unknown as AppLoadContext, apiFetch };
}

describe('loader API calls', () => {
  it("carry the tab's tenant from the mirrored cookie (documents and data requests send no headers)", async () => {
    const { context, apiFetch } = contextRecording();
    const request = new Request('http://x/index', { headers: { cookie: 'lang=en; TenantId=acme; other=1' } });
    await loadFromApi(context, request, configListRoute);
    expect(apiFetch.mock.calls[0]![1]!.headers).toMatchObject({ TenantId: 'acme' });
  });

  it('prefer an explicit TenantId header, and send none without either', async () => {
    expect(tenantOf(new Request('http://x/', { headers: { TenantId: 'h', cookie: 'TenantId=c' } }))).toBe('h');
    const { context, apiFetch } = contextRecording();
    await loadFromApi(context, new Request('http://x/'), configListRoute);
    expect(apiFetch.mock.calls[0]![1]!.headers).not.toHaveProperty('TenantId');
  });

  it('are the guest unless a loader passes the token', async () => {
    const { context, apiFetch } = contextRecording();
    const request = new Request('http://x/admin', { headers: { cookie: 'AccessToken=tok%201' } });
    expect(tokenOf(request)).toBe('tok 1');
    await loadFromApi(context, request, configListRoute);
    expect(apiFetch.mock.calls[0]![1]!.headers).not.toHaveProperty('authorization');
    await loadFromApi(context, request, configListRoute, { token: 'tok 1' });
    expect(apiFetch.mock.calls[1]![1]!.headers).toMatchObject({ authorization: 'Bearer tok 1' });
  });

  it('keep the status and the error code of a refusal, and survive a body that is not JSON', async () => {
    const refusing = (json: () => unknown) =>
      ({ apiFetch: async () => ({ status: 403, json }) }) as unknown as AppLoadContext;
    const request = new Request('http://x/article/t1');
    const hidden = refusing(() => ({ error: { code: 'TopicHidden', message: '该主题已被管理员隐藏' } }));
    expect(await loadFromApi(hidden, request, configListRoute)).toEqual({
      ok: false,
      status: 403,
      code: 'TopicHidden',
    });
    const garbled = refusing(() => JSON.parse('<html>'));
    expect(await loadFromApi(garbled, request, configListRoute)).toEqual({ ok: false, status: 403, code: null });
  });
});

describe('loader calls on the Fastify server (the direct path)', () => {
  function contextCalling(answer: { status: number; body: unknown }) {
    const apiFetch = vi.fn();
    const callRoute = vi.fn(async () => answer);
    return { context: { callRoute, apiFetch } as unknown as AppLoadContext, callRoute, apiFetch };
  }

  it('call the route with the address’s parts and the token, never the API over HTTP', async () => {
    const { context, callRoute, apiFetch } = contextCalling({ status: 200, body: { items: [1] } });
    const request = new Request('http://x/article/t1', { headers: { cookie: 'AccessToken=tok' } });
    const result = await loadFromApi(context, request, commentListRoute, {
      params: { discussId: 'a b/c' },
      query: { sort: 'newest', skipCount: 0, maxResultCount: 20, replyLimit: undefined },
      token: 'tok',
    });
    expect(result).toEqual({ ok: true, data: { items: [1] } });
    expect(apiFetch).not.toHaveBeenCalled();
    expect(callRoute).toHaveBeenCalledWith(commentListRoute, {
      params: { discussId: 'a b/c' },
      query: 'sort=newest&skipCount=0&maxResultCount=20',
      token: 'tok',
    });
    await loadFromApi(context, request, configListRoute);
    expect(callRoute).toHaveBeenLastCalledWith(configListRoute, { params: {}, query: '', token: null });
  });

  it('keep a refusal’s status and code, and a failure of the call as no status', async () => {
    const request = new Request('http://x/article/t1');
    const hidden = contextCalling({ status: 403, body: { error: { code: 'TopicHidden', message: '已隐藏' } } });
    expect(await loadFromApi(hidden.context, request, discussGetRoute, { params: { id: 't1' } })).toEqual({
      ok: false,
      status: 403,
      code: 'TopicHidden',
    });
    const broken = {
      callRoute: async () => {
        throw new Error('boom');
      },
    } as unknown as AppLoadContext;
    expect(await loadFromApi(broken, request, discussGetRoute, { params: { id: 't1' } })).toEqual({
      ok: false,
      status: null,
    });
  });

  it('still throw for a missing path parameter (the loader’s mistake)', async () => {
    const { context } = contextCalling({ status: 200, body: {} });
    await expect(
      loadFromApi(context, new Request('http://x/'), discussGetRoute, { params: {} as never }),
    ).rejects.toThrow(/Missing path parameter/);
  });
});
