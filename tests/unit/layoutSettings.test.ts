// Renders into a DOM: the unit-dom project, one happy-dom window per worker (tests/setup/sharedDom.ts)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBreadcrumb } from '#client/layouts/breadcrumb.js';
import { MOBILE_MAX_WIDTH, TABLET_MAX_WIDTH, deviceOf } from '#client/layouts/device.js';
import { HEADER_HIDE_OFFSET, nextHeaderVisible } from '#client/layouts/headerVisibility.js';
import { ancestorKeys, menuNodes } from '#client/layouts/menuItems.js';
import { menuTargets, openTarget } from '#client/layouts/menuTargets.js';
import { accordionOpenKeys } from '#client/layouts/openKeys.js';
import type { MenuItem } from '#client/session/types.js';
import { THEME_COLORS, checkThemeColor } from '#client/settings/colors.js';
import { applySettings, fluidAllowed, normalizeSettings } from '#client/settings/rules.js';
import { DEFAULT_SETTINGS, type AppSettings } from '#client/settings/types.js';
import { PREFIX } from '#client/session/storage.js';

describe('device breakpoints', () => {
  it('is mobile below 1088 px and below 768 px, desktop from 1088 px', () => {
    expect([TABLET_MAX_WIDTH, MOBILE_MAX_WIDTH]).toEqual([1087.99, 767.99]);
    expect(deviceOf(320)).toBe('mobile');
    expect(deviceOf(767.99)).toBe('mobile');
    expect(deviceOf(768)).toBe('mobile');
    expect(deviceOf(1000)).toBe('mobile');
    expect(deviceOf(1087.99)).toBe('mobile');
    expect(deviceOf(1088)).toBe('desktop');
    expect(deviceOf(1366)).toBe('desktop');
  });
});

describe('header auto-hide', () => {
  it('hides on scroll down past 100 px and shows on scroll up', () => {
    expect(HEADER_HIDE_OFFSET).toBe(100);
    expect(nextHeaderVisible(0, 100)).toBe(true);
    expect(nextHeaderVisible(0, 101)).toBe(false);
    expect(nextHeaderVisible(101, 300)).toBe(false);
    expect(nextHeaderVisible(300, 299)).toBe(true); // any scroll up
    expect(nextHeaderVisible(120, 50)).toBe(true);
  });
});

