import { expect, type Page } from '@playwright/test';

/** Opens a portal header drop-down (数据, 关于) and chooses an entry, as a person would. */
export async function choose(page: Page, group: string, item: string) {
  const title = page.getByTestId('portal-header').getByText(group, { exact: true });
  const entry = page.getByRole('menuitem', { name: item, exact: true });
  const before = page.url();
  await expect(async () => {
    await page.mouse.move(0, 400); // away first: a pointer already resting on the title fires no new hover
    await title.hover();
    await expect(entry).toBeVisible({ timeout: 1500 });
    await entry.click({ timeout: 1500 });
    // a click on the entry of a popup that was closing again opens nothing: then try again
    await expect(page).not.toHaveURL(before, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}
