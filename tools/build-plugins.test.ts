import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { iconImports } from '../apps/web/vite-plugins/icon-imports';
import { preloadLists } from '../apps/web/vite-plugins/preload-lists';

const appDir = fileURLToPath(new URL('../apps/web/app/', import.meta.url));
const iconDir = `${appDir}components/icons`;

type Transform = (code: string, id: string) => { code: string } | null;
const transformOf = (plugin: Plugin) => (plugin.transform as unknown as { handler: Transform }).handler;

describe('iconImports', () => {
  const transform = transformOf(iconImports(iconDir));

  it('defines the icons a module imports through the index in that module, line for line', () => {
    const code = [
      'import {',
      '  LikeOutlined,',
      '  StarOutlined as Star,',
      "} from '../../components/icons';",
      "import { Link } from 'react-router';",
      'export const x = [LikeOutlined, Star, Link];',
    ].join('\n');
    const out = transform(code, `${appDir}features/forum/x.tsx`)!.code;
    expect(out).not.toContain('components/icons');
    expect(out).toContain("import { makeIcon as makeIcon$icons } from '../../components/icon';");
    expect(out).toContain("const LikeOutlined = /* @__PURE__ */ makeIcon$icons('LikeOutlined');");
    expect(out).toContain("const Star = /* @__PURE__ */ makeIcon$icons('StarOutlined');");
    // The lines after the import keep their numbers.
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
    expect(out.split('\n')[4]).toBe("import { Link } from 'react-router';");
  });

  it('reads `./icons` beside them, and leaves other modules named icons and unknown names alone', () => {
    const beside = transform("import { SearchOutlined } from './icons';\n", `${appDir}components/filter-bar.tsx`);
    expect(beside!.code).toContain("makeIcon$icons('SearchOutlined')");
    expect(beside!.code).toContain("from './icon';");
    expect(transform("import { Chart } from './icons';\n", `${appDir}features/activity/bank/x.tsx`)).toBeNull();
    expect(transform("import { NoSuchOutlined } from '../components/icons';\n", `${appDir}layouts/x.tsx`)).toBeNull();
  });
});

describe('preloadLists', () => {
  it('leaves out of an import’s preload list what the importing file has loaded already', () => {
    const { plugin, resolveDependencies } = preloadLists();
    const bundle = {
      'assets/topic.js': { type: 'chunk', fileName: 'assets/topic.js', imports: ['assets/shell.js'] },
      'assets/shell.js': { type: 'chunk', fileName: 'assets/shell.js', imports: ['assets/framework.js'] },
      'assets/framework.js': { type: 'chunk', fileName: 'assets/framework.js', imports: [] },
      'assets/thread.js': {
        type: 'chunk',
        fileName: 'assets/thread.js',
        imports: ['assets/shell.js', 'assets/date.js'],
      },
      'assets/date.js': { type: 'chunk', fileName: 'assets/date.js', imports: ['assets/framework.js'] },
    };
    const hook = plugin.generateBundle as unknown as { handler: (options: unknown, output: unknown) => void };
    hook.handler({}, bundle);
    const deps = ['assets/thread.js', 'assets/shell.js', 'assets/framework.js', 'assets/date.js'];
    expect(resolveDependencies('assets/thread.js', deps, { hostId: 'assets/topic.js' })).toEqual([
      'assets/thread.js',
      'assets/date.js',
    ]);
    // A list left with the imported file alone is no list: its import() fetches it anyway.
    expect(
      resolveDependencies('assets/date.js', ['assets/date.js', 'assets/framework.js'], { hostId: 'assets/topic.js' }),
    ).toEqual([]);
    // Only what the host imports, directly or not, is left out.
    expect(resolveDependencies('assets/thread.js', deps, { hostId: 'assets/framework.js' })).toEqual([
      'assets/thread.js',
      'assets/shell.js',
      'assets/date.js',
    ]);
  });
});
