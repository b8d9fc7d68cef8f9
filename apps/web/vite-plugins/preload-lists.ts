import type { Plugin } from 'vite';

/** The part of an output chunk this reads: its file and the files it imports statically. */
interface BundledChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  imports?: readonly string[];
}

/**
 * Shorter preload lists. For each `import()` the bundler writes the list of every script the imported code needs,
 * so the browser fetches them in parallel instead of one level of imports at a time. Vite lists them all, even the
 * scripts the importing file itself imports statically: those have run before the `import()` can, so listing them
 * does nothing but cost bytes, in the importing file, which is often one every visitor loads (the forum's comment
 * threads listed the framework, the shell and fifteen more). This plugin keeps the bundle's static imports at hand
 * and `resolveDependencies` leaves those out, and a list left with the imported file alone (the strings' areas);
 * the stylesheets are left as Vite lists them.
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
      const left = deps.filter((dep) => !loaded.has(dep));
      // The imported file alone: its `import()` fetches it anyway, and the list would only name it once more.
      return left.length === 1 && left[0] === file ? [] : left;
    },
  };
}
