import { describe, expect, it } from 'vitest';
import { afterHydrationChunks, staticClosureChunk } from '../apps/web/vite-plugins/shell-chunks';

/** A module graph as rolldown's chunking sees it: each module's static imports; importers are worked out. */
function graph(imports: Record<string, string[]>) {
  const importers = new Map<string, string[]>();
  for (const [from, ids] of Object.entries(imports)) {
    for (const id of ids) importers.set(id, [...(importers.get(id) ?? []), from]);
  }
  return {
    getModuleInfo: (id: string) =>
      id in imports || importers.has(id)
        ? { importedIds: imports[id] ?? [], importers: importers.get(id) ?? [] }
        : null,
  };
}

const own = (id: string) => !id.startsWith('node:');
const namesOf = (nameOf: (id: string, ctx: ReturnType<typeof graph>) => string | null, ctx: ReturnType<typeof graph>) =>
  Object.fromEntries(
    ['root', 'layout', 'meta', 'effects', 'guard', 'store', 'client', 'http', 'url', 'hub', 'late', 'page', 'node:x']
      .map((id) => [id, nameOf(id, ctx)])
      .filter(([, name]) => name !== null),
  );

describe('the shell chunks (browser build)', () => {
  it('names what every entry loads, and what `also` loads', () => {
    const ctx = graph({ a: ['common', 'onlyA', 'node:x'], b: ['common', 'onlyB'], meta: ['metaDep'] });
    const nameOf = staticClosureChunk('shell', ['a', 'b'], own, ['meta']);
    expect(['a', 'b', 'common', 'onlyA', 'node:x', 'meta', 'metaDep'].filter((id) => nameOf(id, ctx))).toEqual([
      'common',
      'meta',
      'metaDep',
    ]);
  });

  it('puts in the after-hydration chunk only what no page loads before, and keeps what it imports from elsewhere apart', () => {
    // root-effects → guard, store, http (also a page's); client → hub (also the layout's); late (the marquee) → store.
    const ctx = graph({
      root: ['layout'],
      layout: ['hub'],
      page: ['http'],
      effects: ['guard', 'store', 'http', 'hub'],
      guard: ['node:x'],
      client: ['hub', 'url'],
      http: ['url'],
      late: ['store'],
    });
    const shell = staticClosureChunk('shell', ['root'], own);
    const chunks = afterHydrationChunks('root-effects', ['effects', 'client'], ['late'], own, [shell]);
    expect(namesOf(chunks.members, ctx)).toEqual({
      effects: 'root-effects',
      guard: 'root-effects',
      store: 'root-effects',
      client: 'root-effects',
    });
    // `url` is imported by a member and by `http`, which a page loads before hydration: a chunk of its own, taken
    // first, so that neither the members nor `http` take it along.
    expect(namesOf(chunks.around, ctx)).toEqual({ http: 'http' });
    expect(namesOf(chunks.shared, ctx)).toEqual({ url: 'url' });
  });

  it('gives a module two outside imports bring a chunk of its own', () => {
    const ctx = graph({ effects: ['a', 'b'], a: ['both'], b: ['both'], page: ['a', 'b'] });
    const chunks = afterHydrationChunks('root-effects', ['effects'], [], own, []);
    expect(['effects', 'a', 'b', 'both'].map((id) => chunks.members(id, ctx))).toEqual([
      'root-effects',
      null,
      null,
      null,
    ]);
    expect(['a', 'b', 'both'].map((id) => chunks.around(id, ctx))).toEqual(['a', 'b', null]);
    expect(chunks.shared('both', ctx)).toBe('both');
  });

  it('drops a module whose importer was dropped', () => {
    // `inner` is imported only by `shared`, which a page imports too: neither is the effects' alone.
    const ctx = graph({ effects: ['shared'], shared: ['inner'], page: ['shared'] });
    const chunks = afterHydrationChunks('root-effects', ['effects'], [], own, []);
    expect(['effects', 'shared', 'inner'].map((id) => chunks.members(id, ctx))).toEqual(['root-effects', null, null]);
    expect(['shared', 'inner'].map((id) => chunks.around(id, ctx))).toEqual(['shared', 'shared']);
  });
});
