// @ts-check
/**
 * The import rules of docs/architecture.md, checked by ESLint (`architecture/boundaries`).
 *
 * Every file is placed in a layer by its path (server feature, repository, plugin, shared, web feature,
 * component, lib…); every import is resolved to the file it names and placed the same way; the pair is
 * then checked against the rules below. Relative imports and the web's `~/` alias are resolved; bare
 * package names are checked only where a rule names them (Kysely). Tests and test support are exempt:
 * they may reach into any layer to set up and inspect state.
 *
 * Why a local rule: the rules are few and specific ("another feature's service, as a type only"), and a
 * hundred lines we test (architecture.test.ts) are easier to trust than a general plugin's selector
 * language. See docs/decisions/0009-import-boundaries.md.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APP_ONLY_PACKAGES, isAppLike } from '../../apps/web/app-areas.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * @typedef {{ app: string; layer: string; feature?: string; role?: string; file: string; appLike?: boolean;
 *   serverOnly?: boolean; consoleScreen?: boolean; consoleKit?: boolean }} Place
 */

/** Where a repository-relative path sits. */
export function placeOf(/** @type {string} */ relative) {
  const file = relative.split(path.sep).join('/');
  const test =
    /\.test\.tsx?$/.test(file) ||
    /(^|\/)test\//.test(file) ||
    /test-support\.tsx?$/.test(file) ||
    /\/bench\//.test(file) ||
    file.startsWith('e2e/') ||
    file.startsWith('tools/');
  if (test) return { app: 'test', layer: 'test', file };
  let m = /^apps\/server\/src\/(.*)$/.exec(file);
  if (m) {
    const rest = m[1];
    if (rest === 'app.ts') return { app: 'server', layer: 'composition-root', file };
    if (rest === 'main.ts') return { app: 'server', layer: 'main', file };
    const f = /^features\/([^/]+)\/(.+)$/.exec(rest);
    if (f) {
      const role = /\.(repository|service|routes|admin-routes|listeners)\.ts$/.exec(f[2])?.[1] ?? 'module';
      return { app: 'server', layer: 'feature', feature: f[1], role, file };
    }
    const top = rest.split('/')[0];
    const layer = ['plugins', 'shared', 'db', 'realtime'].includes(top) ? top : 'core';
    return { app: 'server', layer, file };
  }
  m = /^apps\/web\/app\/(.*)$/.exec(file);
  if (m) {
    const rest = m[1];
    const appLike = isAppLike(rest);
    // Server-only modules (`*.server.ts`, React Router's convention) never reach the browser.
    const serverOnly = /\.server\.tsx?$/.test(rest);
    const f = /^features\/([^/]+)\//.exec(rest);
    if (f) {
      // A domain's console screens (`features/<domain>/admin/`, or `features/activity/<activity>/admin/` for the
      // activities, which share one feature folder; decision 0023) and the console's parts they build on (its form
      // and table kit, shared pickers and widgets).
      const consoleScreen = f[1] !== 'admin' && /^features\/[^/]+\/([^/]+\/)?admin\//.test(rest);
      const consoleKit = /^features\/admin\/(kit\/|components\/|refs\.ts$)/.test(rest);
      return { app: 'web', layer: 'feature', feature: f[1], file, appLike, serverOnly, consoleScreen, consoleKit };
    }
    const top = rest.split('/')[0];
    const layer = ['routes', 'layouts', 'components', 'lib'].includes(top) ? top : 'root';
    return { app: 'web', layer, file, appLike, serverOnly };
  }
  if (file.startsWith('packages/contracts/')) return { app: 'contracts', layer: 'contracts', file };
  return { app: 'other', layer: 'other', file };
}

/**
 * Why importing `to` from `from` breaks a rule, or null when it does not.
 * @param {Place} from
 * @param {Place | null} to a project file, or null for a package
 * @param {{ source: string; typeOnly: boolean; dynamic?: boolean }} imp
 */
