import * as client from 'openid-client';
import { SignJWT, jwtVerify } from 'jose';
import type { OidcConfig } from './types.js';

const TIMEOUT_S = 10;
const FLOW_TTL_S = 600;
const FLOW_AUDIENCE = 'isps-oidc-flow';

/** The state of one sign-in between the redirect to the provider and the way back (kept in a signed cookie). */
export interface OidcFlow {
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
}

/**
 * openid-client against the configured provider: discovery once (again after a failure), the
 * authorization-code flow with PKCE, state and nonce. Plain http is accepted only for a loopback
 * issuer (tests, a provider beside the server).
 */
export class OidcClient {
  private discovered: Promise<client.Configuration> | null = null;
  constructor(
    private readonly config: OidcConfig,
    private readonly secret: Uint8Array,
  ) {}

  private configuration(): Promise<client.Configuration> {
    const url = new URL(this.config.issuer);
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    return (this.discovered ??= client
      .discovery(url, this.config.clientId, this.config.clientSecret, undefined, {
        timeout: TIMEOUT_S,
        execute: url.protocol === 'http:' && loopback ? [client.allowInsecureRequests] : [],
      })
      .catch((e) => {
        this.discovered = null;
        throw e;
      }));
  }

  /** The provider's sign-in address and the signed flow state to keep until the browser comes back. */
  async start(redirectUri: string): Promise<{ url: string; flow: string }> {
    const config = await this.configuration();
    const flow: OidcFlow = { state: client.randomState(), nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier(), redirectUri };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid profile email',
      code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    const signed = await new SignJWT({ ...flow })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(FLOW_AUDIENCE)
      .setExpirationTime(`${FLOW_TTL_S}s`)
      .sign(this.secret);
    return { url: url.href, flow: signed };
  }

  /** Trades the code the provider sent back (query: the callback's query string) (checking state, nonce and PKCE) for the ID token's username and e-mail. */
  async finish(signedFlow: string | undefined, query: string): Promise<{ username?: string; email?: string }> {
    if (!signedFlow) throw new Error('no sign-in in progress');
    const { payload } = await jwtVerify(signedFlow, this.secret, { algorithms: ['HS256'], audience: FLOW_AUDIENCE });
    const flow = payload as unknown as OidcFlow;
    const config = await this.configuration();
    // the URL the provider sent the browser to: the redirect_uri of this flow with its query
    const callbackUrl = new URL(flow.redirectUri);
    callbackUrl.search = query;
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    let claims: Record<string, unknown> = tokens.claims() ?? {};
    // strict providers keep profile claims out of the ID token: ask userinfo for them
    if (claims[this.config.usernameClaim] === undefined && claims.email === undefined) {
      claims = { ...claims, ...(await client.fetchUserInfo(config, tokens.access_token, String(claims.sub))) };
    }
    const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
    return { username: text(claims[this.config.usernameClaim]), email: claims.email_verified === false ? undefined : text(claims.email) };
  }
}
