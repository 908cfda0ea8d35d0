import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config.js';

/**
 * Logs in through the login page as a person would, landing on the analysis page: for tests where the form is the
 * subject. Every other test starts signed in on its own page (signIn.ts).
 */
export async function loginAsAdmin(page: Page) {
  await page.goto('/user/login');
  await page.getByPlaceholder('请输入用户名').fill('admin');
  await page.getByPlaceholder('请输入密码').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
}
