// Renders into a DOM: the unit-dom project, one happy-dom window per worker (tests/setup/sharedDom.ts)
import '@ant-design/v5-patch-for-react-19';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import '#client/i18n/index.js';
import { siderWidth } from '#client/layouts/BasicLayout.js';
import SideMenu from '#client/layouts/SideMenu.js';
import type { MenuItem } from '#client/session/types.js';

const menu: MenuItem[] = [
  {
    path: '/online',
    meta: { title: 'Online development' },
    children: [{ path: '/online/cgform', component: 'online/cgform/CgformList', meta: { title: 'Register a device type from its online form' } }],
  },
];

describe('the side menu in English', () => {
  afterEach(cleanup);

  it('shows each full name on hover, however long', () => {
    render(
      <MemoryRouter initialEntries={['/online/cgform']}>
        <SideMenu menu={menu} theme="light" />
      </MemoryRouter>,
    );
    expect(screen.getByTitle('Online development').textContent).toBe('Online development');
    expect(screen.getByTitle('Register a device type from its online form')).toBeTruthy();
  });

  it('is wider than the Chinese one, so most English names fit', () => {
    expect(siderWidth('en')).toBeGreaterThan(siderWidth('zh'));
    expect(siderWidth('zh')).toBe(200);
  });
});
