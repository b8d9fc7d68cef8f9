import type { Plugin } from 'vite';

/** The part of an output chunk this reads: its file, the files it imports statically and its modules. */
interface BundledChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  imports?: readonly string[];
  moduleIds?: readonly string[];
}

/** A feature's member layers' entry (`features/<feature>/member/layers.ts`): what it imports is members' code. */
const MEMBER_LAYERS = /[\\/]features[\\/][\w-]+[\\/]member[\\/]layers\.ts$/;

/**
 * Shorter preload lists. For each `import()` the bundler writes the list of every script the imported code needs,
 * so the browser fetches them in parallel instead of one level of imports at a time. Vite lists them all, even the
 * scripts the importing file itself imports statically: those have run before the `import()` can, so listing them
 * does nothing but cost bytes, in the importing file, which is often one every visitor loads (the forum's comment
 * threads listed the framework, the shell and fifteen more). This plugin keeps the bundle's static imports at hand
 * and `resolveDependencies` leaves those out, and a list left with the imported file alone (the strings' areas);
 * the stylesheets are left as Vite lists them.
 *
 * A member layer's list (an `import()` in a feature's `member/layers.ts`) names only the scripts the imported file
 * imports itself, not the whole tree below them: the topic's member layer listed seventy, and Chromium spends 2–3 ms
 * of a phone's main thread on each preload link it adds, some 150–200 ms in one task at the load of a member's
 * topic page. A member's browser usually has these files in its cache from an earlier visit, where the links only
 * cost; on a first visit the deeper files are fetched one level of imports later.
 */
export function preloadLists(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let bundle: Record<string, BundledChunk> = {};
  const closures = new Map<string, Set<string>>();
  const staticClosure = (fileName: string): Set<string> => {
    const known = closures.get(fileName);
    if (known) return known;
    const seen = new Set<string>();
    const stack = [fileName];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(bundle[next]?.imports ?? []));
    }
    closures.set(fileName, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'clearsight:preload-lists',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name === 'client',
      generateBundle: {
        // Before Vite's own hook that writes the lists.
        order: 'pre',
        handler(_options, output) {
          bundle = output as unknown as Record<string, BundledChunk>;
          closures.clear();
        },
      },
    },
    resolveDependencies(file, deps, { hostId }) {
      const loaded = staticClosure(hostId);
      let left = deps.filter((dep) => !loaded.has(dep));
      if (bundle[hostId]?.moduleIds?.some((id) => MEMBER_LAYERS.test(id))) {
        const direct = new Set(bundle[file]?.imports ?? []);
        left = left.filter((dep) => !dep.endsWith('.js') || dep === file || direct.has(dep));
      }
      // The imported file alone: its `import()` fetches it anyway, and the list would only name it once more.
      return left.length === 1 && left[0] === file ? [] : left;
    },
  };
}
