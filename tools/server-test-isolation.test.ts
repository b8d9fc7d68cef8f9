import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../vitest.config';
import { repositoryRoot, testFilesUnder } from './test-files';

const serverSource = join(repositoryRoot, 'apps/server/src');

interface Project {
  test?: { name?: string; isolate?: boolean; include?: string[]; exclude?: string[] };
}

/**
 * The server suite shares one module registry per worker (vitest.config.ts): a module replaced with vi.mock in one
 * file would stay replaced for every file after it in that worker. Files that replace modules run isolated.
 */
describe('the server tests’ isolation', () => {
  const projects = (config as { test?: { projects?: Project[] } }).test?.projects ?? [];

  it('runs the shared project without isolation and the isolated files in a project of their own', () => {
    const shared = projects.find((project) => project.test?.name === 'server');
    const isolated = projects.find((project) => project.test?.name === 'server-isolated');
    expect(shared?.test?.isolate).toBe(false);
    expect(shared?.test?.exclude).toContain('apps/server/src/**/*.isolated.test.ts');
    expect(isolated?.test?.isolate).not.toBe(false);
    expect(isolated?.test?.include).toEqual(['apps/server/src/**/*.isolated.test.ts']);
  });

  it('names every server test that replaces a module *.isolated.test.ts', () => {
    const files = testFilesUnder(serverSource);
    expect(files.length).toBeGreaterThan(50);
    const misplaced = files
      .filter((file) => !file.endsWith('.isolated.test.ts'))
      .filter((file) => /\bvi\.(?:mock|doMock|stubEnv)\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(repositoryRoot, file));
    expect(misplaced).toEqual([]);
  });
});
