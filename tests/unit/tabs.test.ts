// Renders into a DOM: the unit-dom project, one happy-dom window per worker (tests/setup/sharedDom.ts)
import { act, createElement, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { en } from '#client/i18n/en.js';
import { zh } from '#client/i18n/zh.js';
import ContextMenu from '#client/layouts/tabs/ContextMenu.js';
import { menuTitles } from '#client/layouts/tabs/menuTitle.js';
import { TabOutlet, requestRefresh } from '#client/layouts/tabs/refresh.js';
import { HOME_PATH, initialTabs, tabsReducer, urlOf, type TabsAction, type TabsResult, type TabsState } from '#client/layouts/tabs/tabsReducer.js';
import type { MenuItem } from '#client/session/types.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const H = HOME_PATH;
/** Runs actions from the initial state; the last result (state and warning) comes back. */
const run = (...actions: TabsAction[]): TabsResult => actions.reduce<TabsResult>((r, a) => tabsReducer(r.state, a), { state: initialTabs() });
const open = (path: string, title?: string, url?: string): TabsAction => ({ type: 'open', path, title, url });
const paths = (s: TabsState) => s.tabs.map((t) => t.path);
/** Home, then /a /b /c /d, with `active` opened last. */
const four = (active = '/d') => run(open('/a', 'A'), open('/b', 'B'), open('/c', 'C'), open('/d', 'D'), open(active)).state;

describe('tabs reducer: open and titles', () => {
  it('starts with the home tab alone, active', () => {
    expect(initialTabs()).toEqual({ tabs: [{ path: H, url: H }], active: H, titles: {} });
    expect(H).toBe('/dashboard/analysis');
  });
  it('gives every other page one tab, appended in opening order, and activates it', () => {
    const { state } = run(open('/a', 'A'), open('/b', 'B'), open('/a'));
    expect(paths(state)).toEqual([H, '/a', '/b']);
    expect(state.active).toBe('/a');
  });
  it('opening home again only activates it: home stays first and single', () => {
    const { state } = run(open('/a'), open(H, '首页'));
    expect(paths(state)).toEqual([H, '/a']);
    expect(state.active).toBe(H);
  });
  it('remembers the url with its query per path, and switches keep it', () => {
    const s1 = run(open('/a', 'A', '/a?x=1')).state;
    expect(urlOf(s1, '/a')).toBe('/a?x=1');
    const s2 = tabsReducer(s1, open('/a', 'A', '/a?x=2')).state;
    expect(s2.tabs).toEqual([
      { path: H, url: H },
      { path: '/a', url: '/a?x=2' },
    ]);
    expect(urlOf(s2, '/nowhere')).toBe('/nowhere');
  });
  it('remembers titles per path, also after closing; a page title wins over the menu title', () => {
    let s = run(open('/a', 'A menu'), { type: 'setTitle', path: '/a', title: 'A page' }).state;
    expect(s.titles['/a']).toBe('A page');
    s = tabsReducer(s, open('/a', 'A menu')).state;
    expect(s.titles['/a']).toBe('A page');
    s = tabsReducer(s, { type: 'close', path: '/a' }).state;
    expect(paths(s)).toEqual([H]);
    expect(tabsReducer(s, open('/a', 'other')).state.titles['/a']).toBe('A page');
  });
  it('returns the same state object when nothing changes (no needless re-render)', () => {
    const s = run(open('/a', 'A')).state;
    expect(tabsReducer(s, open('/a', 'A')).state).toBe(s);
    expect(tabsReducer(s, { type: 'setTitle', path: '/a', title: 'A' }).state).toBe(s);
    expect(tabsReducer(s, { type: 'close', path: '/zzz' }).state).toBe(s);
    expect(tabsReducer(s, { type: 'closeOthers', path: '/zzz' }).state).toBe(s);
  });
});

describe('tabs reducer: close', () => {
  it('refuses to close home while other tabs are open: 首页不能关闭!', () => {
    const s = four();
    const r = tabsReducer(s, { type: 'close', path: H });
    expect(r.warning).toBe('homeUnclosable');
    expect(r.state).toBe(s);
  });
  it('refuses to close the last remaining tab (home alone): 这是最后一页，不能再关闭了啦', () => {
    const r = tabsReducer(initialTabs(), { type: 'close', path: H });
    expect(r.warning).toBe('lastTab');
    expect(paths(r.state)).toEqual([H]);
  });
  it('closing an inactive tab keeps the active one', () => {
    const r = tabsReducer(four('/b'), { type: 'close', path: '/c' });
    expect(r.warning).toBeUndefined();
    expect(paths(r.state)).toEqual([H, '/a', '/b', '/d']);
    expect(r.state.active).toBe('/b');
  });
  it('closing the active tab activates its right neighbour, or its left one at the end', () => {
    expect(tabsReducer(four('/b'), { type: 'close', path: '/b' }).state.active).toBe('/c');
    expect(tabsReducer(four('/d'), { type: 'close', path: '/d' }).state.active).toBe('/c');
    const onlyA = run(open('/a')).state;
    expect(tabsReducer(onlyA, { type: 'close', path: '/a' }).state).toMatchObject({ active: H, tabs: [{ path: H }] });
  });
  it('closing down to home then once more warns about the last page', () => {
    const r = run(open('/a'), open('/b'), { type: 'close', path: '/a' }, { type: 'close', path: '/b' }, { type: 'close', path: H });
    expect(r.warning).toBe('lastTab');
    expect(paths(r.state)).toEqual([H]);
  });
});

describe('tabs reducer: close left, right, others', () => {
  it('close left drops the tabs left of the target but never home', () => {
    const r = tabsReducer(four('/d'), { type: 'closeLeft', path: '/c' });
    expect(r.warning).toBeUndefined();
    expect(paths(r.state)).toEqual([H, '/c', '/d']);
    expect(r.state.active).toBe('/d'); // still open: stays active
  });
  it('close right drops the tabs right of the target', () => {
    const r = tabsReducer(four('/a'), { type: 'closeRight', path: '/b' });
    expect(paths(r.state)).toEqual([H, '/a', '/b']);
    expect(r.state.active).toBe('/a');
  });
  it('close others keeps home and the target', () => {
    const r = tabsReducer(four('/b'), { type: 'closeOthers', path: '/c' });
    expect(paths(r.state)).toEqual([H, '/c']);
  });
  it('the target becomes active when the active tab was among the closed', () => {
    expect(tabsReducer(four('/a'), { type: 'closeLeft', path: '/c' }).state.active).toBe('/c');
    expect(tabsReducer(four('/d'), { type: 'closeRight', path: '/b' }).state.active).toBe('/b');
    expect(tabsReducer(four('/d'), { type: 'closeOthers', path: '/a' }).state.active).toBe('/a');
  });
  it('on the home tab: close others and close right leave home alone; close left does nothing', () => {
    expect(tabsReducer(four(), { type: 'closeOthers', path: H }).state).toMatchObject({ tabs: [{ path: H }], active: H });
    expect(tabsReducer(four(), { type: 'closeRight', path: H }).state).toMatchObject({ tabs: [{ path: H }], active: H });
    const s = four();
    expect(tabsReducer(s, { type: 'closeLeft', path: H }).state).toBe(s);
  });
  it('nothing to close is a no-op without a warning', () => {
    const s = four();
    expect(tabsReducer(s, { type: 'closeRight', path: '/d' })).toEqual({ state: s });
    expect(tabsReducer(s, { type: 'closeLeft', path: '/a' })).toEqual({ state: s });
  });
  it('keeps the remembered titles of closed tabs', () => {
    const s = tabsReducer(four(), { type: 'closeOthers', path: '/a' }).state;
    expect(s.titles).toEqual({ '/a': 'A', '/b': 'B', '/c': 'C', '/d': 'D' });
  });
});

describe('tab titles from the menu', () => {
  const item = (path: string, title: string, extra: Partial<MenuItem> = {}): MenuItem => ({ path, meta: { title }, component: 'x/Y', ...extra });
  it('maps routable pages to their menu titles; layouts and external links get no tab; home is always known', () => {
    const titles = menuTitles([
      item('/isystem', '系统管理', { component: 'layouts/RouteView', children: [item('/isystem/user', '用户管理')] }),
      item('/out', '外链', { meta: { title: '外链', url: 'http://x' } }),
    ]);
    expect([...titles]).toEqual([
      ['/isystem/user', '用户管理'],
      [H, ''],
    ]);
    expect(menuTitles(undefined).has(H)).toBe(true);
  });
});

describe('tab messages', () => {
  it('are the spec strings in Chinese, and translated in English', () => {
    expect(zh.tabs).toMatchObject({
      home: '首页',
      refresh: '刷新',
      closeLeft: '关闭左侧',
      closeRight: '关闭右侧',
      closeOthers: '关闭其它',
      homeUnclosable: '首页不能关闭!',
      lastTab: '这是最后一页，不能再关闭了啦',
    });
    expect(Object.keys(en.tabs)).toEqual(Object.keys(zh.tabs));
    expect(en.tabs.home).toBe('Home');
  });
});

describe('refresh', () => {
  it('TabOutlet re-mounts the routed view on requestRefresh()', async () => {
    let mounts = 0;
    const View = () => {
      useEffect(() => void (mounts += 1), []);
      return createElement('p', null, 'view');
    };
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () =>
      root.render(
        createElement(
          MemoryRouter,
          { initialEntries: ['/v'] },
          createElement(
            Routes,
            null,
            createElement(Route, { element: createElement(TabOutlet) }, createElement(Route, { path: '/v', element: createElement(View) })),
          ),
        ),
      ),
    );
    expect(host.textContent).toBe('view');
    expect(mounts).toBe(1);
    await act(async () => requestRefresh());
    expect(mounts).toBe(2);
    await act(async () => root.unmount());
  });
});

