/**
 * Component-test support (jsdom): the app's providers around a memory router, a scripted API behind
 * `fetch`, and the browser APIs antd expects that jsdom lacks. Test files start with
 * `// @vitest-environment jsdom`.
 */
import { API_BASE } from '@clearsight/contracts';
import { cleanup, render, waitFor, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { Lang } from '../lib/i18n';
import { GUEST, type SessionUser } from '../lib/session/session-state';
import { clearEverything, setSession } from '../lib/session/session-store';
import type { RootData } from '../lib/site-config';
import { AppScope } from '../lib/app-scope';
import { setAntdMotion } from '../lib/antd/antd-scope';
import { closeAllFeedback, preloadFeedback } from '../lib/feedback';
import { resetBrowserQueryClient } from '../lib/query/query-scope';
import { AppProviders } from '../providers';
import { LinkNavigation } from '../components/link';

// antd measures and listens to media queries; jsdom has neither.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}

setAntdMotion(false);
// Dialogs and messages appear as soon as a test's click asks for them, not after antd's first load.
beforeAll(() => preloadFeedback());

afterEach(async () => {
  cleanup();
  await closeAllFeedback();
  // antd removes its static messages on a later tick: the next test starts on an empty screen, and no render is
  // left pending when the file's environment is torn down (React would find no window).
  await waitFor(() => {
    if (document.querySelector('.ant-message-notice, .ant-notification-notice')) throw new Error('feedback on screen');
  });
  resetBrowserQueryClient();
  vi.unstubAllGlobals();
  clearEverything();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  });
});

// The file's last feedback may be asked for after its last test's cleanup (a request the test did not wait for
// fails, and its toast follows): close it, and give React's scheduler the time to finish what it queued, before
// the environment is torn down under it (its work would then find no window and fail the whole run).
afterAll(async () => {
  await closeAllFeedback();
  await new Promise((resolve) => setTimeout(resolve, 200));
  await closeAllFeedback();
  await new Promise((resolve) => setTimeout(resolve, 50));
});

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export type ApiAnswer = { status?: number; body?: unknown };
type Handler = ApiAnswer | ((call: ApiCall) => ApiAnswer | Promise<ApiAnswer>);

/**
 * Answers API calls by `"METHOD /path"` (the path after /prod-api, without the query). Unknown calls answer
 * 404 with the error envelope. Returns the calls made, for assertions.
 */
export function mockApi(handlers: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.startsWith(API_BASE) ? url.pathname.slice(API_BASE.length) : url.pathname;
      const method = (init.method ?? 'GET').toUpperCase();
      let body: unknown = undefined;
      if (typeof init.body === 'string') {
        try {
          body = JSON.parse(init.body);
        } catch {
          body = init.body;
        }
      }
      const call: ApiCall = {
        method,
        path,
        query: url.searchParams,
        headers: { ...(init.headers as Record<string, string> | undefined) },
        body,
      };
      calls.push(call);
      const handler = handlers[`${method} ${path}`];
      const answer: ApiAnswer = !handler
        ? { status: 404, body: envelope('NotFound', '不存在') }
        : typeof handler === 'function'
          ? await handler(call)
          : handler;
      const status = answer.status ?? 200;
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** A signed-in member (the session as the navigation guard leaves it after loading the account). */
export function signIn(user: Partial<SessionUser> = {}): SessionUser {
  const session: SessionUser = {
    ...GUEST,
    id: 'u1',
    token: 'tok-member',
    name: 'Alice',
    userName: 'alice',
    roles: ['member'],
    permissions: ['bbs:discuss:add', 'bbs:comment:add'],
    ...user,
  };
  setSession(session);
  return session;
}

export function envelope(code: string, message: string) {
  return { error: { code, message, details: null, validationErrors: null } };
}

/** Shows where the router is, so tests can assert navigations. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderWithApp(
  ui: ReactNode,
  options: {
    path?: string;
    /** The route pattern `ui` is mounted at (default: any path). */
    pattern?: string;
    lang?: Lang;
    config?: Record<string, string>;
    extraRoutes?: RouteObject[];
    mainLayoutData?: unknown;
    /** What the page's action answered (a form posted to the page, rendered by the server). */
    actionData?: unknown;
  } = {},
): RenderResult {
  const lang = options.lang ?? 'zh-CN';
  const rootData: RootData = { lang, origin: 'http://localhost', config: options.config ?? {} };
  const page = (
    <>
      {ui}
      <LocationProbe />
    </>
  );
  const shell = options.mainLayoutData ?? { catalog: { productTypes: [], solutionTypes: [] } };
  const routes: RouteObject[] = [
    {
      id: 'root',
      loader: () => rootData,
      Component: RootOutlet,
      children: [
        {
          id: 'layouts/main-layout',
          loader: () => shell,
          children: [
            { id: 'page', path: options.pattern ?? '*', element: page },
            ...(options.extraRoutes ?? []),
            ...(options.pattern ? [{ path: '*', element: <LocationProbe /> }] : []),
          ],
        },
      ],
    },
  ];
  const router = createMemoryRouter(routes, {
    initialEntries: [options.path ?? '/'],
    hydrationData: {
      loaderData: {
        root: rootData,
        'layouts/main-layout': shell,
      },
      ...(options.actionData === undefined ? {} : { actionData: { page: options.actionData } }),
    },
  });
  function RootOutlet() {
    return (
      <AppProviders lang={lang}>
        {/* As the root layout: a click on a site link navigates inside the app. */}
        <LinkNavigation />
        {/* App-like components bring this scope themselves in the app; public ones ignore it. */}
        <AppScope>
          <Outlet />
        </AppScope>
      </AppProviders>
    );
  }
  return render(<RouterProvider router={router} />);
}
