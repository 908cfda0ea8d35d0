import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { adminApi, columnTexts, confirm, dialog, fill, formItem, okButton, rowOf, runId } from './crud.js';
import { signIn } from './signIn.js';

// Issue 17: an admin designs a form in the browser, publishes it, adds a record through its page, adds a
// field, publishes again, sees the new column, rolls back, presses a button of the form's enhancement, and
// deletes the form. No restart anywhere.
const code = `e2e_form_${runId()}`;

/** The input in a field-grid row under a column title (the grid is the designer's only table). */
async function cell(page: Page, row: number, column: string): Promise<Locator> {
  const grid = page.locator('.ant-formily-array-table');
  const titles = await grid.locator('thead th').allTextContents();
  const i = titles.findIndex((t) => t.trim() === column);
  expect(i, `column ${column} in ${titles.join('|')}`).toBeGreaterThanOrEqual(0);
  return grid.locator('tbody tr.ant-table-row').nth(row).locator('td').nth(i);
}

async function addField(page: Page, row: number, name: string, type: string, zh: string, en: string) {
  await page.getByRole('button', { name: '添加字段' }).click();
  await (await cell(page, row, '字段名')).locator('input').fill(name);
  await (await cell(page, row, '类型')).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(type, { exact: true }).click();
  await (await cell(page, row, '中文名')).locator('input').fill(zh);
  await (await cell(page, row, '英文名')).locator('input').fill(en);
  await (await cell(page, row, '列表显示')).locator('input[type=checkbox]').check();
}

async function publish(page: Page, version: number) {
  await page.getByRole('button', { name: '发 布' }).click();
  await expect(page.getByText(`已发布 v${version}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText(`v${version}`);
}

const formRow = (page: Page) => page.getByRole('row').filter({ hasText: code });

test('an online form: design, publish, add a record, add a field, publish, roll back, a button hook, delete', async ({ page }) => {
  await signIn(page, '/online/cgform');
  await expect(page.getByTestId('breadcrumb')).toHaveText('首页/在线开发/在线表单开发');
  await page.getByRole('button', { name: '新建表单' }).click();
  await fill(page.locator('form'), '表名', code);
  await fill(page.locator('form'), '中文名', '巡检记录');
  await fill(page.locator('form'), '英文名', 'Inspections');
  await addField(page, 0, 'place', '字符串', '地点', 'Place');
  await page.screenshot({ path: 'test-results/cgform-designer.png', fullPage: true });
  await publish(page, 1);

  // its page is live at once: the menu entry and the list
  await formRow(page).getByText('打开').click();
  await expect(page).toHaveURL(new RegExp(`/online/cgform/list/${code}$`));
  await page.getByRole('button', { name: '新增' }).click();
  const add = dialog(page, /新增/);
  await fill(add, '地点', '一号变电站');
  await okButton(add).click();
  await expect(add).toBeHidden();
  await expect.poll(() => columnTexts(page, '地点')).toEqual(['一号变电站']);

  // a second field, published: the column is there (back to the designer as a person does: the browser's back)
  await page.goBack();
  await formRow(page).getByText('设计').click();
  await addField(page, 1, 'reading', '整数', '读数', 'Reading');
  await publish(page, 2);
  await formRow(page).getByText('打开').click();
  await expect(page.locator('.crud-table thead')).toContainText('读数');
  await page.screenshot({ path: 'test-results/cgform-page-v2.png', fullPage: true });

  // the enhancement is data saved through the API (no editor for it here): a toolbar button running setField
  const api = await adminApi();
  const done = { key: 'inspected', title: { zh: '标记已巡检', en: 'Mark inspected' }, action: 'setField', position: 'toolbar' };
  await api.call('post', 'online/cgform/enhance', {
    code,
    buttons: [{ ...done, confirm: { zh: '标记所选记录为已巡检？', en: 'Mark them?' }, params: { field: 'place', value: '已巡检' } }],
  });
  await api.dispose();

  // roll back to v1 (the new column holds no data: no confirmation needed); the column is gone again
  await page.goBack();
  await formRow(page).getByText('设计').click();
  await page.getByRole('button', { name: '版 本' }).click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByRole('row').filter({ hasText: 'v2' })).toContainText('+reading');
  await expect(drawer.locator('.ant-drawer-content-wrapper')).not.toHaveClass(/motion/); // opened, not sliding in
  await page.screenshot({ path: 'test-results/cgform-versions.png' });
  await drawer.getByRole('row').filter({ hasText: 'v1' }).getByRole('button', { name: '回 滚' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(page.getByText('已发布 v3')).toBeVisible();
  await formRow(page).getByText('打开').click();
  await expect(page.locator('.crud-table thead')).toContainText('地点');
  await expect(page.locator('.crud-table thead')).not.toContainText('读数');
  await expect.poll(() => columnTexts(page, '地点')).toEqual(['一号变电站']);
  await expect(formItem(page.locator('form.crud-query'), '地点')).toHaveCount(0); // not a query field

  // the button hook: on the selected row, after its confirmation, the server action sets the field
  const hook = page.locator('.crud-toolbar').getByRole('button', { name: '标记已巡检' });
  await expect(hook).toBeDisabled(); // nothing selected yet
  await rowOf(page, '一号变电站').locator('.ant-checkbox-input').check();
  await hook.click();
  await confirm(page, '标记所选记录为已巡检？');
  await expect.poll(() => columnTexts(page, '地点')).toEqual(['已巡检']);
  await page.screenshot({ path: 'test-results/cgform-hook.png', fullPage: true });

  // deleted from the list, its table dropped too: the row and its menu page are gone
  await page.goBack();
  await formRow(page).getByText('删除').click();
  const ask = page.locator('.ant-modal-confirm').filter({ hasText: `删除在线表单 ${code}？` });
  await ask.getByRole('checkbox', { name: '同时删除数据表' }).check();
  await page.screenshot({ path: 'test-results/cgform-delete.png' });
  await ask.getByRole('button', { name: '删 除' }).click();
  await expect(ask).toBeHidden();
  await expect(formRow(page)).toHaveCount(0);
  await page.goto(`/online/cgform/list/${code}`); // its menu page is no route any more
  await expect(page).toHaveURL(/\/404$/);
});
