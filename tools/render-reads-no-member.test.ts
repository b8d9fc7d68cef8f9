import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from './test-files';

const WEB_APP = join(repositoryRoot, 'apps/web/app');

/**
 * Every member shares one cached copy of a page's signed-in view (the page cache, decision 0044). That is safe
 * only while the server renderer reads nothing of who the member is: loaders ask the API as a guest, and a
 * member's data is loaded by the browser after hydration. What could break it is server code reading the token's
 * cookie copy, or handing a token to the in-process API. Those reads are allowed only where the page is never
 * cached, with why:
 */
const ALLOWED: Record<string, string> = {
  // Where the cookie is read, not who it names.
  'lib/api.server.ts': 'defines tokenOf() for the console',
  // The root loader's signedIn flag: the presence of the cookie, the one thing the signed-in view differs by.
  'root.tsx': 'the signedIn flag (presence only)',
  // The console (/admin…) is never cached, for guests or members.
  'features/admin/admin-access.server.ts': 'the console checks who opened it',
};

/** What reads a member's identity on the server: the token's cookie copy, or a token handed to the API. */
const MEMBER_READS = [/\btokenOf\s*\(/, /MIRROR_COOKIES\.token\b/, /loadFromApi\([^)]*\{[^}]*\btoken\b/s];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Code that can run in the server's render: loaders, `.server` modules and the route modules that hold them. */
function runsOnServer(path: string, source: string): boolean {
  return /\.server\.tsx?$/.test(path) || /export (async )?function loader\b|export const loader\b/.test(source);
}

describe('the server renderer reads nothing of a member outside the console', () => {
  it('no loader or server module reads the token, except the allowed places', () => {
    const offenders = sourceFiles(WEB_APP).flatMap((path) => {
      const source = readFileSync(path, 'utf8');
      const name = relative(WEB_APP, path);
      if (!runsOnServer(path, source) || name in ALLOWED) return [];
      return MEMBER_READS.some((pattern) => pattern.test(source)) ? [name] : [];
    });
    expect(offenders).toEqual([]);
  });

  it('each allowed place still exists and still needs its exception', () => {
    for (const name of Object.keys(ALLOWED)) {
      const source = readFileSync(join(WEB_APP, name), 'utf8');
      expect(
        MEMBER_READS.some((pattern) => pattern.test(source)),
        name,
      ).toBe(true);
    }
  });
});