describe('settings rules', () => {
  const side: AppSettings = { ...DEFAULT_SETTINGS, layout: 'sidemenu' };
  // the settings module is shared with the worker's other files: they find the settings (and storage) as this file did
  let before: AppSettings | undefined;
  beforeAll(async () => {
    before = (await import('#client/settings/useSettings.js')).getSettings();
  });
  afterAll(async () => {
    (await import('#client/settings/useSettings.js')).updateSettings(before!);
    localStorage.clear();
  });
  it('has the spec defaults', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({ color: '#1890FF', theme: 'light', layout: 'topmenu', contentWidth: 'Fixed', multipage: false });
  });
  it('turning fixed header off turns hide-on-scroll off; hide-on-scroll needs a fixed header', () => {
    const on = applySettings(applySettings(side, { fixedHeader: true }), { autoHideHeader: true });
    expect(on).toMatchObject({ fixedHeader: true, autoHideHeader: true });
    expect(applySettings(on, { fixedHeader: false })).toMatchObject({ fixedHeader: false, autoHideHeader: false });
    expect(applySettings(side, { autoHideHeader: true }).autoHideHeader).toBe(false);
  });
  it('changing layout mode resets fixed side menu; top menu has none', () => {
    const fixed = applySettings(side, { fixSiderbar: true });
    expect(fixed.fixSiderbar).toBe(true);
    expect(applySettings(fixed, { theme: 'dark' }).fixSiderbar).toBe(true); // other changes keep it
    expect(applySettings(fixed, { layout: 'sidemenu' }).fixSiderbar).toBe(true); // same mode: no change
    expect(applySettings(fixed, { layout: 'topmenu' }).fixSiderbar).toBe(false);
    expect(applySettings(DEFAULT_SETTINGS, { fixSiderbar: true }).fixSiderbar).toBe(false);
  });
  it('offers Fluid content width only in side menu mode', () => {
    expect(fluidAllowed('sidemenu')).toBe(true);
    expect(fluidAllowed('topmenu')).toBe(false);
    const fluid = applySettings(side, { contentWidth: 'Fluid' });
    expect(fluid.contentWidth).toBe('Fluid');
    expect(applySettings(DEFAULT_SETTINGS, { contentWidth: 'Fluid' }).contentWidth).toBe('Fixed');
    expect(applySettings(fluid, { layout: 'topmenu' }).contentWidth).toBe('Fixed');
    expect(normalizeSettings({ ...DEFAULT_SETTINGS, contentWidth: 'Fluid', fixSiderbar: true, autoHideHeader: true })).toMatchObject({
      contentWidth: 'Fixed',
      fixSiderbar: false,
      autoHideHeader: false,
    });
  });
  it('has 8 theme colours, #1890FF first, and refuses a bad colour', () => {
    expect(THEME_COLORS).toHaveLength(8);
    expect(THEME_COLORS[0].color).toBe('#1890FF');
    expect(new Set(THEME_COLORS.map((c) => c.color)).size).toBe(8);
    expect(checkThemeColor('#2f54eb')).toBe('#2F54EB');
    expect(() => checkThemeColor('blue')).toThrow();
  });
  it('stores every change under pro__SETTINGS and reads it back with the rules applied', async () => {
    localStorage.setItem(`${PREFIX}SETTINGS`, JSON.stringify({ value: { layout: 'sidemenu', fixSiderbar: true, autoHideHeader: true }, expire: null }));
    // what a page load reads (the module's first settings; files before this one in the worker have loaded it already)
    const { storedSettings, updateSettings } = await import('#client/settings/useSettings.js');
    expect(storedSettings()).toMatchObject({ layout: 'sidemenu', fixSiderbar: true, autoHideHeader: false, color: '#1890FF' });
    updateSettings({ color: '#722ED1', layout: 'topmenu' });
    const stored = JSON.parse(localStorage.getItem(`${PREFIX}SETTINGS`) ?? '{}');
    expect(stored.expire).toBeNull();
    expect(stored.value).toMatchObject({ color: '#722ED1', layout: 'topmenu', fixSiderbar: false });
  });
  it('reports a theme colour that cannot be applied, and keeps the old one', async () => {
    const { applyThemeColor } = await import('#client/settings/applyThemeColor.js');
    const { getSettings } = await import('#client/settings/useSettings.js');
    const failures: string[] = [];
    applyThemeColor('#13C2C2', () => failures.push('cyan'));
    applyThemeColor('not-a-colour', () => failures.push('bad'));
    expect(failures).toEqual(['bad']);
    expect(getSettings().color).toBe('#13C2C2');
  });
});

const item = (path: string, title: string, extra: Partial<MenuItem> = {}): MenuItem => ({ path, meta: { title }, component: 'x/Y', ...extra });
const menu: MenuItem[] = [
  item('/dashboard/analysis', '首页', { component: 'dashboard/Analysis' }),
  item('/isystem', '系统管理', {
    component: 'layouts/RouteView',
    redirect: '/isystem/user',
    children: [
      item('/isystem/user', '用户管理'),
      item('/isystem/secret', '隐藏页', { hidden: true }),
      item('/isystem/deep', '二级', { component: 'layouts/RouteView', children: [item('/isystem/deep/a', '三级')] }),
    ],
  }),
  item('/plain', '无跳转', { component: 'layouts/RouteView', children: [item('/plain/a', 'A')] }),
  item('/docs', '外部文档', { meta: { title: '外部文档', url: 'https://example.com/?t={{ token }}' } }),
  item('/iframe', '内嵌外链', { meta: { title: '内嵌外链', internalOrExternal: true, url: '/relative' } }),
];

