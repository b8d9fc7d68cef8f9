import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, for the tools tests that read its files. */
export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** Every test file (`*.test.ts`, `*.test.tsx`) under `dir`, at any depth. */
export function testFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFilesUnder(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
