// Renders into a DOM: the unit-dom project, one happy-dom window per worker (tests/setup/sharedDom.ts)
import { beforeEach, describe, expect, it } from 'vitest';
import { errorAction } from '#client/api/errors.js';
import { greetingKey } from '#client/components/greeting.js';
import { decide } from '#client/router/guard.js';
import { menuToRoutes, substitute, visibleMenu } from '#client/router/menuRoutes.js';
import { PREFIX, SEVEN_DAYS, getItem, setItem } from '#client/session/storage.js';
import type { MenuItem } from '#client/session/types.js';

describe('guard', () => {
  it('sends anonymous users to login with the full original path', () => {
    expect(decide('/isystem/user?x=1&y=2', false, false)).toEqual({ kind: 'redirect', to: '/user/login?redirect=%2Fisystem%2Fuser%3Fx%3D1%26y%3D2' });
    expect(decide('/dashboard/analysis', false, false)).toEqual({ kind: 'allow' });
    expect(decide('/portal/home', false, false)).toEqual({ kind: 'allow' });
    expect(decide('/user/register', false, false)).toEqual({ kind: 'allow' });
  });
  it('sends a logged-in user away from login, and fetches permissions once for console pages', () => {
    expect(decide('/user/login', true, false)).toEqual({ kind: 'redirect', to: '/dashboard/analysis' });
    expect(decide('/isystem/user', true, false)).toEqual({ kind: 'fetchPermissions' });
    expect(decide('/dashboard/analysis', true, false)).toEqual({ kind: 'fetchPermissions' });
    expect(decide('/isystem/user', true, true)).toEqual({ kind: 'allow' });
    expect(decide('/portal/home', true, false)).toEqual({ kind: 'allow' });
  });
});

const item = (path: string, title: string, extra: Partial<MenuItem> = {}): MenuItem => ({ path, meta: { title }, component: 'x/Y', ...extra });

describe('menu to routes', () => {
  const menu: MenuItem[] = [
    item('/dashboard/analysis', '首页', { component: 'dashboard/Analysis' }),
    item('/isystem', '系统管理', {
      component: 'layouts/RouteView',
      children: [item('/isystem/user', '用户'), item('/isystem/secret', '隐藏', { hidden: true })],
    }),
    item('/ghost', '幽灵', { component: 'layouts/RouteView', children: [item('/ghost/a', 'A', { hidden: true })] }),
    item('/noroute', '不注册', { route: '0' }),
    item('abc', '外链', { meta: { title: '外链', url: 'http://x/?t={{ token }}&bad={{ window.alert }}' } }),
  ];
  it('skips layouts and route 0, keeps hidden pages routable, substitutes whitelisted url values only', () => {
    const routes = menuToRoutes(menu, { token: 'T' });
    expect(routes.map((r) => r.path)).toEqual(['/dashboard/analysis', '/isystem/user', '/isystem/secret', '/ghost/a', 'abc']);
    expect(routes.find((r) => r.path === '/isystem/secret')?.hidden).toBe(true);
    expect(routes.find((r) => r.path === 'abc')?.external).toBe('http://x/?t=T&bad=');
    expect(substitute('{{a}}-{{ b }}', { a: '1' })).toBe('1-');
  });
  it('shows no hidden items and no layout left empty', () => {
    const shown = visibleMenu(menu);
    expect(shown.map((m) => m.path)).toEqual(['/dashboard/analysis', '/isystem', '/noroute', 'abc']);
    expect(shown[1].children?.map((m) => m.path)).toEqual(['/isystem/user']);
  });
});

describe('storage', () => {
  beforeEach(() => localStorage.clear());
  it('namespaces keys with pro__ and drops expired values', () => {
    setItem('Access-Token', 'tok', SEVEN_DAYS, 1000);
    expect(localStorage.getItem(`${PREFIX}Access-Token`)).toContain('tok');
    expect(getItem('Access-Token', 1000 + SEVEN_DAYS - 1)).toBe('tok');
    expect(getItem('Access-Token', 1000 + SEVEN_DAYS)).toBeUndefined();
    expect(localStorage.getItem(`${PREFIX}Access-Token`)).toBeNull();
  });
});

describe('error catalogue', () => {
  it('maps statuses to the spec messages', () => {
    expect(errorAction(403, 'x', true)).toEqual({ kind: 'error', text: '拒绝访问' });
    expect(errorAction(404, 'x', true)).toEqual({ kind: 'error', text: '很抱歉，资源未找到!' });
    expect(errorAction(504, undefined, true)).toEqual({ kind: 'error', text: '网络超时' });
    expect(errorAction(401, 'x', true)).toEqual({ kind: 'unauthorized', text: '未授权，请重新登录' });
    expect(errorAction(500, 'Token失效，请重新登录', true)).toEqual({ kind: 'expired' });
    expect(errorAction(500, 'Token失效，请重新登录', false)).toEqual({ kind: 'notify', title: '系统提示', text: 'Token失效，请重新登录' });
    expect(errorAction(400, '用户名或密码错误', false)).toEqual({ kind: 'notify', title: '系统提示', text: '用户名或密码错误' });
  });
});

describe('greeting', () => {
  it('follows the spec boundaries', () => {
    expect([0, 8, 9, 11, 12, 13, 14, 19, 20, 23].map(greetingKey)).toEqual([
      'morning',
      'morning',
      'forenoon',
      'forenoon',
      'noon',
      'noon',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });
});
