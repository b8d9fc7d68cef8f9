import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../vitest.config';
import { repositoryRoot, testFilesUnder } from './test-files';

const webApp = join(repositoryRoot, 'apps/web/app');

interface Project {
  test?: { name?: string; testTimeout?: number; hookTimeout?: number; setupFiles?: string[] };
}

/**
 * The web tests' one timeout policy (vitest.config.ts and apps/web/app/test/setup.ts): a test that is slow on a
 * busy machine gets the same allowance as every other, and no file or test raises its own.
 */
describe('the web tests’ timeout policy', () => {
  it('gives the web project generous test and hook timeouts and one waiting policy', () => {
    const projects = (config as { test?: { projects?: Project[] } }).test?.projects ?? [];
    const web = projects.find((project) => project.test?.name === 'web');
    expect(web?.test?.testTimeout).toBeGreaterThanOrEqual(30_000);
    expect(web?.test?.hookTimeout).toBeGreaterThanOrEqual(30_000);
    expect(web?.test?.setupFiles).toContain('apps/web/app/test/setup.ts');
  });

  it('leaves no timeout of its own in any web test file', () => {
    const overrides = testFilesUnder(webApp).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const found = [
        // describe('…', { timeout: n }, …) and it('…', { timeout: n }, …)
        ...text.matchAll(/\b(?:describe|it|test)\([^\n]*\{\s*timeout:\s*[\d_]+\s*\}/g),
        // it('…', async () => { … }, 30_000): a number after a test's function
        ...text.matchAll(/^\s*\},\s*[\d_]+\);/gm),
        // findBy…(text, {}, { timeout: n }) and waitFor(…, { timeout: n }) from Testing Library
        ...text.matchAll(/\{\},\s*\{\s*timeout:/g),
        ...text.matchAll(/(?<!vi\.)\bwaitFor\([^;]*\{\s*timeout:\s*[\d_]+\s*\}\)/g),
        // beforeAll/afterAll/beforeEach/afterEach(…, n)
        ...text.matchAll(/\b(?:before|after)(?:All|Each)\([^;]*,\s*[\d_]+\);/g),
      ];
      return found.map((match) => `${relative(repositoryRoot, file)}: ${match[0].trim().slice(0, 80)}`);
    });
    expect(overrides).toEqual([]);
  });
});