export function violation(from, to, imp) {
  if (from.app === 'test' || from.app === 'other') return null;

  if (from.app === 'server') {
    if (imp.source === 'kysely' && !(from.layer === 'db' || from.role === 'repository')) {
      return 'Kysely belongs in repositories and db/: call a repository instead.';
    }
    if (!to) return null;
    if (to.layer === 'composition-root' && from.layer !== 'main') {
      return 'Nothing imports the composition root (app.ts): take what you need as a parameter.';
    }
    if (to.app === 'web') return 'The server never imports the web app.';
    if (from.layer === 'feature') {
      if (to.layer === 'db' && from.role !== 'repository') {
        return 'Only repositories touch the database: call a repository.';
      }
      if (to.layer === 'feature' && to.feature !== from.feature) {
        if (to.role !== 'service') {
          return `A feature uses another feature only through its service: "${to.file}" is not one (pass the service in from app.ts).`;
        }
        if (!imp.typeOnly) {
          return 'Another feature\'s service is handed in by app.ts: import its type only ("import type").';
        }
      }
      if (to.layer === 'realtime' && !imp.typeOnly) return 'Features publish domain events; realtime listens to them.';
      return null;
    }
    // The demo-content seed writes through the features' own repositories rather than repeat their SQL.
    const seedUsesRepository = from.file.includes('/db/seed/') && to.role === 'repository';
    if (
      ['shared', 'db'].includes(from.layer) &&
      ['feature', 'plugins', 'realtime'].includes(to.layer) &&
      !seedUsesRepository
    ) {
      return `${from.layer}/ holds no feature logic and imports no feature, plugin or realtime code.`;
    }
    if (from.layer === 'shared' && to.layer === 'db' && !imp.typeOnly) {
      return 'shared/ does not reach the database.';
    }
    if (['plugins', 'realtime'].includes(from.layer) && to.layer === 'feature') {
      if (to.role !== 'service' || !imp.typeOnly) {
        return `${from.layer}/ is handed feature services by app.ts: import a service's type only.`;
      }
    }
    return null;
  }

  if (from.app === 'web') {
    // Public pages stay light (docs/decisions/0017-light-public-pages.md): antd, TanStack Query, zod and the
    // other app libraries, and app-like code itself, reach them only through a lazy `import()`.
    if (!from.appLike && !from.serverOnly && !imp.typeOnly && !imp.dynamic) {
      if (!to && APP_ONLY_PACKAGES.some((pattern) => pattern.test(imp.source))) {
        return `"${imp.source}" is for app-like code only (apps/web/app-areas.js): public pages use components/ui, or load the part that needs it with import().`;
      }
      if (to?.appLike) {
        return `"${to.file}" is app-like (apps/web/app-areas.js): load it with import() (React.lazy) from a public page.`;
      }
    }
    if (!to) return null;
    if (to.app === 'server') return 'The web talks to the server through the API contracts, never its code.';
    if (from.layer === 'feature') {
      // A domain's console screens build on the console's kit; nothing else of the console, and the console
      // reaches them only through its routes.
      if (from.consoleScreen && to.consoleKit) return null;
      if (to.layer === 'feature' && to.feature !== from.feature) {
        return `Web features never import each other ("${to.file}"): move what both need to lib/ or components/.`;
      }
      if (['routes', 'layouts'].includes(to.layer)) return 'A feature does not import routes or layouts.';
      return null;
    }
    if (['components', 'lib'].includes(from.layer) && ['feature', 'routes', 'layouts'].includes(to.layer)) {
      return `${from.layer}/ is shared by every page: it imports no feature, route or layout.`;
    }
    return null;
  }

  if (from.app === 'contracts' && to && to.app !== 'contracts') return 'Contracts depend on nothing but zod.';
  return null;
}

/** The project file an import names, or null for a package. */
function resolveImport(/** @type {string} */ fromFile, /** @type {string} */ source) {
  let target;
  if (source.startsWith('.')) target = path.resolve(path.dirname(fromFile), source);
  else if (source.startsWith('~/')) target = path.join(ROOT, 'apps/web/app', source.slice(2));
  else return null;
  // TypeScript's ESM convention names the emitted `.js`; the source is `.ts` or `.tsx`.
  const base = target.replace(/\.js$/, '');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  const found = candidates.find((candidate) => /\.\w+$/.test(candidate) && existsSync(candidate));
  return path.relative(ROOT, found ?? base);
}

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layering of docs/architecture.md' },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    const from = placeOf(path.relative(ROOT, filename));
    /** @param {any} node @param {string} source @param {boolean} typeOnly */
    function check(node, source, typeOnly, dynamic = false) {
      const resolved = resolveImport(filename, source);
      const to = resolved ? placeOf(resolved) : null;
      const message = violation(from, to, { source, typeOnly, dynamic });
      if (message) context.report({ node, message });
    }
    /** @param {any} node */
    const typeOnlyImport = (node) =>
      node.importKind === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((/** @type {any} */ s) => s.importKind === 'type'));
    return {
      ImportDeclaration(node) {
        check(node, String(node.source.value), typeOnlyImport(node));
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, String(node.source.value), node.exportKind === 'type');
      },
      ExportAllDeclaration(node) {
        check(node, String(node.source.value), node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, String(node.source.value), false, true);
      },
    };
  },
};

export default { rules: { boundaries } };
