import { describe, expect, it } from 'vitest';
import { WHITELIST } from './lib/constants';
import routes from './routes';

interface Entry {
  path?: string;
  file: string;
  index?: boolean;
  children?: Entry[];
}

/** Every page address of the route table with its module (paths joined as React Router joins them). */
function pages(entries: readonly Entry[], parent = ''): Array<{ path: string; file: string }> {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, '/');
    const own = entry.path !== undefined || entry.index ? [{ path: path || '/', file: entry.file }] : [];
    return [...own, ...pages(entry.children ?? [], path)];
  });
}

describe('the route table', () => {
  const table = pages(routes as unknown as Entry[]);

  it('has a page for every address of the navigation guard’s whitelist', () => {
    for (const path of WHITELIST) {
      expect(
        table.some((page) => page.path === path),
        path,
      ).toBe(true);
    }
  });

  it('serves the third-party login’s way out at /auth-redirect and its first-time binding at /bind', () => {
    expect(table.find((page) => page.path === '/auth-redirect')?.file).toBe('routes/auth/oauth-redirect.tsx');
    expect(table.find((page) => page.path === '/bind')?.file).toBe('routes/auth/oauth-first-time.tsx');
    // The provider's way back stays where providers are registered to send it.
    expect(table.find((page) => page.path === '/auth/:type')?.file).toBe('routes/auth/oauth-login.tsx');
    expect(table.find((page) => page.path === '/bind/:type')?.file).toBe('routes/auth/oauth-bind.tsx');
  });
});
