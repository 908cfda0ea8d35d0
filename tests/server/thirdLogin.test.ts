import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_CLIENT, reserveOidcProvider } from '../support/oidcProvider.js';
import { startServer, type TestServer } from './harness.js';

/** OpenID Connect and CAS sign-in against a real provider and a CAS 2.0 endpoint on loopback, over HTTP (unconfigured: consoleCalls.test.ts). */
let s: TestServer;
let provider: Awaited<ReturnType<typeof reserveOidcProvider>>;
let cas: http.Server;
let casUrl: string;
/** tickets the fake CAS server has issued: ticket → user, and the service of those not issued to SERVICE */
const tickets = new Map<string, string>();
const ticketServices = new Map<string, string>();
const SERVICE = 'http://console.example.test/user/login';

beforeAll(async () => {
  provider = await reserveOidcProvider();
  // CAS 2.0 serviceValidate: a ticket is good once, for the service it was issued to
  cas = http.createServer((req, res) => {
    const u = new URL(req.url!, 'http://x');
    const ticket = u.searchParams.get('ticket') ?? '';
    const user = tickets.get(ticket);
    const service = ticketServices.get(ticket) ?? SERVICE;
    tickets.delete(ticket);
    res.setHeader('content-type', 'application/xml');
    res.end(
      u.pathname === '/cas/serviceValidate' && user && u.searchParams.get('service') === service
        ? `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>${user}</cas:user></cas:authenticationSuccess></cas:serviceResponse>`
        : `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">Ticket not recognized</cas:authenticationFailure></cas:serviceResponse>`,
    );
  });
  await new Promise<void>((ok) => cas.listen(0, '127.0.0.1', ok));
  casUrl = `http://127.0.0.1:${(cas.address() as AddressInfo).port}/cas`;
  s = await startServer({
    env: {
      ISPS_OIDC_ISSUER: provider.issuer,
      ISPS_OIDC_CLIENT_ID: OIDC_CLIENT.id,
      ISPS_OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
      ISPS_CAS_URL: casUrl,
      ISPS_CAS_SERVICE: SERVICE,
    },
  });
  provider.serve(`${s.base}/sys/thirdLogin/oidc/callback`);
  await s.userWithRoles('oidc_alice', ['operator']);
  await s.userWithRoles('cas_bob', ['operator']);
});
afterAll(async () => {
  await Promise.all([s?.close(), provider?.close(), new Promise((ok) => cas?.close(ok))]);
});

/** A browser's trip: ISPS → provider sign-in and consent pages → ISPS callback; answers where ISPS sends it at the end. */
async function signIn(login: string): Promise<URL> {
  const jar = new Map<string, string>(); // per origin: the cookies a browser would keep
  const send = async (url: string, init: RequestInit = {}) => {
    const origin = new URL(url).origin;
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: jar.get(origin) ?? '' } });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    const kept = new Map(
      (jar.get(origin) ?? '')
        .split('; ')
        .filter(Boolean)
        .map((c) => [c.split('=')[0], c] as [string, string]),
    );
    for (const c of set) kept.set(c.split('=')[0], c);
    jar.set(origin, [...kept.values()].filter((c) => !c.endsWith('=')).join('; '));
    return res;
  };
  let url = `${s.base}/sys/thirdLogin/render/oidc`;
  for (let hop = 0; hop < 20; hop++) {
    const res = await send(url);
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url);
      if (next.pathname === '/user/login') return next;
      url = next.href;
      continue;
    }
    // a sign-in or consent page of the provider: submit its form
    const html = await res.text();
    const action = new URL(/action="([^"]+)"/.exec(html)![1], url).href;
    const form: Record<string, string> = html.includes('name="login"') ? { prompt: 'login', login, password: 'any' } : { prompt: 'consent' };
    const posted = await send(action, { method: 'POST', body: new URLSearchParams(form), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    url = new URL(posted.headers.get('location')!, action).href;
  }
  throw new Error('too many redirects');
}
const hashOf = (u: URL) => Object.fromEntries(new URLSearchParams(u.hash.slice(1)));

