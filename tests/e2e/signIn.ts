import { expect, request, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_ORIGIN } from '../../playwright.config.js';

/**
 * Starting a test signed in without the login form: a login over the API, its answer written into local storage
 * exactly as the console's own login writes it (src/client/session/session.ts login(), storage.ts), then straight
 * to the page under test. The form and the analysis page it lands on (heavy charts) cost seconds per test; the
 * form itself is tested where it is the subject (login.ts loginAsAdmin, account, phone-login, oidc, shell, header).
 */

/** What POST /sys/login answers (the parts the console keeps). */
export interface LoginResult {
  token: string;
  userInfo: { id: string; username: string; realname?: string } & Record<string, unknown>;
  sysAllDictItems: unknown;
}

export interface SignInOptions {
  /** the server to sign in to: this worker's own by default (a spec that starts a server of its own passes it) */
  origin?: string;
  /**
   * a session of its own instead of the worker's shared one: for a test that ends it (logs out, changes the
   * password), so the next tests keep theirs
   */
  own?: boolean;
  /** another account than admin (then always a session of its own) */
  account?: { username: string; password: string };
}

const SEVEN_DAYS = 604_800_000; // the console's own expiry of a login (storage.ts)

// one admin login per worker and server: argon2 and the session row once, not per test
const shared = new Map<string, LoginResult>();

/** Logs in over the API; fails the test with the server's message when refused. */
export async function apiLogin(origin: string, username: string, password: string): Promise<LoginResult> {
  const api = await request.newContext({ baseURL: origin });
  try {
    const body = await (await api.post('/isps-api/sys/login', { data: { username, password } })).json();
    expect(body.success, `API login of ${username}: ${body.message}`).toBe(true);
    return body.result as LoginResult;
  } finally {
    await api.dispose();
  }
}

/** True while the token is still a session (a logout, 下线 or password change elsewhere revokes it: 401). */
async function stillValid(origin: string, token: string): Promise<boolean> {
  const api = await request.newContext({ baseURL: origin });
  try {
    return (await api.get('/isps-api/isps/account/prefs', { headers: { 'X-Access-Token': token } })).ok();
  } finally {
    await api.dispose();
  }
}

/** The admin's login shared by this worker's tests, made again when a test has ended it. */
export async function adminLogin(origin = E2E_ORIGIN): Promise<LoginResult> {
  const known = shared.get(origin);
  if (known && (await stillValid(origin, known.token))) return known;
  const fresh = await apiLogin(origin, 'admin', E2E_ADMIN_PASSWORD);
  shared.set(origin, fresh);
  return fresh;
}

/** Opens `path` signed in (admin unless `account` says otherwise), as a reload after a form login would find it. */
export async function signIn(page: Page, path: string, opts: SignInOptions = {}): Promise<LoginResult> {
  const origin = opts.origin ?? E2E_ORIGIN;
  const login = opts.account
    ? await apiLogin(origin, opts.account.username, opts.account.password)
    : opts.own
      ? await apiLogin(origin, 'admin', E2E_ADMIN_PASSWORD)
      : await adminLogin(origin);
  const now = Date.now();
  // each value as the console's setItem writes it: JSON {value, expire}
  const item = (key: string, value: unknown, ttl: number | null) => ({
    name: `pro__${key}`,
    value: JSON.stringify({ value, expire: ttl == null ? null : now + ttl }),
  });
  // written from a page of the origin, not by context.setStorageState(): that also empties the browser's HTTP cache, and a
  // load of the console with a cold cache costs ~1.5 s more CPU than with a warm one (docs/testing.md, tenth round)
  await page.context().clearCookies();
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(
    (items) => {
      localStorage.clear();
      for (const { name, value } of items) localStorage.setItem(name, value);
    },
    [
      item('Access-Token', login.token, SEVEN_DAYS),
      item('Login_Userinfo', login.userInfo, SEVEN_DAYS),
      item('UI_CACHE_DB_DICT_DATA', login.sysAllDictItems, SEVEN_DAYS),
      item('DEFAULT_HOME_PATH', '/dashboard/analysis', null),
    ],
  );
  await page.goto(`${origin}${path}`); // the origin's page, whatever the context's baseURL
  // The app is up: its header drawn (console or portal), or it moved to a page without one (404, or the login page if the
  // token was refused: the test's own check then fails with what it sees). A cold first load under load takes longer than
  // an expect's 15 s, which the form login used to absorb in its page loads.
  await page.waitForFunction(
    () => !!document.querySelector('[data-testid="console-header"],[data-testid="portal-header"]') || /^\/(404|user\/)/.test(location.pathname),
    null,
    { timeout: 45_000 },
  );
  return login;
}
