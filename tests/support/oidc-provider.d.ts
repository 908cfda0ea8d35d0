// oidc-provider ships no types; the tests use only this much of it
declare module 'oidc-provider' {
  import type { RequestListener } from 'node:http';
  interface Account {
    accountId: string;
    claims: () => Promise<Record<string, unknown>>;
  }
  export default class Provider {
    constructor(
      issuer: string,
      configuration: {
        clients: Record<string, unknown>[];
        findAccount: (ctx: unknown, sub: string) => Promise<Account>;
        claims?: Record<string, string[]>;
        cookies?: { keys: string[] };
      },
    );
    callback(): RequestListener;
  }
}
