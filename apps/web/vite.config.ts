import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { clientContracts } from './vite-plugins/client-contracts';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

/**
 * The browser build loads dictionaries one language at a time: `lib/i18n/messages.ts` (both languages, for the
 * server and the tests) is replaced by `lazy-messages.ts` (docs/decisions/0016-javascript-budget.md).
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

export default defineConfig(({ command }) => ({
  plugins: [lazyMessages, clientContracts(), reactRouter()],
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
    rolldownOptions: {
      // Contract modules only declare schemas and routes; the one with an effect is the package's index (zod's
      // message language). Saying so lets a page's chunks leave out the contracts it does not import.
      treeshake: {
        moduleSideEffects: (id: string) => (/packages\/contracts\/src\/(?!index\.ts$)/.test(id) ? false : undefined),
      },
      output: {
        // Each language's dictionaries in one chunk named after it (`lang-zh-CN`, `lang-en`): the browser
        // loads exactly one of them before hydrating, and scripts/check-budget.mjs counts it by that name.
        // The console's strings (both languages) in a chunk of their own, loaded by the console's layout.
        manualChunks: (id: string) => {
          if (/lib\/i18n\/admin\.(zh-CN|en)\.ts$/.test(id)) return 'i18n-admin';
          const lang = /lib\/i18n\/(?:[\w-]+\.)?(zh-CN|en)\.ts$/.exec(id)?.[1];
          return lang ? `lang-${lang}` : undefined;
        },
      },
    },
  },
}));
