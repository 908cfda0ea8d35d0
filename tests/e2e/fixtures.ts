import fs from 'node:fs';
import { test as base, expect, request, type BrowserContext, type Page } from '@playwright/test';
import { CONTEXT_OPTIONS, E2E_OIDC_CLIENT, E2E_OIDC_PORT, E2E_ORIGIN, E2E_PORT, E2E_SMS_OUTBOX } from '../../playwright.config.js';
import { KeptContext } from './keptContext.js';
import { startServer, type E2eServer } from './server.js';
import { adminLogin } from './signIn.js';

/**
 * Collects the Content-Security-Policy violations of a browser context's pages (a blocked script,
 * style, image, connection or eval): securitypolicyviolation events and the console errors.
 */
export async function watchCsp(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding('__reportCsp', (_source, text: string) => {
    seen.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  const watch = (page: Page) =>
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy|unsafe-eval/i.test(m.text())) seen.push(m.text());
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return seen;
}

/**
 * Collects the uncaught errors of a browser context's pages (a thrown error or an unhandled rejection,
 * such as a Formily validation's): each with its page and stack, so a failing test names its cause.
 */
export function watchPageErrors(context: BrowserContext): string[] {
  const seen: string[] = [];
  const watch = (page: Page) =>
    page.on('pageerror', (e) => {
      seen.push(`${page.url()}: ${e.name}: ${e.message}\n${e.stack ?? ''}`.slice(0, 2000));
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return seen;
}

/** What the console prefixes an answer that does not match its schema with (src/client/api/answerCheck.ts). */
const MISMATCH_PREFIX = '[isps answer mismatch]';

/**
 * Turns the console's answer checking on in a browser context (the production build checks only with this flag)
 * and collects the mismatches it reports: an answer whose result the contract's schema refuses.
 */
export async function watchAnswers(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.addInitScript(() => {
    (window as unknown as { __ISPS_CHECK_ANSWERS__: boolean }).__ISPS_CHECK_ANSWERS__ = true;
  });
  const watch = (page: Page) =>
    page.on('console', (m) => {
      if (m.type() === 'error' && m.text().startsWith(MISMATCH_PREFIX)) seen.push(`${page.url()}: ${m.text()}`);
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return seen;
}

/**
 * The admin's page settings live on the server and are applied at login: each test starts from none
 * saved, so one test's layout (side menu, tabs, dark theme) does not carry into the next.
 */
async function forgetAdminSettings() {
  const { token } = await adminLogin(); // the worker's shared admin login (signIn.ts)
  const api = await request.newContext({ baseURL: `${E2E_ORIGIN}/isps-api/` });
  await api.delete('isps/account/prefs', { headers: { 'X-Access-Token': token } });
  await api.dispose();
}

/**
 * This worker's own server (playwright.config.ts E2E_PORT, E2E_SMS_OUTBOX, E2E_OIDC_PORT): a fresh data directory,
 * first start seeds it. Automatic, so hooks and helpers that call the API straight away find it up.
 */
async function workerServer(provide: (s: E2eServer) => Promise<void>) {
  fs.rmSync(E2E_SMS_OUTBOX, { force: true }); // codes of an earlier run are not this server's
  const server = await startServer({
    port: E2E_PORT,
    name: `w${process.env.TEST_PARALLEL_INDEX ?? 0}`,
    env: {
      ISPS_SELF_REGISTER: 'on',
      ISPS_SMS_OUTBOX: E2E_SMS_OUTBOX,
      ISPS_OIDC_ISSUER: `http://127.0.0.1:${E2E_OIDC_PORT}`,
      ISPS_OIDC_CLIENT_ID: E2E_OIDC_CLIENT.id,
      ISPS_OIDC_CLIENT_SECRET: E2E_OIDC_CLIENT.secret,
      ISPS_OIDC_REDIRECT_URI: `${E2E_ORIGIN}/isps-api/sys/thirdLogin/oidc/callback`,
    },
  });
  try {
    await provide(server);
  } finally {
    await server.stop();
    fs.rmSync(E2E_SMS_OUTBOX, { force: true });
  }
}

/** An automatic fixture: what `watch` collects from the test's context must be empty when the test ends. */
const watching =
  (watch: (context: BrowserContext) => string[] | Promise<string[]>, what: string) =>
  async ({ context }: { context: BrowserContext }, use: (seen: string[]) => Promise<void>) => {
    const seen = await watch(context);
    await use(seen);
    expect(seen, what).toEqual([]);
  };

/**
 * Every spec's `test`: pages, `request` and relative URLs go to this worker's server; a test whose pages
 * broke the CSP, left an uncaught error or got an answer its schema refuses fails (contexts a spec opens itself call
 * watchCsp, watchPageErrors and watchAnswers).
 */
export const test = base.extend<
  { cspViolations: string[]; pageErrors: string[]; answerMismatches: string[]; freshSettings: void },
  { server: E2eServer; keptContext: KeptContext }
>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  server: [async ({}, provide) => workerServer(provide), { scope: 'worker', auto: true, timeout: 180_000 }],
  baseURL: async ({ server }, provide) => provide(server.origin),
  // the tests' context and page: one per worker, kept with the browser's HTTP cache and undone after each test
  keptContext: [
    async ({ browser, server }, provide) => {
      const kept = await KeptContext.open(browser, { ...CONTEXT_OPTIONS, baseURL: server.origin });
      await provide(kept);
      await kept.context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ keptContext, actionTimeout, navigationTimeout }, provide) => {
    const end = await keptContext.begin({ action: actionTimeout || 0, navigation: navigationTimeout || 0 });
    await provide(keptContext.context);
    await end();
  },
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a dependency on `context`, which readies the page
  page: async ({ context, keptContext }, provide) => provide(keptContext.currentPage()),
  freshSettings: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      await forgetAdminSettings();
      await use();
    },
    { auto: true },
  ],
  cspViolations: [watching(watchCsp, 'Content-Security-Policy violations'), { auto: true }],
  pageErrors: [watching(watchPageErrors, 'uncaught errors in the page'), { auto: true }],
  answerMismatches: [watching(watchAnswers, 'answers that do not match their schema'), { auto: true }],
});

export { expect };
