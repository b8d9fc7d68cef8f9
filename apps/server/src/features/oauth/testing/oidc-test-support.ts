import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (the certified oidc-provider) on a free local port, for the tests. Its login
 * and consent step is answered by the test: `next()` says who signs in at the next interaction, or that the
 * person refuses. `drive()` follows the browser's redirects through it and answers the address the provider
 * sends the browser back to, as a browser would see it.
 */
export interface TestAccount {
  id: string;
  name: string;
  preferredUserName: string;
  /** An e-mail the provider says is verified: the site must still never link by it. */
  email?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The next interaction signs in as this account, or refuses with access_denied. */
  next(outcome: TestAccount | 'deny'): void;
  /** Follows the authorization address through the provider; answers the redirect to the site. */
  drive(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startTestProvider(options: { redirectUris: string[] }): Promise<TestProvider> {
  const accounts = new Map<string, TestAccount>();
  let planned: TestAccount | 'deny' = 'deny';
  const clientId = 'clearsight-test';
  const clientSecret = 'test-secret-that-is-long-enough-0123456789';

  const http: Server = createServer();
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Grant: 600, Interaction: 600, Session: 600 },
    pkce: { methods: ['S256'], required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email', 'email_verified'] },
    cookies: { keys: ['clearsight-test-cookie-key'] },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          name: account.name,
          preferred_username: account.preferredUserName,
          ...(account.email ? { email: account.email, email_verified: true } : {}),
        }),
      };
    },
  });
  const handle = provider.callback();

  http.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) {
      handle(req, res);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const outcome = planned;
      planned = 'deny';
      if (outcome === 'deny') {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'The person refused' },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      accounts.set(outcome.id, outcome);
      const grant = new provider.Grant({ accountId: outcome.id, clientId: details.params.client_id ?? '' });
      grant.addOIDCScope(details.params.scope ?? 'openid');
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: outcome.id }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    next(outcome) {
      planned = outcome;
    },
    async drive(authorizationUrl) {
      // Each drive is a new browser at the provider: its own cookies, no provider session carried over.
      const cookies = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        if (url.origin !== issuer) return url;
        const response = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
        }
        const location = response.headers.get('location');
        if (!location) throw new Error(`The provider stopped at ${url.pathname}: HTTP ${response.status}`);
        url = new URL(location, url);
      }
      throw new Error('Too many redirects at the provider');
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        http.closeAllConnections();
        http.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
