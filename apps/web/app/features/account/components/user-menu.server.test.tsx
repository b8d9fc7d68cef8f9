import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../providers';
import type { RootData } from '../../../lib/site-config';
import { UserMenu } from './user-menu';

/** The header's user slot as the server renders it (no session: it lives in the browser). */
function serverHeader(signedIn: boolean): string {
  const root: RootData = { lang: 'zh-CN', origin: 'http://localhost', config: {}, signedIn };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        element: (
          <AppProviders lang="zh-CN">
            <UserMenu />
          </AppProviders>
        ),
      },
    ],
    { hydrationData: { loaderData: { root } } },
  );
  return renderToString(<RouterProvider router={router} />);
}

describe('the header’s user slot rendered by the server', () => {
  it('shows a guest the guest’s name and the login and register links', () => {
    const html = serverHeader(false);
    expect(html).toContain('data-testid="header-login"');
    expect(html).toContain('访客');
  });

  it('keeps an empty slot when the request carried the token’s cookie, so a member never sees 访客 登录 注册 flash', () => {
    const html = serverHeader(true);
    expect(html).not.toContain('header-login');
    expect(html).not.toContain('访客');
    expect(html).toContain('aria-busy="true"');
  });
});
