import '@ant-design/v5-patch-for-react-19';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale/index.js';
import zhCNModule from 'antd/es/locale/zh_CN.js';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import i18n from '#client/i18n/index.js';
import { RendererProvider } from '#renderers/providers/context.js';
import type { AuthProvider, DataProvider } from '#renderers/providers/types.js';

// antd pages render slowly on a busy machine: wait for what a person would see up to 10 s, not 1 s
configure({ asyncUtilTimeout: 10_000 });

// the locale module is CommonJS: its default may come wrapped, as App.tsx unwraps it
const zhCN = ((zhCNModule as unknown as { default?: Locale }).default ?? zhCNModule) as Locale;
const allowAll: AuthProvider = { useCan: () => () => ({ visible: true, disabled: false }), refreshPermissions: async () => undefined };

/** What the console gives a page: a router, a fresh swr cache, antd in Chinese, the providers (every button allowed). */
export function Host({ dp, path = '/', children }: { dp: DataProvider; path?: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <ConfigProvider locale={zhCN}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <RendererProvider value={{ data: dp, auth: allowAll, i18n }}>{children}</RendererProvider>
        </SWRConfig>
      </ConfigProvider>
    </MemoryRouter>
  );
}

/** The input of a Formily form item by its visible label. */
export function inputOf(label: string, scope: ParentNode = document): HTMLInputElement {
  const item = [...scope.querySelectorAll('.ant-formily-item')].find((el) => el.querySelector('.ant-formily-item-label label')?.textContent === label);
  if (!item) throw new Error(`no form item ${label}`);
  return item.querySelector('input')!;
}

export const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

/** The cells of the table's body rows under a column title, top to bottom. */
export function column(title: string, scope: ParentNode = document): string[] {
  const table = scope.querySelector('.ant-table table')!;
  const ths = [...table.querySelectorAll('thead th')];
  const i = ths.findIndex((th) => th.textContent?.trim() === title);
  return [...scope.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((tr) => tr.children[i]?.textContent?.trim() ?? '');
}

/** Clicks a button by its text (antd spaces two-character labels: 查 询). */
export async function clickButton(name: string, scope: HTMLElement = document.body) {
  const re = new RegExp(`^${[...name].join('\\s*')}$`);
  const button = [...scope.querySelectorAll('button')].find((b) => re.test(b.textContent?.trim() ?? ''));
  if (!button) throw new Error(`no button ${name}`);
  await act(async () => {
    fireEvent.click(button);
  });
}

export { screen, waitFor };
