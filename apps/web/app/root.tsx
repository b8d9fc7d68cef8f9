import { configListRoute } from '@clearsight/contracts';
import 'nprogress/nprogress.css';
import { lazy, Suspense, use, useEffect, useRef, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRevalidator,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { toConfigMap, type RootData } from './lib/site-config';
import { shellShouldRevalidate } from './layouts/shared/revalidate';
import { loadFromApi } from './lib/api.server';
import {
  areasLoaded,
  DEFAULT_LANG,
  isLang,
  langCookie,
  langFromCookies,
  loadAreas,
  type Area,
  type Lang,
} from './lib/i18n';
import { useRouteAreas } from './lib/i18n/page-areas';
import { useNavigationProgress } from './lib/progress';
import { useHydrated, useMarkHydrated } from './lib/hydrated';
import { cookieValue } from './lib/cookies';
import { MIRROR_COOKIES } from './lib/constants';
import { guardGuestNavigation } from './lib/session/guest-navigation';
import { getToken, storeConfigInfo, syncMirrorCookies } from './lib/session/session-store';
import { AppProviders } from './providers';
import { ErrorPage, NotFoundPage } from './components/route-error';
import { LinkNavigation } from './components/link';
import './components/ui/ui.css';
import './styles/app.css';
// The icons and the site's header are on the first screen of every layout that draws them (the main, activity and
// chat layouts), and their rules are small: they are the shell's, inline in every page. Left to the chunks of the
// components that import them, a layout loaded on its own (the activities) drew its header and icons before their
// rules came, and its header moved (a layout shift on a phone).
import './components/icon.css';
import './layouts/shared/site-header.css';
import './layouts/shared/header-search.css';

const RootEffects = lazy(() => import('./root-effects'));

export async function loader({ request, url: pageUrl, context }: Route.LoaderArgs): Promise<RootData> {
  // A copy: the address without its `lang` parameter is the one to come back to.
  const url = new URL(pageUrl);
  // `?lang=` is the language switch without JavaScript: remember it and come back to the clean URL.
  const requested = url.searchParams.get('lang');
  if (isLang(requested)) {
    url.searchParams.delete('lang');
    throw redirect(url.pathname + url.search, { headers: { 'Set-Cookie': langCookie(requested) } });
  }
  const cookies = request.headers.get('cookie');
  const lang = langFromCookies(cookies);
  const config = await loadFromApi(context, request, configListRoute);
  return {
    lang,
    origin: url.origin,
    config: config.ok ? toConfigMap(config.data.items) : {},
    signedIn: Boolean(cookieValue(cookies, MIRROR_COOKIES.token)),
  };
}

/** The shell's data as last rendered: it does not change while someone browses (shellShouldRevalidate). */
let shellData: RootData | null = null;
let reloadShell = false;

/**
 * The root's client loader runs before every navigation, for the guard; the server's shell data is fetched again
 * only when the shell's own rule asks for it.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs): boolean {
  reloadShell = shellShouldRevalidate(args);
  return true;
}

/**
 * The navigation guard (docs/product.md) before a navigation completes: the new page is shown once the guard
 * has let it through, after loading the member's account when the token has no roles yet. A guest's navigation
 * is decided at once; a member's loads the guard with the session actions (its own chunk, once).
 */
async function guardBeforeNavigation(pathname: string): Promise<string | null> {
  if (!getToken()) {
    guardGuestNavigation(pathname);
    return null;
  }
  const { guardNavigation } = await import('./features/account/guard-navigation');
  return guardNavigation(pathname);
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<RootData> {
  const to = await guardBeforeNavigation(new URL(request.url).pathname);
  if (to) throw redirect(to);
  if (reloadShell || !shellData) shellData = await serverLoader();
  reloadShell = false;
  return shellData;
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const lang: Lang = data?.lang ?? DEFAULT_LANG;
  // The outermost component: its effect runs after every other of the page's first hydration.
  useMarkHydrated();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b57d0" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Client-only duties of the shell: the progress bar, the seed's `configInfo` copy, and the cookie copies of the
 * tab's tenant and token (when the tenant cookie had to change, the page on screen was rendered for another
 * tenant, so its data is loaded again); then, once the page is interactive, the guard and the realtime hubs
 * (root-effects.tsx), loaded apart from the page's scripts.
 */
function ShellEffects({ config }: { config: RootData['config'] }) {
  useNavigationProgress();
  const { key } = useLocation();
  // Checked once per navigation; the revalidator changes identity while it runs, so it is read from a ref.
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    storeConfigInfo(config);
  }, [config]);
  useEffect(() => {
    if (syncMirrorCookies().tenantChanged) void revalidate.current();
  }, [key]);
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <RootEffects />
    </Suspense>
  ) : null;
}

/** One promise per set of areas, so a render that waits for them waits for the same one when it tries again. */
const areaLoads = new Map<string, Promise<void>>();

/**
 * Shows the matched pages once the string areas they declare have arrived: a navigation into another part of the
 * site (from a product page to the forum) keeps the current page on screen until then.
 */
function WithRouteAreas({ lang, children }: { lang: Lang; children: ReactNode }) {
  const areas: Area[] = useRouteAreas();
  if (!areasLoaded(lang, areas)) {
    const key = `${lang}:${areas.join(',')}`;
    let loading = areaLoads.get(key);
    if (!loading) {
      loading = loadAreas(lang, areas).finally(() => areaLoads.delete(key));
      areaLoads.set(key, loading);
    }
    use(loading);
  }
  return children;
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Kept for the client loader (the server renders every request afresh and never reads it).
  if (typeof window !== 'undefined') shellData = loaderData;
  return (
    <AppProviders lang={loaderData.lang}>
      <ShellEffects config={loaderData.config} />
      <LinkNavigation />
      <WithRouteAreas lang={loaderData.lang}>
        <Outlet />
      </WithRouteAreas>
    </AppProviders>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const lang = data?.lang ?? DEFAULT_LANG;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <AppProviders lang={lang}>
      <LinkNavigation />
      <main className="cs-main cs-main--bare">{notFound ? <NotFoundPage /> : <ErrorPage />}</main>
    </AppProviders>
  );
}
