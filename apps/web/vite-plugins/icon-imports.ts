import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `import { A, B as C } from '../components/icons'` (or `'./icons'` beside them): the site's icons imported through
 * their index.
 */
const INDEX_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'((?:\.{1,2}\/)+(?:components\/)?icons)'\s*;?/g;

/** The local name the rewritten module gives `makeIcon`. */
const MAKE_ICON = 'makeIcon$icons';

/** Every icon's exported name, read from its module (`export const X = … makeIcon('X')`). */
function iconNames(iconDir: string): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(iconDir)) {
    const found = /export const (\w+) = \/\* @__PURE__ \*\/ makeIcon\('\1'\)/.exec(
      readFileSync(join(iconDir, file), 'utf8'),
    );
    if (found) names.add(found[1]!);
  }
  return names;
}

/** `import { A, B as C }` → `A` as `A`, `B` as `C`; null when one of them is not an icon of the set. */
function importedIcons(names: string, known: ReadonlySet<string>): Array<[icon: string, local: string]> | null {
  const icons: Array<[string, string]> = [];
  for (const part of names.split(',').map((name) => name.trim())) {
    if (!part) continue;
    const [icon, local = icon] = part.split(/\s+as\s+/) as [string, string?];
    if (!known.has(icon)) return null;
    icons.push([icon, local]);
  }
  return icons;
}

/**
 * Rewrites an import of icons through their index into the icons' definitions in the importing module
 * (`const SearchOutlined = makeIcon('SearchOutlined')`, what each icon's module holds). An icon is a name: its
 * drawing is in the sprite (vite-plugins/icon-sprite.ts). The bundler places modules by what imports them, and the
 * index imports every icon: through it, the 128 definitions followed the first chunk that took the index (the
 * layouts' `frame`, vite-plugins/shell-chunks.ts), so every page loaded them all to draw the dozen it shows. Imported
 * one module per icon instead, the icons a page shares with others became some twenty files of 0.1 KB each. Defined
 * where it is drawn, an icon costs its own line and nothing else. The source keeps importing the index (one line
 * per file, names checked by the type checker); the tests and the development server see the index.
 */
export function iconImports(iconDir: string): Plugin {
  let known: Set<string> | null = null;
  const makeIconModule = resolve(iconDir, '..', 'icon');
  return {
    name: 'clearsight:icon-imports',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]app[\\/].+\.tsx?$/, code: "icons'" },
      handler(code, id) {
        if (id.includes('node_modules')) return null;
        known ??= iconNames(iconDir);
        const icons = known;
        const defined = new Set<string>();
        let changed = false;
        const result = code.replace(INDEX_IMPORT, (statement, names: string, from: string) => {
          if (resolve(dirname(id), from) !== resolve(iconDir)) return statement;
          const imported = importedIcons(names, icons);
          if (!imported) return statement;
          changed = true;
          const lines = imported
            .filter(([, local]) => !defined.has(local))
            .map(([icon, local]) => {
              defined.add(local);
              return `const ${local} = /* @__PURE__ */ ${MAKE_ICON}('${icon}');`;
            });
          // As many lines as the statement had, so the lines after it keep their numbers (and the source map).
          return lines.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
        });
        if (!changed) return null;
        let path = relative(dirname(id), makeIconModule).replace(/\\/g, '/');
        if (!path.startsWith('.')) path = `./${path}`;
        // On the first line, beside whatever is there: the line count stays.
        return { code: `import { makeIcon as ${MAKE_ICON} } from '${path}'; ${result}`, map: null };
      },
    },
  };
}
