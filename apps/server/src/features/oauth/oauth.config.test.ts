import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

/** Providers are switched on by their environment variables alone (README, "Third-party login"). */
const dataDir = mkdtempSync(join(tmpdir(), 'cs-oauth-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env }).oauth;

describe('third-party login configuration', () => {
  it('has no provider unless one is configured, and needs both the client id and its secret', () => {
    expect(load({})).toEqual([]);
    expect(load({ OAUTH_GITHUB_CLIENT_ID: 'id' })).toEqual([]);
  });

  it('reads presets with optional endpoints and an OpenID Connect issuer with its own type and name', () => {
    const providers = load({
      OAUTH_GITHUB_CLIENT_ID: 'gh-id',
      OAUTH_GITHUB_CLIENT_SECRET: 'gh-secret',
      OAUTH_GITEE_CLIENT_ID: 'ge-id',
      OAUTH_GITEE_CLIENT_SECRET: 'ge-secret',
      OAUTH_GITEE_AUTHORIZATION_URL: 'https://git.example.com/oauth/authorize',
      OAUTH_OIDC_ISSUER: 'https://sso.example.com/realms/staff',
      OAUTH_OIDC_CLIENT_ID: 'site',
      OAUTH_OIDC_CLIENT_SECRET: 'secret',
      OAUTH_OIDC_TYPE: 'Corp',
      OAUTH_OIDC_NAME: '企业账号',
    });
    expect(providers).toEqual([
      { type: 'github', kind: 'github', name: 'GitHub', clientId: 'gh-id', clientSecret: 'gh-secret' },
      {
        type: 'gitee',
        kind: 'gitee',
        name: 'Gitee',
        clientId: 'ge-id',
        clientSecret: 'ge-secret',
        authorizationUrl: 'https://git.example.com/oauth/authorize',
      },
      {
        type: 'corp',
        kind: 'oidc',
        name: '企业账号',
        clientId: 'site',
        clientSecret: 'secret',
        issuer: 'https://sso.example.com/realms/staff',
      },
    ]);
  });

  it('refuses a type that is not an address segment or is taken, and an endpoint that is not a URL', () => {
    const oidc = {
      OAUTH_OIDC_ISSUER: 'https://sso.example.com',
      OAUTH_OIDC_CLIENT_ID: 'a',
      OAUTH_OIDC_CLIENT_SECRET: 'b',
    };
    expect(() => load({ ...oidc, OAUTH_OIDC_TYPE: 'a/b' })).toThrow(/OAUTH_OIDC_TYPE/);
    expect(() =>
      load({ ...oidc, OAUTH_OIDC_TYPE: 'qq', OAUTH_QQ_CLIENT_ID: 'q', OAUTH_QQ_CLIENT_SECRET: 's' }),
    ).toThrow(/OAUTH_OIDC_TYPE/);
    expect(() => load({ OAUTH_QQ_CLIENT_ID: 'q', OAUTH_QQ_CLIENT_SECRET: 's', OAUTH_QQ_TOKEN_URL: 'nope' })).toThrow(
      /OAUTH_QQ_TOKEN_URL/,
    );
  });
});
