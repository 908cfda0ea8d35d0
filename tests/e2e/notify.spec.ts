import type { Locator, Page } from '@playwright/test';
import { expect, test, watchAnswers, watchCsp, watchPageErrors } from './fixtures.js';
import { adminApi, confirm, dialog, fill, formItem, loginAs, okButton, openMenu, pick, removeRecords, rowAction, rowOf, runId } from './crud.js';
import { signIn } from './signIn.js';

// Issue 8: the admin publishes announcements; a logged-in operator sees them arrive at the bell over the
// websocket (no reload), reads them, and the admin revokes one. Two browser contexts, one scenario.
test.describe.configure({ mode: 'serial' });

const id = runId();
// an operator: device events from the simulator message admin-role users only, so this user's counts are ours
const member = { username: `e2en${id}`, realname: `通知测试员${id}`, password: `Not1fy${id}` };
const notice = { title: `E2E通知${id}`, body: `全体通知正文${id}` };
const urgent = { title: `E2E紧急${id}`, body: `紧急消息正文${id}` };

let admin: Page;
let user: Page;
const csp: string[][] = [];
const pageErrors: string[][] = [];
const answers: string[][] = [];

test.beforeAll(async ({ browser }) => {
  // housekeeping: the recipient (the user form is tested elsewhere)
  const api = await adminApi();
  try {
    const roles = await api.call('get', 'sys/role/list', { roleCode: 'operator' });
    const operator = (roles.result.records as { id: string; roleCode: string }[]).find((r) => r.roleCode === 'operator');
    expect(operator).toBeTruthy();
    await api.call('post', 'sys/user/add', {
      username: member.username,
      realname: member.realname,
      password: member.password,
      confirmPassword: member.password,
      selectedroles: operator!.id,
    });
  } finally {
    await api.dispose();
  }
  const contexts = [await browser.newContext(), await browser.newContext()];
  for (const c of contexts) {
    csp.push(await watchCsp(c));
    pageErrors.push(watchPageErrors(c));
    answers.push(await watchAnswers(c));
  }
  admin = await contexts[0].newPage();
  user = await contexts[1].newPage();
  await signIn(admin, '/isystem/annountCement'); // where the first test starts; the member logs in through the form
  await loginAs(user, member.username, member.password);
});
test.afterAll(async () => {
  await removeRecords('/sys/annountCement', { titile: `*${id}*` }, { softDelete: true });
  await removeRecords('/sys/user', { username: member.username }, { softDelete: true });
  await admin.context().close();
  await user.context().close();
  expect(csp.flat(), 'Content-Security-Policy violations').toEqual([]);
  expect(pageErrors.flat(), 'uncaught errors in the page').toEqual([]);
  expect(answers.flat(), 'answers that do not match their schema').toEqual([]);
});

const bell = (page: Page) => page.getByTestId('notice-bell');
/** The number on the bell (0 when there is no badge). */
async function badge(page: Page): Promise<number> {
  const count = bell(page).locator('.ant-badge-count:not(.ant-badge-zoom-leave)');
  return (await count.count())
    ? Number(
        await count
          .first()
          .getAttribute('title', { timeout: 1000 })
          .catch(() => 0),
      )
    : 0;
}
const popover = (page: Page) => page.locator('.ant-popover:not(.ant-popover-hidden)').filter({ has: page.getByTestId('notice-popover') });
const item = (scope: Locator, title: string) => scope.locator('.ant-list-item').filter({ hasText: title });

/** 新增 on the announcement page: title, content, then the selects; saved as a draft, then 发布. */
async function publish(a: { title: string; body: string }, choose: (form: Locator) => Promise<void>) {
  await admin.getByRole('button', { name: /新\s*增/ }).click();
  const form = dialog(admin, '新增 · 系统通告');
  await fill(form, '标题', a.title);
  await formItem(form, '内容').locator('textarea').fill(`<p>${a.body}<strong>请知悉</strong></p>`);
  await choose(form);
  await okButton(form).click();
  await expect(form).toBeHidden();
  const row = rowOf(admin, a.title);
  await expect(row).toContainText('未发布');
  await rowAction(admin, row, '发布');
  await confirm(admin, '确定发布吗?');
  await expect(row).toContainText('已发布');
}

let before = 0;

test('a notice to all and an urgent message to one user reach the bell without a reload', async () => {
  await expect(bell(user)).toBeVisible();
  await expect(user.locator('.ant-badge-count')).toBeVisible(); // the seeded welcome notice at least
  before = await badge(user);

  await openMenu(admin, '系统管理', '系统通告');
  await publish(notice, async (form) => {
    await pick(form, '消息类型', '通知公告');
    await pick(form, '优先级', '一般');
  });
  await expect.poll(() => badge(user), { timeout: 10_000 }).toBe(before + 1);

  await publish(urgent, async (form) => {
    await pick(form, '消息类型', '系统消息');
    await pick(form, '优先级', '紧急');
    await pick(form, '通告对象类型', '指定用户');
    const who = formItem(form, '指定用户');
    await who.locator('.ant-select-selector').click();
    await who.locator('input').fill(member.realname);
    await admin
      .locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${member.realname} (${member.username})"]`)
      .click();
    await form.locator('.ant-drawer-title, .ant-modal-title').first().click(); // close the multiple select
    await expect(who).toContainText(`${member.realname} (${member.username})`);
  });
  await expect.poll(() => badge(user), { timeout: 10_000 }).toBe(before + 2);
});

