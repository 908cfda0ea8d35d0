import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

let s: TestServer;
let operator: string;
let nobody: string;
beforeAll(async () => {
  s = await startServer();
  operator = (await s.userWithRoles('walker_op', ['operator'])).token;
  nobody = (await s.userWithRoles('walker_none', [])).token;
});
afterAll(async () => {
  await s?.close();
});

/** The only routes anyone may call without a token (DESIGN: login, captcha, login-page dictionaries, portal reads, the heat-map image). */
const PUBLIC = [
  'POST /isps-api/sys/login',
  'POST /isps-api/sys/sms',
  'POST /isps-api/sys/phoneLogin',
  'GET /isps-api/sys/randomImage/:key',
  'GET /isps-api/sys/dict/getDictItems/:code',
  'GET /isps-api/sys/dict/getDictItems/',
  'GET /isps-api/api/portal/queryData_EquipsMeasID',
  'GET /isps-api/api/portal/queryData_MeasRealValues',
  'GET /isps-api/api/portal/queryData_BaseRecordIDs',
  'GET /isps-api/api/portal/queryData_HarmonicSpectrum',
  'GET /isps-api/api/portal/queryData_InterharmonicSpectrum',
  'GET /isps-api/api/portal/summary',
  'GET /isps-api/api/wrdb/queryWrdbLastTimestamp',
  'GET /isps-api/api/wrdb/queryWrdbData',
  'GET /isps-api/api/wrdb/queryWrdbHistory',
  'GET /isps-api/api/wrdb/closeWrdb',
  'GET /isps-api/sys/user/selfServiceInfo',
  'POST /isps-api/sys/user/register',
  'POST /isps-api/sys/user/sendResetCode',
  'POST /isps-api/sys/user/resetPassword',
  'POST /isps-api/api/heatmap',
  'POST /isps-api/sys/checkCaptcha',
  // third-party and CAS sign-in (system/thirdLogin): called before anyone has a token, rate-limited
  'GET /isps-api/sys/thirdLogin/render/:source',
  'GET /isps-api/sys/thirdLogin/:source/callback',
  'GET /isps-api/sys/thirdLogin/getLoginUser/:token',
  'GET /isps-api/sys/thirdLogin/getLoginUser/:token/:thirdType',
  'GET /isps-api/sys/cas/client/validateLogin',
  // console calls answered success:false with the reason (system/common/refusals.ts)
  'GET /isps-api/sys/getEncryptedString',
  'GET /isps-api/sys/user/querySysUser',
  'POST /isps-api/sys/user/phoneVerification',
  'GET /isps-api/sys/user/passwordChange',
  'GET /isps-api/sys/common/pdf/pdfPreviewIframe',
  // uploaded images: a token or a signed link (?sig=&exp=), the handler refuses anything else (system/upload/signed.ts)
  'GET /isps-api/sys/common/static/:id',
  'GET /isps-api/sys/common/static/sys/common/static/:id',
  // JeecgBoot's Java-only controllers answer success:false to anyone (system/common/javaOnly.ts)
  ...['/sys/api', '/sys/ng-alain', '/sys/thirdLogin', '/sys/cas/client', '/sys/thirdApp', '/sys/upload'].flatMap((p) =>
    ['GET', 'POST', 'PUT', 'DELETE'].map((m) => `${m} /isps-api${p}/*`),
  ),
];

const path = (url: string) => url.replace('/isps-api', '').replace(/:(\w+)/g, 'x1');
const isWrite = (method: string) => method !== 'GET';
const needs = (perm: string | string[] | undefined) => (perm === undefined ? [] : [perm].flat());

describe('every registered route', () => {
  it('has the expected public set and nothing else public', () => {
    const pub = s.routes
      .filter((r) => r.config.public)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(pub).toEqual([...PUBLIC].sort());
  });

  it("declares a permission for every write, unless it is a self-service call or an online form's", () => {
    const bare = s.routes.filter((r) => isWrite(r.method) && !r.config.public && !r.config.self && !r.config.online && !needs(r.config.perm).length);
    expect(bare.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it("routes online forms' data under /online/cgform/api only, each checking the form's own permission (cgform.test.ts)", () => {
    const online = s.routes.filter((r) => r.config.online).map((r) => r.url);
    expect(online.length).toBeGreaterThan(10);
    expect(online.every((u) => u.startsWith('/isps-api/online/cgform/api/'))).toBe(true);
    // JeecgBoot's OnlCgformApiController paths and the enhancement buttons' actions are among them (a token, then the form's permission)
    const jeecg = ['getColumns/:code', 'getData/:code', 'form/:code', 'form/:code/:id', 'action/:code/:key'].map((p) => `/isps-api/online/cgform/api/${p}`);
    expect(online).toEqual(expect.arrayContaining(jeecg));
  });

  it('answers 401 Token失效 to every non-public route called without a token', async () => {
    const open = s.routes.filter((r) => !r.config.public);
    expect(open.length).toBeGreaterThan(60);
    for (const r of open) {
      const res = await s.call(r.method, path(r.url), r.method === 'GET' || r.method === 'DELETE' ? {} : { body: {} });
      expect({ route: `${r.method} ${r.url}`, status: res.status, message: res.body?.message }).toEqual({
        route: `${r.method} ${r.url}`,
        status: 401,
        message: 'Token失效，请重新登录',
      });
    }
  });

  it('answers 403 to every write for a read-only operator, and to every guarded route for a user without rights', async () => {
    for (const r of s.routes.filter((x) => needs(x.config.perm).length)) {
      const body = r.method === 'GET' || r.method === 'DELETE' ? {} : { body: {} };
      const forNobody = await s.call(r.method, path(r.url), { ...body, token: nobody });
      expect({ route: `${r.method} ${r.url}`, status: forNobody.status }).toEqual({ route: `${r.method} ${r.url}`, status: 403 });
      if (isWrite(r.method) || needs(r.config.perm).every((p) => !p.endsWith(':list'))) {
        const forOperator = await s.call(r.method, path(r.url), { ...body, token: operator });
        expect({ route: `${r.method} ${r.url}`, status: forOperator.status }).toEqual({ route: `${r.method} ${r.url}`, status: 403 });
      }
    }
  });

  it('writes nothing when a write is refused', async () => {
    const before = await s.call('GET', '/sys/position/list', { token: s.adminToken });
    const r = await s.call('POST', '/sys/position/add', { token: operator, body: { code: 'op1', name: 'x' } });
    expect(r.status).toBe(403);
    const after = await s.call('GET', '/sys/position/list', { token: s.adminToken });
    expect(after.body.result.total).toBe(before.body.result.total);
  });
});
