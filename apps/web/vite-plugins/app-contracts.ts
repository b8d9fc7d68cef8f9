import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { isAppLike } from '../app-areas.js';

const APP_COPY = '?app';
const CONTRACTS = /packages[\\/]contracts[\\/]src[\\/]/;

/**
 * The browser build bundles modules whole: a contract module that a public page imports for a route and the
 * console imports for a form's schema would land in one shared chunk carrying zod to the public page. So app-like
 * code (app-areas.js) gets copies of the contract modules of its own (`…/x.contract.ts?app`, and everything they
 * import from the package), and each side keeps only what it uses. Nothing in the contracts has identity or state
 * (constants, schemas, route descriptors), so two copies behave as one. docs/decisions/0017-light-public-pages.md.
 */
export function appContracts(appRoot: string): Plugin {
  return {
    name: 'clearsight:app-contracts',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const [importerPath] = importer.split('?');
      const fromContracts = CONTRACTS.test(importerPath!);
      const appSide = fromContracts
        ? importer.endsWith(APP_COPY)
        : isAppLike(relative(appRoot, importerPath!).split('\\').join('/'));
      if (!appSide) return null;
      if (source !== '@clearsight/contracts' && !(fromContracts && source.startsWith('.'))) return null;
      const resolved = await this.resolve(source, importerPath, { ...options, skipSelf: true });
      if (!resolved || !CONTRACTS.test(resolved.id) || resolved.id.includes('?')) return resolved;
      return { ...resolved, id: resolved.id + APP_COPY };
    },
  };
}
