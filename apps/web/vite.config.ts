import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { appContracts } from './vite-plugins/app-contracts.ts';
import { clientContracts } from './vite-plugins/client-contracts.ts';
import { iconImports } from './vite-plugins/icon-imports.ts';
import { iconSprite } from './vite-plugins/icon-sprite.ts';
import { preloadLists } from './vite-plugins/preload-lists.ts';
import { afterHydrationChunks, staticClosureChunk } from './vite-plugins/shell-chunks.ts';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

/**
 * The browser build loads the strings one area and language at a time: `lib/i18n/messages.ts` (every string, for
 * the server and the tests) is replaced by `lazy-messages.ts` (docs/decisions/0017-light-public-pages.md).
 */
const lazyMessages: Plugin = {
  name: 'clearsight:lazy-messages',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId(source, importer) {
    if (source === './messages' && importer && /lib[\\/]i18n[\\/]index\.ts$/.test(importer)) {
      return fileURLToPath(new URL('./app/lib/i18n/lazy-messages.ts', import.meta.url));
    }
    return undefined;
  },
};

/**
 * React Router's package sends every bundler and runtime to its development build (its exports name no production
 * condition), so the browser would carry its development warnings and checks. The browser's production build takes
 * the production build beside it instead (same file names); the server does the same at run time
 * (apps/server/src/production-builds.ts). `react-router dev` keeps the development build.
 */
const productionReactRouter: Plugin = {
  name: 'clearsight:production-react-router',
  apply: 'build',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  async resolveId(source, importer, options) {
    if (source !== 'react-router' && source !== 'react-router/dom') return undefined;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    const development = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;
    if (!resolved || !development.test(resolved.id)) return resolved;
    return { ...resolved, id: resolved.id.replace(development, '$1production$2') };
  },
};

const appRoot = fileURLToPath(new URL('./app/', import.meta.url));

/**
 * The web app's own modules, but the contracts: their index names every route and schema, and a page carries only
 * those it uses. (The icons' index names every icon, which is fine: an icon is a name, its drawing is in the sprite.)
 */
function ownModule(id: string): boolean {
  return id.startsWith(appRoot) && !id.includes('?');
}

// What every page loads (the root and what it imports) in one file instead of dozens of small ones. With it, what
// every page loads in its first seconds anyway, each a small file of its own otherwise: the meta tags' helpers
// (every route's `meta`), the HTTP client (the announcements already active are asked for on every page), and
// what the root's effects share with some pages' scripts (the hub store, which the home page's online count reads
// before hydration; the money hold, which the lucky draw holds; the logout's moment, which the session actions
// set). Decision 0016's addenda.
const shell = staticClosureChunk('shell', [`${appRoot}root.tsx`], (id) => ownModule(id), [
  `${appRoot}lib/meta.ts`,
  `${appRoot}lib/http/client.ts`,
  `${appRoot}lib/realtime/hub-store.ts`,
  `${appRoot}lib/session/money-hold.ts`,
  `${appRoot}lib/realtime/own-logout.ts`,
]);
// What the login and the main layout both load (the logo, the language switch), then what every page of the main
// layout loads (header, mega-menu, footer).
const frame = staticClosureChunk(
  'frame',
  [`${appRoot}layouts/login-layout.tsx`, `${appRoot}layouts/main-layout.tsx`],
  (id) => ownModule(id),
);
const site = staticClosureChunk('site', [`${appRoot}layouts/main-layout.tsx`], (id) => ownModule(id));
const effects = afterHydrationChunks(
  'root-effects',
  [`${appRoot}root-effects.tsx`, `${appRoot}lib/realtime/client.ts`],
  // The announcements' marquee and dialog, loaded when there is one (after the root's effects), share their store.
  [
    `${appRoot}features/notice/components/site-notice-marquee.tsx`,
    `${appRoot}features/notice/components/site-notice-popup.tsx`,
  ],
  ownModule,
  [shell, frame, site],
);

const preload = preloadLists();

