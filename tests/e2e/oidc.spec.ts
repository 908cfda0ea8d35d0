import { expect, test } from './fixtures.js';
import { E2E_OIDC_CLIENT, E2E_OIDC_PORT, E2E_PORT } from '../../playwright.config.js';
import { reserveOidcProvider } from '../support/oidcProvider.js';

let provider: Awaited<ReturnType<typeof reserveOidcProvider>>;
test.beforeAll(async () => {
  provider = await reserveOidcProvider(E2E_OIDC_PORT, E2E_OIDC_CLIENT);
  provider.serve(`http://127.0.0.1:${E2E_PORT}/isps-api/sys/thirdLogin/oidc/callback`);
});
test.afterAll(async () => {
  await provider?.close();
});

/** At the provider's development pages: any password signs in as the login typed, then consent. */
async function signInAtProvider(page: import('@playwright/test').Page, login: string) {
  await page.getByRole('button', { name: '第三方登录（OpenID Connect）' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_OIDC_PORT}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('signs in through the OpenID Connect provider; an unknown provider user is refused', async ({ page }) => {
  // the provider's pages pull a web font: nothing of ours, and no network here
  await page.route('https://fonts.googleapis.com/**', (r) => r.abort());
  await page.goto('/user/login');
  await signInAtProvider(page, 'nobody_known');
  await expect(page).toHaveURL(/\/user\/login$/);
  await expect(page.getByText('OpenID Connect 账号 nobody_known 未关联 ISPS 用户')).toBeVisible();
  await page.screenshot({ path: 'test-results/oidc-refused.png', animations: 'disabled' });

  // the provider remembers the session: back with the ISPS admin's name (a new sign-in on its side)
  await page.context().clearCookies();
  await signInAtProvider(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect(page.getByText('总访问量')).toBeVisible();
  await page.screenshot({ path: 'test-results/oidc-signed-in.png', animations: 'disabled' });
});
