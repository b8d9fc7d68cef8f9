import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
const DOCS = ['README.md', 'docs/architecture.md', 'docs/operations.md', 'docs/performance.md'];

/** The variables the server's configuration schema reads (apps/server/src/config.ts, `EnvSchema`). */
function configVariables(): string[] {
  const source = read('apps/server/src/config.ts');
  return [...source.matchAll(/^ {2}([A-Z][A-Z0-9_]+): z\b/gm)].map((m) => m[1]!);
}

/** The docs say what the code does: every setting documented, every command they name one that exists. */
describe('the docs against the code', () => {
  it('documents every variable of the configuration in .env.example and the README', () => {
    const variables = configVariables();
    expect(variables.length).toBeGreaterThan(30);
    const example = read('.env.example');
    const readme = read('README.md');
    expect(variables.filter((v) => !new RegExp(`^${v}=`, 'm').test(example))).toEqual([]);
    expect(variables.filter((v) => !readme.includes(`\`${v}\``))).toEqual([]);
  });

  it('names only npm scripts that exist', () => {
    const builtIn = new Set(['ci', 'install', 'start', 'test', 'exec']);
    for (const doc of DOCS) {
      const text = read(doc);
      const named = [...text.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test|ci|install|exec)\b)/g)].map(
        (m) => m[1] ?? m[2]!,
      );
      const missing = named.filter((name) => !builtIn.has(name) && !(name in pkg.scripts));
      expect(missing, doc).toEqual([]);
    }
    expect(pkg.scripts.start).toBeDefined();
    expect(pkg.scripts.test).toBeDefined();
  });
});