/** The shared display parts grouped in one chunk (below). */
const DISPLAY_PARTS =
  /app[\\/](components[\\/](breadcrumbs|level-badge|local-date|member-avatar|pagination|feed-link|title-color|ui[\\/](alert|empty|spinner))\.tsx?|lib[\\/](avatar|prose)\.ts)$/;

export default defineConfig(({ command }) => ({
  plugins: [
    iconSprite({
      iconDir: fileURLToPath(new URL('./app/components/icons', import.meta.url)),
      appDir: fileURLToPath(new URL('./app', import.meta.url)),
    }),
    iconImports(fileURLToPath(new URL('./app/components/icons', import.meta.url))),
    lazyMessages,
    productionReactRouter,
    appContracts(fileURLToPath(new URL('./app', import.meta.url))),
    clientContracts(),
    preload.plugin,
    reactRouter(),
  ],
  // `source` makes @clearsight/contracts resolve to its TypeScript, so the web never waits for a contracts build.
  // (Setting conditions replaces Vite's defaults, hence the spread.)
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions] },
    // Everything is bundled into the server build except React and React Router, which must stay one copy
    // shared with the packages that import them. antd's dependency tree mixes ESM and CommonJS packages
    // without `exports` maps (e.g. @emotion/hash), which Node's own loader would import with the wrong
    // default; bundling resolves them the same way the browser build does.
    // In `react-router dev`, Vite's module runner loads externals through Node with its own CommonJS
    // interop, and inlining CommonJS packages (nprogress) would break them; so dev keeps the default.
    ...(command === 'build'
      ? { noExternal: true, external: ['react', 'react-dom', 'react-router', '@react-router/node', 'isbot'] }
      : {}),
  },
  server: {
    proxy: {
      '/prod-api': { target: apiOrigin, changeOrigin: true },
      '/prod-ws': { target: apiOrigin, changeOrigin: true, ws: true },
    },
  },
  build: {
    // antd's shared chunk is large by nature; the warning would only be noise.
    chunkSizeWarningLimit: 1200,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      // Contract modules only declare constants, schemas and routes; the one with an effect is `zod-setup.ts` (zod's
      // message language, for the console's forms). The icon modules only define components. Saying so lets a
      // page's chunks leave out what it does not use.
      treeshake: {
        moduleSideEffects: (id: string) =>
          /packages\/contracts\/src\/(?!zod-setup\.ts$)|app\/components\/icons\//.test(id) ? false : undefined,
      },
      output: {
        codeSplitting: {
          groups: [
            // The strings in one chunk per area and language (`i18n-forum-en`; lib/i18n/areas.ts): the browser
            // loads a page's areas before hydrating, and scripts/check-budget.mjs counts them by that name.
            {
              name: (id: string) => {
                const dictionary = /lib\/i18n\/([\w-]+)\.(zh-CN|en)\.ts$/.exec(id);
                if (!dictionary) return null;
                return `i18n-${dictionary[1] === 'realtime' ? 'base' : dictionary[1]}-${dictionary[2]}`;
              },
              priority: 30,
            },
            // React, react-dom and React Router load together on every page: one file, compressed as one.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]/,
              priority: 20,
            },
            { name: shell, priority: 10 },
            { name: frame, priority: 7 },
            { name: site, priority: 5 },
            // What the root's effects import from elsewhere (the HTTP client, the hub store…) keeps its own chunk,
            // so that the effects' group below does not take it along.
            { name: effects.shared, priority: 4.5 },
            { name: effects.around, priority: 4 },
            // What every page loads right after hydration and no page before it: the root's effects (the guard,
            // the hubs' controller, the announcements' part) and the hubs' client, which the controller imports once
            // the browser is idle (decision 0040), in one file.
            { name: effects.members, priority: 3 },
            // The small display parts that lists and articles share (dates, avatars, level badges, pagination,
            // breadcrumbs, notes): one file instead of a dozen of 0.1-0.8 KB, each with its own imports and
            // compression overhead. A page that uses one loads them all (1-2 KB it may not draw).
            { name: 'display', test: DISPLAY_PARTS, priority: 2 },
          ],
        },
      },
    },
  },
}));
