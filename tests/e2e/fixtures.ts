import { test as base, expect, request, type BrowserContext, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_PORT } from '../../playwright.config.js';

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
 * The admin's page settings live on the server and are applied at login: each test starts from none
 * saved, so one test's layout (side menu, tabs, dark theme) does not carry into the next.
 */
async function forgetAdminSettings() {
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}/isps-api/` });
  const login = await (await api.post('sys/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } })).json();
  if (login.success) await api.delete('isps/account/prefs', { headers: { 'X-Access-Token': login.result.token } });
  await api.dispose();
}

/** Every spec's `test`: a test whose pages broke the CSP fails (contexts a spec opens itself call watchCsp). */
export const test = base.extend<{ cspViolations: string[]; freshSettings: void }>({
  freshSettings: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      await forgetAdminSettings();
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const seen = await watchCsp(context);
      await use(seen);
      expect(seen, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
