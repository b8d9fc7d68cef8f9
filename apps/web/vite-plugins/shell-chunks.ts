/** What rolldown's `codeSplitting` group name functions get: the module graph of the build. */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Names the chunk of every module that `entry` loads statically, following the site's own modules only
 * (`own(id)`): every page loads these anyway, so one file costs nothing and saves the compression overhead and
 * requests of dozens of small ones (docs/decisions/0017-light-public-pages.md). Other modules are left to the
 * bundler.
 */
export function staticClosureChunk(name: string, entry: string, own: (id: string) => boolean) {
  let members: Set<string> | null = null;
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!members) {
      members = new Set();
      const stack = [entry];
      while (stack.length > 0) {
        const next = stack.pop()!;
        if (members.has(next) || !own(next)) continue;
        members.add(next);
        stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return members.has(id) ? name : null;
  };
}
