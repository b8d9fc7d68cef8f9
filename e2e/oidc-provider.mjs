#!/usr/bin/env node
// A real OpenID Connect provider (oidc-provider, the server's test dependency) for the third-party login
// journey: started by playwright.config.ts beside the site. Its sign-in page asks only who you are (any name
// works) or lets you refuse, so the browser goes through a genuine authorization code round trip.
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const port = Number(process.env.E2E_OIDC_PORT ?? 3219);
const site = process.env.E2E_SITE_ORIGIN ?? 'http://127.0.0.1:3210';
const type = process.env.E2E_OIDC_TYPE ?? 'e2e-sso';
const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const { default: Provider } = await import(pathToFileURL(require.resolve('oidc-provider')).href);

const issuer = `http://127.0.0.1:${port}`;
const accounts = new Map();
const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'clearsight-e2e',
      client_secret: 'e2e-secret-that-is-long-enough-0123456789',
      redirect_uris: [`${site}/auth/${type}`, `${site}/bind/${type}`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  jwks: { keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })] },
  ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Grant: 600, Interaction: 600, Session: 600 },
  pkce: { methods: ['S256'], required: () => true },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  claims: { openid: ['sub'], profile: ['name', 'preferred_username'] },
  cookies: { keys: ['clearsight-e2e-cookie-key'] },
  findAccount: (_ctx, id) =>
    accounts.has(id)
      ? { accountId: id, claims: () => ({ sub: id, name: accounts.get(id), preferred_username: id }) }
      : undefined,
});
const handle = provider.callback();

const page = (uid) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test SSO</title>
<style>body{font:16px system-ui;margin:48px auto;max-width:360px}input,button{font:inherit;padding:8px;margin:6px 0;width:100%}</style>
</head><body><h1>Test SSO</h1><form method="post" action="/interaction/${uid}">
<label>Account <input name="account" required pattern="[a-z0-9\\-]+"></label>
<label>Name <input name="name" required></label>
<button name="decision" value="allow">Sign in</button><button name="decision" value="deny" formnovalidate>Cancel</button>
</form></body></html>`;

async function readForm(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const server = createServer((req, res) => {
  if (!req.url?.startsWith('/interaction/')) return handle(req, res);
  void (async () => {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      return res.end(page(details.uid));
    }
    const form = await readForm(req);
    if (form.get('decision') !== 'allow') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'Cancelled' },
        {
          mergeWithLastSubmission: false,
        },
      );
    }
    const id = form.get('account') ?? '';
    accounts.set(id, form.get('name') ?? id);
    const grant = new provider.Grant({ accountId: id, clientId: details.params.client_id });
    grant.addOIDCScope(details.params.scope ?? 'openid');
    const grantId = await grant.save();
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId: id }, consent: { grantId } },
      {
        mergeWithLastSubmission: false,
      },
    );
  })().catch((error) => {
    res.statusCode = 500;
    res.end(String(error));
  });
});
server.listen(port, '127.0.0.1', () => console.log(`test OpenID provider at ${issuer}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
