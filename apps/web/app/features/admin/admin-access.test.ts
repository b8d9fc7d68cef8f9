import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadAdminAccess } from './admin-access.server';

type Answer = { status: number; body?: unknown };

function context(answer: Answer) {
  const seen: Array<Record<string, string> | undefined> = [];
  const ctx = {
    apiFetch: async (_path: string, init?: { headers?: Record<string, string> }) => {
      seen.push(init?.headers);
      return { status: answer.status, json: () => answer.body };
    },
  } as unknown as AppLoadContext;
  return { ctx, seen };
}

const account = (roleCodes: string[], permissionCodes: string[] = []) => ({
  status: 200,
  body: { user: { id: 'u' }, roleCodes, permissionCodes },
});

/** `data(value, { status })` and a plain value, seen the same way. */
function statusAndAccess(result: unknown): { status: number; access: string } {
  const r = result as { type?: string; data?: { access: string }; init?: { status?: number }; access?: string };
  if (r.type === 'DataWithResponseInit') return { status: r.init?.status ?? 200, access: r.data!.access };
  return { status: 200, access: r.access! };
}

const page = (cookie?: string) => new Request('http://x/admin', { headers: cookie ? { cookie } : {} });

describe('the console layout loader', () => {
  it('answers a guest 401 without asking the API', async () => {
    const { ctx, seen } = context({ status: 500 });
    expect(statusAndAccess(await loadAdminAccess(ctx, page()))).toEqual({ status: 401, access: 'guest' });
    expect(seen).toHaveLength(0);
  });

  it('answers 401 when the token no longer works', async () => {
    const { ctx } = context({ status: 401, body: {} });
    expect(statusAndAccess(await loadAdminAccess(ctx, page('AccessToken=old')))).toEqual({
      status: 401,
      access: 'guest',
    });
  });

  it('answers a member 403, asking with their token', async () => {
    const { ctx, seen } = context(account(['member'], ['bbs:discuss:add']));
    expect(statusAndAccess(await loadAdminAccess(ctx, page('AccessToken=tok')))).toEqual({
      status: 403,
      access: 'member',
    });
    expect(seen[0]).toMatchObject({ authorization: 'Bearer tok' });
  });

  it('lets staff in (admin role, *:*:* or a console permission)', async () => {
    for (const holder of [
      account(['admin']),
      account(['editor'], ['*:*:*']),
      account(['moderator'], ['bbs:forum:moderate']),
    ]) {
      const { ctx } = context(holder);
      expect(statusAndAccess(await loadAdminAccess(ctx, page('AccessToken=tok'))).access).toBe('staff');
    }
  });

  it('leaves the decision to the browser when the API cannot tell', async () => {
    const { ctx } = context({ status: 503 });
    expect(statusAndAccess(await loadAdminAccess(ctx, page('AccessToken=tok')))).toEqual({
      status: 200,
      access: 'unknown',
    });
  });
});
