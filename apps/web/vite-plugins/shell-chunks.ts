/** What rolldown's `codeSplitting` group name functions get: the module graph of the build. */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[]; importers: readonly string[] } | null;
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
 * (`own(id)`), and of what `also` loads statically. Every page under those entries loads these anyway, so one file
 * costs nothing and saves the compression overhead and requests of dozens of small ones
 * (docs/decisions/0017-light-public-pages.md). Other modules are left to the bundler.
 */
export function staticClosureChunk(
  name: string,
  entries: readonly string[],
  own: (id: string) => boolean,
  also: readonly string[] = [],
) {
  let members: Set<string> | null = null;
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!members) {
      const [first, ...rest] = entries.map((entry) => staticClosure(entry, ctx, own));
      members = new Set([...(first ?? [])].filter((member) => rest.every((other) => other.has(member))));
      for (const entry of also) for (const member of staticClosure(entry, ctx, own)) members.add(member);
    }
    return members.has(id) ? name : null;
  };
}

type NameOf = (id: string, ctx: ChunkingContext) => string | null;

/**
 * One chunk for what every page loads right after hydration and no page loads before it: `entries` are modules
 * only ever imported with `import()`, and a module joins them when it is theirs alone (each of its importers is a
 * member, or one of `lateImporters`, code loaded with `import()` once the members are there). Follows `own(id)`.
 *
 * A group takes its modules' imports along unless another group took them first. So what the members import from
 * elsewhere (not one of `taken`'s) keeps chunks of its own: each module they import, with what only it brings
 * (`around`), named after its file; a module two of them bring is a chunk of its own (`shared`, which must run
 * first: give it the higher priority), so that neither takes it along.
 */
export function afterHydrationChunks(
  name: string,
  entries: readonly string[],
  lateImporters: readonly string[],
  own: (id: string) => boolean,
  taken: readonly NameOf[],
): { members: NameOf; shared: NameOf; around: NameOf } {
  let sets: { members: Set<string>; shared: Map<string, string>; around: Map<string, string> } | null = null;
  const compute = (ctx: ChunkingContext) => {
    const found = new Set(entries.flatMap((entry) => [...staticClosure(entry, ctx, own)]));
    // Drop every module imported from outside until none is: what a dropped one imports may be next.
    for (let dropped = true; dropped;) {
      dropped = false;
      for (const member of found) {
        const importers = entries.includes(member) ? [] : (ctx.getModuleInfo(member)?.importers ?? []);
        if (importers.some((importer) => !found.has(importer) && !lateImporters.includes(importer))) {
          found.delete(member);
          dropped = true;
        }
      }
    }
    const outside = (id: string) => !found.has(id) && own(id) && !taken.some((nameOf) => nameOf(id, ctx) !== null);
    const roots = new Set(
      [...found].flatMap((member) => (ctx.getModuleInfo(member)?.importedIds ?? []).filter(outside)),
    );
    const reachedBy = new Map<string, Set<string>>();
    for (const root of roots) {
      for (const id of staticClosure(root, ctx, outside)) {
        if (!reachedBy.has(id)) reachedBy.set(id, new Set());
        reachedBy.get(id)!.add(root);
      }
    }
    const shared = new Map<string, string>();
    const around = new Map<string, string>();
    for (const [id, by] of reachedBy) {
      if (by.size > 1) shared.set(id, fileName(id));
      else around.set(id, fileName([...by][0]!));
    }
    return { members: found, shared, around };
  };
  const fileName = (id: string) => /([^\\/]+?)(\.[jt]sx?)?$/.exec(id)![1]!;
  return {
    members: (id, ctx) => ((sets ??= compute(ctx)).members.has(id) ? name : null),
    shared: (id, ctx) => (sets ??= compute(ctx)).shared.get(id) ?? null,
    around: (id, ctx) => (sets ??= compute(ctx)).around.get(id) ?? null,
  };
}