test('the popover lists both under their tabs with priority colours; opening one shows it and marks it read', async () => {
  // the popover spins while it reloads: watch for the spinner from the click on
  await user.evaluate(() => {
    const w = window as unknown as { sawSpin: boolean };
    w.sawSpin = false;
    new MutationObserver(() => {
      if (document.querySelector('.ant-popover .ant-spin-spinning')) w.sawSpin = true;
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await bell(user).click();
  const pop = popover(user);
  await expect(pop).toBeVisible();
  await expect.poll(() => user.evaluate(() => (window as unknown as { sawSpin: boolean }).sawSpin)).toBe(true);
  await expect(pop.locator('.ant-spin-spinning')).toHaveCount(0);

  const tabs = pop.getByRole('tab');
  await expect(tabs).toHaveCount(2);
  await expect(tabs.nth(0)).toHaveText(/^通知\(\d+\)$/);
  await expect(tabs.nth(1)).toHaveText(/^系统消息\(\d+\)$/);
  const noticeItem = item(pop, notice.title);
  await expect(noticeItem).toBeVisible();
  await expect(noticeItem.locator('.ant-tag')).toHaveText('一般');
  await expect(noticeItem.locator('.ant-tag')).toHaveClass(/ant-tag-blue/);
  await expect(noticeItem.locator('.ant-tag')).toHaveCSS('color', 'rgb(9, 88, 217)'); // antd blue-7
  await expect(item(pop, urgent.title)).toHaveCount(0); // a system message, on the other tab
  await pop.screenshot({ path: 'test-results/notify-popover-notices.png', animations: 'disabled' });

  await tabs.nth(1).click();
  const urgentItem = item(pop, urgent.title);
  await expect(urgentItem).toBeVisible();
  await expect(urgentItem.locator('.ant-tag')).toHaveText('紧急');
  await expect(urgentItem.locator('.ant-tag')).toHaveClass(/ant-tag-red/);
  await expect(urgentItem.locator('.ant-tag')).toHaveCSS('color', 'rgb(207, 19, 34)'); // antd red-7
  // the tab's ink bar has slid under the chosen tab
  await expect
    .poll(() =>
      pop.evaluate((el) => {
        const bar = el.querySelector('.ant-tabs-ink-bar')!.getBoundingClientRect();
        const tab = el.querySelector('.ant-tabs-tab-active')!.getBoundingClientRect();
        return Math.round(Math.abs(bar.left - tab.left)); // abs: -0 is not 0 to toBe
      }),
    )
    .toBe(0);
  await pop.screenshot({ path: 'test-results/notify-popover.png', animations: 'disabled' });

  await urgentItem.click();
  await expect(pop).toBeHidden();
  const detail = user.locator('.announcement-modal');
  await expect(detail.locator('.ant-modal-title')).toHaveText(urgent.title);
  await expect(detail).toContainText('发布人：admin');
  await expect(detail.locator('.announcement-content')).toHaveText(`${urgent.body}请知悉`);
  await expect(detail.locator('.announcement-content strong')).toHaveText('请知悉'); // rich content, not its source
  await expect.poll(() => badge(user)).toBe(before + 1);
  await expect(detail).not.toHaveClass(/ant-zoom/); // opened (the zoom-in animation has finished)
  await user.screenshot({ path: 'test-results/notify-detail.png', animations: 'disabled' });
  await detail.getByRole('button', { name: /关\s*闭/ }).click();
  await expect(detail).toBeHidden();

  await bell(user).click();
  await popover(user).getByRole('tab', { name: /^通知/ }).click(); // it reopens on the tab last shown
  await expect(item(popover(user), notice.title)).toBeVisible();
  await popover(user)
    .getByRole('tab', { name: /^系统消息/ })
    .click();
  await expect(item(popover(user), urgent.title)).toHaveCount(0); // read: off the bell
  await bell(user).click();
  await expect(popover(user)).toBeHidden();
});

test("a revoked notice leaves the user's bell", async () => {
  await rowAction(admin, rowOf(admin, notice.title), '撤销');
  await confirm(admin, '确定撤销吗?');
  await expect(rowOf(admin, notice.title)).toContainText('已撤销');
  await expect.poll(() => badge(user), { timeout: 10_000 }).toBe(before);
  await bell(user).click();
  await popover(user).getByRole('tab', { name: /^通知/ }).click();
  await expect(popover(user).getByRole('tab', { name: /^通知/ })).toHaveAttribute('aria-selected', 'true');
  await expect(popover(user).locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(item(popover(user), notice.title)).toHaveCount(0);
  await bell(user).click();
  await expect(popover(user)).toBeHidden();
});

test('查看更多 lists my messages with their read state; 全部已读 reads them all', async () => {
  await bell(user).click();
  await popover(user).getByRole('button', { name: '查看更多' }).click();
  await expect(user).toHaveURL(/\/isps\/userAnnouncement$/);
  const rows = user.locator('.ant-table-tbody tr.ant-table-row');
  const mine = (title: string) => rows.filter({ has: user.getByRole('cell', { name: title, exact: true }) });
  await expect(mine(urgent.title)).toContainText('已读');
  await expect(mine(urgent.title)).toContainText('系统消息');
  await expect(mine(urgent.title).locator('.ant-tag')).toHaveText('紧急');
  await expect(mine(notice.title)).toHaveCount(0); // revoked
  await expect(rows.filter({ hasText: '未读' }).first()).toBeVisible(); // the welcome notice, never opened
  await user.screenshot({ path: 'test-results/notify-mine.png', animations: 'disabled' });

  await user.getByRole('button', { name: /全部已读/ }).click();
  await expect(user.getByText('全部已读', { exact: true }).last()).toBeVisible();
  await expect(rows.filter({ hasText: '未读' })).toHaveCount(0);
  await expect(mine(urgent.title)).toContainText('已读');
  await expect.poll(() => badge(user), { timeout: 10_000 }).toBe(0); // the bell agrees
});
