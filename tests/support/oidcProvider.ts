import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const OIDC_CLIENT = { id: 'isps', secret: 'isps-test-secret' };

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, with its development sign-in pages:
 * any login and password sign in as that login (its e-mail login@example.test). The port is taken
 * first so the ISPS server can be configured before the redirect URI is known.
 */
export async function reserveOidcProvider(port = 0, client = OIDC_CLIENT) {
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    /** starts answering, for a client that comes back to redirectUri */
    serve(redirectUri: string) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: client.id,
            client_secret: client.secret,
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        findAccount: async (_ctx, sub) => ({
          accountId: sub,
          claims: async () => ({ sub, preferred_username: sub, email: `${sub}@example.test`, email_verified: true }),
        }),
        claims: { openid: ['sub'], profile: ['preferred_username'], email: ['email', 'email_verified'] },
        cookies: { keys: ['isps-test-cookie-key'] },
      });
      handler = provider.callback();
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
