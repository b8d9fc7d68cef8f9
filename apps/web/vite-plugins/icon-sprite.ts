import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { isAppLike } from '../app-areas.js';

/** The subset of @ant-design/icons-svg's definitions the sprite reads. */
interface IconNode {
  tag: string;
  attrs: Record<string, string>;
  children?: IconNode[];
}
interface IconDefinition {
  name: string;
  icon: IconNode | ((primary: string, secondary: string) => IconNode);
}

const VIRTUAL_ID = 'virtual:icon-sprite';
const RESOLVED_ID = '\0virtual:icon-sprite';
/** Where the dev server serves the sprite (the browser refuses a `data:` URL in `<use>`). */
const DEV_URL = '/@clearsight/icons.svg';

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function markup(node: IconNode): string {
  const attrs = Object.entries(node.attrs)
    .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
    .join('');
  const children = (node.children ?? []).map(markup).join('');
  return `<${node.tag}${attrs}>${children}</${node.tag}>`;
}

/** Every icon the site names in app/components/icons (`makeIcon('SearchOutlined')`). */
function iconNames(iconDir: string): string[] {
  const names: string[] = [];
  for (const file of readdirSync(iconDir)) {
    const found = /makeIcon\('(\w+)'\)/.exec(readFileSync(join(iconDir, file), 'utf8'));
    if (found) names.push(found[1]!);
  }
  return names.sort();
}

/** The icons the public pages' code imports (not app-like, app-areas.js): they make the sprite guests load. */
function publicIconNames(appDir: string, all: readonly string[]): Set<string> {
  const used = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(join(appDir, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !isAppLike(path)) {
        const code = readFileSync(join(appDir, path), 'utf8');
        for (const match of code.matchAll(/import \{([^}]*)\} from '[./]*components\/icons'/g)) {
          for (const name of match[1]!.split(',')) used.add(name.trim());
        }
      }
    }
  };
  visit('');
  return new Set(all.filter((name) => used.has(name)));
}

/** One `<symbol>` per icon, by its name, drawn from the icon set's definition. */
async function spriteOf(names: readonly string[], resolveIcon: (name: string) => string): Promise<string> {
  const symbols: string[] = [];
  for (const name of names) {
    const definition = ((await import(pathToFileURL(resolveIcon(name)).href)) as { default: IconDefinition }).default;
    const root = typeof definition.icon === 'function' ? definition.icon('currentColor', '#e6f4ff') : definition.icon;
    const { viewBox } = root.attrs;
    symbols.push(`<symbol id="${name}" viewBox="${viewBox}">${(root.children ?? []).map(markup).join('')}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

/**
 * The icons as SVG sprites (`import { spriteOf } from 'virtual:icon-sprite'`): every icon the site names in
 * app/components/icons, drawn from the Ant Design icon set's definitions, in two hashed files the browser fetches
 * once and caches: the icons public pages use, and the others (the console, the activities, the chat room). An icon
 * on a page is a `<use>` of its sprite, so no script carries path data (docs/decisions/0017-light-public-pages.md).
 */
export function iconSprite(options: { iconDir: string; appDir: string }): Plugin {
  const resolveIcon = (name: string) =>
    new URL(import.meta.resolve(`@ant-design/icons-svg/es/asn/${name}.js`)).pathname;
  let sets: { public: string[]; app: string[] } | null = null;
  const split = () => {
    if (!sets) {
      const all = iconNames(options.iconDir);
      const publicNames = publicIconNames(options.appDir, all);
      sets = { public: all.filter((n) => publicNames.has(n)), app: all.filter((n) => !publicNames.has(n)) };
    }
    return sets;
  };
  const moduleFor = (publicUrl: string, appUrl: string) =>
    [
      `const publicIcons = new Set(${JSON.stringify(split().public)});`,
      `const publicUrl = ${publicUrl};`,
      `const appUrl = ${appUrl};`,
      'export function spriteOf(name) { return publicIcons.has(name) ? publicUrl : appUrl; }',
    ].join('\n');
  return {
    name: 'clearsight:icon-sprite',
    resolveId: (source) => (source === VIRTUAL_ID ? RESOLVED_ID : null),
    configureServer(server) {
      server.middlewares.use(DEV_URL, (request, response) => {
        const names = request.url?.includes('app') ? split().app : split().public;
        void spriteOf(names, resolveIcon).then((source) => {
          response.setHeader('Content-Type', 'image/svg+xml');
          response.end(source);
        });
      });
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      this.addWatchFile(options.iconDir);
      sets = null;
      if (this.environment.mode === 'dev') {
        return moduleFor(JSON.stringify(`${DEV_URL}?public`), JSON.stringify(`${DEV_URL}?app`));
      }
      const { public: publicNames, app } = split();
      const publicRef = this.emitFile({
        type: 'asset',
        name: 'icons.svg',
        source: await spriteOf(publicNames, resolveIcon),
      });
      const appRef = this.emitFile({ type: 'asset', name: 'app-icons.svg', source: await spriteOf(app, resolveIcon) });
      return moduleFor(`import.meta.ROLLUP_FILE_URL_${publicRef}`, `import.meta.ROLLUP_FILE_URL_${appRef}`);
    },
  };
}