describe('context menu', () => {
  it('opens on a right-click over a picked element and emits the selected key with that element', async () => {
    const got: [string, string | undefined][] = [];
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () =>
      root.render(
        createElement(ContextMenu, {
          items: [
            { key: 'refresh', label: '刷新' },
            { key: 'closeOthers', label: '关闭其它' },
          ],
          pick: (t: HTMLElement) => t.closest<HTMLElement>('[data-node-key]'),
          onSelect: (key: string, target: HTMLElement) => void got.push([key, target.dataset.nodeKey]),
          children: createElement('div', null, createElement('b', { 'data-node-key': '/a' }, 'A'), createElement('i', null, 'gap')),
        }),
      ),
    );
    const fire = (el: Element) => el.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 5, clientY: 5 }));

    await act(async () => void fire(host.querySelector('i')!)); // not a picked element: no menu
    expect(document.body.textContent).not.toContain('关闭其它');
    await act(async () => void fire(host.querySelector('b')!));
    const item = Array.from(document.querySelectorAll<HTMLElement>('.ant-dropdown-menu-item')).find((e) => e.textContent === '关闭其它');
    expect(item).toBeDefined();
    await act(async () => item!.click());
    expect(got).toEqual([['closeOthers', '/a']]);
    await act(async () => root.unmount());
  });
});