describe('OpenID Connect', () => {
  it('signs a provider user in as the ISPS user of the same name, with a one-time code', async () => {
    const { thirdLoginCode } = hashOf(await signIn('oidc_alice'));
    expect(thirdLoginCode).toBeTruthy();
    const r = await s.call('GET', `/sys/thirdLogin/getLoginUser/${thirdLoginCode}/oidc`);
    expect(r.body.message).toBe('登录成功');
    expect(r.body.result.userInfo).toMatchObject({ username: 'oidc_alice' });
    expect((await s.call('GET', '/sys/user/getCurrentUserDeparts', { token: r.body.result.token })).status).toBe(200);
    const again = await s.call('GET', `/sys/thirdLogin/getLoginUser/${thirdLoginCode}`);
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 401, message: '第三方登录凭证无效或已使用，请重新登录' });
  });

  it('refuses a provider user with no ISPS account, and a callback without a sign-in in progress', async () => {
    const { thirdLoginError } = hashOf(await signIn('stranger'));
    expect(thirdLoginError).toBe('OpenID Connect 账号 stranger 未关联 ISPS 用户，请联系管理员以相同的用户名或邮箱开通账号');
    const forged = await fetch(`${s.base}/sys/thirdLogin/oidc/callback?code=x&state=y`, { redirect: 'manual' });
    expect(hashOf(new URL(forged.headers.get('location')!, s.base))).toEqual({ thirdLoginError: '第三方登录失败或已过期，请重试' });
    expect((await s.call('GET', '/sys/thirdLogin/getLoginUser/not-a-code')).status).toBe(401);
  });
});

describe('CAS', () => {
  const validate = (ticket: string, service = SERVICE) => s.call('GET', '/sys/cas/client/validateLogin', { query: { ticket, service } });

  it('trades a service ticket for the login answer, once', async () => {
    tickets.set('ST-good', 'cas_bob');
    const r = await validate('ST-good');
    expect(r.body.success).toBe(true);
    expect(Object.keys(r.body.result)).toEqual(expect.arrayContaining(['token', 'userInfo', 'departs', 'multi_depart']));
    expect(r.body.result.userInfo.username).toBe('cas_bob');
    const again = await validate('ST-good');
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 401, message: 'CAS 票据无效：Ticket not recognized' });
  });

  it('refuses an unknown CAS user and bad input', async () => {
    tickets.set('ST-x', 'nobody_here');
    expect((await validate('ST-x')).status).toBe(403);
    const bad = await validate('ST-y', 'not a url');
    expect({ status: bad.status, message: bad.body.message }).toEqual({ status: 400, message: 'service 应为网址' });
  });

  it("refuses a ticket issued to another application's service: origin and path must be ISPS_CAS_SERVICE's", async () => {
    const cas = s.ctx.config.cas!;
    const configured = cas.service;
    try {
      for (const [ours, foreign] of [
        ['http://console.example.test', 'http://console.example.test.evil.example/cb'],
        ['http://console.example.test', 'http://console.example.test.evil.example/cb'],
        ['http://console.example.test:8080', 'http://console.example.test:8080/cb'],
        [SERVICE, `${SERVICE}@evil.example/cb`],
        [SERVICE, `${SERVICE}/../../other-app`],
        [SERVICE, SERVICE.replace('http:', 'https:')],
        [SERVICE, SERVICE.replace('//', '//user:pw@')],
      ]) {
        cas.service = ours;
        // the CAS server really issued this ticket, to the foreign service
        tickets.set('ST-foreign', 'cas_bob');
        ticketServices.set('ST-foreign', foreign);
        const r = await validate('ST-foreign', foreign);
        expect({ foreign, status: r.status, field: r.body.result?.field, token: r.body.result?.token }).toEqual({
          foreign,
          status: 400,
          field: 'service',
          token: undefined,
        });
      }
      // the same origin and path with another query is ours
      cas.service = SERVICE;
      const withQuery = `${SERVICE}?redirect=%2Fdashboard`;
      tickets.set('ST-query', 'cas_bob');
      ticketServices.set('ST-query', withQuery);
      expect((await validate('ST-query', withQuery)).body.success).toBe(true);
      // without ISPS_CAS_SERVICE no ticket is taken: nothing would tell this system's tickets from another's
      cas.service = undefined;
      tickets.set('ST-any', 'cas_bob');
      const unset = await validate('ST-any');
      expect(unset.body).toMatchObject({
        success: false,
        code: 501,
        message: '未配置本系统的 CAS 服务地址（ISPS_CAS_SERVICE），无法校验 CAS 票据',
        result: null,
      });
    } finally {
      cas.service = configured;
    }
  });
});
