/** What rolldown's `codeSplitting` group name functions get: the module graph of the build. */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

function staticClosure(entry: string, ctx: ChunkingContext, own: (id: string) => boolean): Set<string> {
  const members = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (members.has(next) || !own(next)) continue;
    members.add(next);
    stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
  }
  return members;
}

/**
 * Names the chunk of every module that all of `entries` load statically, following the site's own modules only
 * (`own(id)`). Every page under those entries loads these anyway, so one file costs nothing and saves the
 * compression overhead and requests of dozens of small ones (docs/decisions/0017-light-public-pages.md). Other
 * modules are left to the bundler.
 */
export function staticClosureChunk(name: string, entries: readonly string[], own: (id: string) => boolean) {
  let members: Set<string> | null = null;
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!members) {
      const [first, ...rest] = entries.map((entry) => staticClosure(entry, ctx, own));
      members = new Set([...(first ?? [])].filter((member) => rest.every((other) => other.has(member))));
    }
    return members.has(id) ? name : null;
  };
}
