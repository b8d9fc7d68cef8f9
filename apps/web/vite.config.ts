import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig(({ command }) => ({
  plugins: [reactRouter()],
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
  },
}));
