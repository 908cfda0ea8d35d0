// Renders into a DOM: the unit-dom project, one happy-dom window per worker (tests/setup/sharedDom.ts)
import { fireEvent, render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ListPage from '#renderers/list/ListPage.js';
import type { ClientField, ClientSchema, Row } from '#renderers/types.js';
import { memoryProvider } from './memoryProvider.js';
import { Host, clickButton, column, inputOf, type, waitFor } from './renderHarness.js';

const fields: Record<string, Omit<ClientField, 'name' | 'column'>> = {
  username: { type: 'string', title: { zh: '账号', en: 'Account' }, required: true, list: true, query: 'like', sort: true, order: 1, maxLength: 20 },
  realname: { type: 'string', title: { zh: '姓名', en: 'Name' }, list: true, order: 2 },
  age: { type: 'integer', title: { zh: '年龄', en: 'Age' }, list: true, sort: true, order: 3 },
};
const schema = {
  entity: 'demo_user',
  api: '/demo/user',
  permission: 'demo',
  title: { zh: '演示用户', en: 'Demo users' },
  fields,
  columns: Object.entries(fields).map(([name, f]) => ({ ...f, name, column: name })),
  permissions: { read: 'demo:list', add: 'demo:add', edit: 'demo:edit', delete: 'demo:delete', export: 'demo:export', import: 'demo:import' },
  can: { add: true, edit: true, delete: true, export: true, import: true },
} as unknown as ClientSchema;
const users = (): Row[] =>
  Array.from({ length: 25 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return { id: n, username: `u${n}`, realname: `用户${n}`, age: 20 + ((i * 7) % 30) };
  });
const rows = () => document.querySelectorAll('.crud-table .ant-table-tbody tr.ant-table-row');
const shown = () => column('账号');

function page() {
  const mem = memoryProvider({ '/demo/user': users() });
  render(
    <Host dp={mem.dp} path="/demo">
      <ListPage schema={schema} />
    </Host>,
  );
  return mem;
}

describe('ListPage (rendered over an in-memory DataProvider)', () => {
  it('a query narrows the rows, pages turn, and a sortable header orders them on the server', async () => {
    page();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(shown()[0]).toBe('u01');
    expect(document.body.textContent).toContain('共25条');

    type(inputOf('账号'), 'u2');
    await clickButton('查询');
    await waitFor(() => expect(shown()).toEqual(['u20', 'u21', 'u22', 'u23', 'u24', 'u25']));
    expect(document.body.textContent).toContain('共6条');

    await clickButton('重置');
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(document.querySelector('.ant-pagination-item-3')!);
    await waitFor(() => expect(shown()).toEqual(['u21', 'u22', 'u23', 'u24', 'u25']));

    const header = [...document.querySelectorAll('.crud-table thead th')].find((th) => th.textContent === '年龄')!;
    fireEvent.click(header); // ascending, back to page 1
    await waitFor(() => expect(column('年龄')[0]).toBe('20'));
    const ascending = column('年龄').map(Number);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    fireEvent.click(header); // descending
    await waitFor(() => expect(column('年龄')[0]).toBe('49'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
  });
});

describe('FormModal (新增 from the list page)', () => {
  it('refuses an empty required field on that field, then a valid add creates the record and the list shows it', async () => {
    const mem = page();
    await waitFor(() => expect(rows()).toHaveLength(10));
    await clickButton('新增');
    const modal = await waitFor(() => document.querySelector<HTMLElement>('.crud-form-modal')!);
    await waitFor(() => expect(inputOf('姓名', modal)).toBeTruthy());
    type(inputOf('姓名', modal), '新人');
    await clickButton('确定', modal);
    const item = (label: string) => inputOf(label, modal).closest('.ant-formily-item')!;
    await waitFor(() => expect(within(item('账号') as HTMLElement).getByText('账号不能为空')).toBeTruthy());
    expect(mem.calls.filter((c) => c.startsWith('create'))).toEqual([]);

    type(inputOf('账号', modal), 'x'.repeat(21));
    await clickButton('确定', modal);
    await waitFor(() => expect(item('账号').textContent).toContain('账号长度不能超过 20'));
    expect(mem.calls.filter((c) => c.startsWith('create'))).toEqual([]);

    type(inputOf('账号', modal), 'u99');
    await clickButton('确定', modal);
    await waitFor(() => expect(mem.calls).toContain('create /demo/user'));
    await waitFor(() => expect(document.querySelector('.crud-form-modal')).toBeNull());
    await waitFor(() => expect(document.body.textContent).toContain('共26条'));
    fireEvent.click(document.querySelector('.ant-pagination-item-3')!);
    await waitFor(() => expect(shown()).toContain('u99'));
    expect(column('姓名')).toContain('新人');
  });
});