describe('breadcrumb', () => {
  it('starts with Home, follows the menu path, and the last crumb is not a link', () => {
    expect(buildBreadcrumb(menu, '/isystem/user', '首页')).toEqual([
      { title: '首页', path: '/dashboard/analysis' },
      { title: '系统管理', path: '/isystem/user' },
      { title: '用户管理' },
    ]);
    expect(buildBreadcrumb(menu, '/isystem/deep/a', 'Home').map((c) => c.title)).toEqual(['Home', '系统管理', '二级', '三级']);
    expect(buildBreadcrumb(menu, '/isystem/deep/a', 'Home')[2]).toEqual({ title: '二级' }); // a layout without redirect: no link
    expect(buildBreadcrumb(menu, '/isystem/secret', '首页').at(-1)).toEqual({ title: '隐藏页' }); // hidden pages are routable
  });
  it('is Home alone, not a link, on the home page and on unknown paths', () => {
    expect(buildBreadcrumb(menu, '/dashboard/analysis', '首页')).toEqual([{ title: '首页' }]);
    expect(buildBreadcrumb(menu, '/nowhere', '首页')).toEqual([{ title: '首页' }]);
  });
  it('ends with the name a page gives itself when the menu does not list it; the menu wins when it does', () => {
    expect(buildBreadcrumb(menu, '/online/cgreport/report_device', '首页', '设备清单')).toEqual([
      { title: '首页', path: '/dashboard/analysis' },
      { title: '设备清单' },
    ]);
    expect(buildBreadcrumb(menu, '/isystem/user', '首页', '别名').map((c) => c.title)).toEqual(['首页', '系统管理', '用户管理']);
  });
});

describe('menu search and targets', () => {
  it('lists non-hidden, non-layout items, and marks external ones for a new window', () => {
    const targets = menuTargets(menu, { token: 'T' });
    expect(targets.map((t) => t.title)).toEqual(['首页', '用户管理', '三级', 'A', '外部文档', '内嵌外链']);
    expect(targets.find((t) => t.path === '/docs')?.newWindowUrl).toBe('https://example.com/?t=T');
    expect(targets.find((t) => t.path === '/iframe')?.newWindowUrl).toBe('/relative');
    expect(targets.find((t) => t.path === '/isystem/user')?.newWindowUrl).toBeUndefined();
  });
  it('navigates in the app or opens a window', () => {
    const went: string[] = [];
    const opened: string[] = [];
    const [home, , , , docs] = menuTargets(menu);
    openTarget(
      home,
      (p) => went.push(p),
      (u) => opened.push(u),
    );
    openTarget(
      docs,
      (p) => went.push(p),
      (u) => opened.push(u),
    );
    expect(went).toEqual(['/dashboard/analysis']);
    expect(opened).toEqual(['https://example.com/?t=']);
  });
});

describe('side menu open keys', () => {
  it('opens the submenus above the current route', () => {
    expect(ancestorKeys(menuNodes(menu), '/isystem/deep/a')).toEqual(['/isystem', '/isystem/deep']);
    expect(ancestorKeys(menuNodes(menu), '/dashboard/analysis')).toEqual([]);
  });
  it('keeps one root submenu open (accordion), nested ones alongside', () => {
    const roots = new Set(['/isystem', '/plain']);
    expect(accordionOpenKeys(['/isystem', '/isystem/deep'], ['/isystem', '/isystem/deep', '/plain'], roots)).toEqual(['/plain']);
    expect(accordionOpenKeys(['/isystem'], ['/isystem', '/isystem/deep'], roots)).toEqual(['/isystem', '/isystem/deep']);
    expect(accordionOpenKeys(['/isystem', '/plain'], ['/plain'], roots)).toEqual(['/plain']); // closing keeps the rest
  });
});
