// Renders into a DOM: the unit-dom project, one happy-dom window per worker (tests/setup/sharedDom.ts)
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PopupPicker from '#online/popup/PopupPicker.js';
import ReportPage from '#online/report/ReportPage.js';
import type { QueryItem, RpColumns } from '#online/types.js';
import { memoryProvider, queryRows } from './memoryProvider.js';
import { Host, clickButton, column, inputOf, type, waitFor } from './renderHarness.js';

afterEach(() => cleanup()); // no auto-cleanup without vitest globals

const users = Array.from({ length: 12 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return { id: `id${n}`, username: `u${n}`, realname: `用户${n}`, sex: i % 2 ? '2' : '1', age: 20 + i };
});
const rp: RpColumns = {
  cgRpConfigId: 'h1',
  cgRpConfigName: '用户报表',
  fieldHrefSlots: [],
  columns: [
    { title: '账号', dataIndex: 'username', sorter: 'true' },
    { title: '姓名', dataIndex: 'realname' },
    { title: '性别', dataIndex: 'sex', customRender: 'sex' },
    { title: '年龄', dataIndex: 'age' },
  ],
  dictOptions: {
    sex: [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ],
  },
};
const items: QueryItem[] = [
  { label: '账号', field: 'username', view: 'string', mode: 'single' },
  { label: '性别', field: 'sex', view: 'list', mode: 'single' },
  { label: '年龄', field: 'age', view: 'integer', mode: 'group', hidden: '1' },
];

/** The report endpoints over the rows, answering like the server: a page of the query, self_ params ignored. */
function reportServer() {
  return memoryProvider(
    {},
    {
      routes: {
        '/online/cgreport/api/getRpColumns/': () => rp,
        '/online/cgreport/api/getQueryInfo/': () => items,
        '/online/cgreport/api/getData/': (q) => {
          const all = queryRows(users, q);
          const size = Number(q.pageSize),
            cur = Number(q.pageNo);
          return { records: all.slice((cur - 1) * size, cur * size), total: all.length };
        },
      },
    },
  );
}
const rows = () => document.querySelectorAll('.report-table .ant-table-tbody tr.ant-table-row');

describe('ReportPage (rendered over an in-memory DataProvider)', () => {
  it('the params form (built like an entity query form) queries the report; hidden params wait for 展开', async () => {
    const mem = reportServer();
    render(
      <Host dp={mem.dp}>
        <ReportPage code="rp_users" />
      </Host>,
    );
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(document.querySelector('.ant-card-head-title')?.textContent).toBe('用户报表');
    expect(column('性别').slice(0, 2)).toEqual(['男', '女']); // dictionary text, not the codes
    expect(document.body.textContent).toContain('共12条');

    type(inputOf('账号'), 'u05');
    await clickButton('查询');
    await waitFor(() => expect(column('姓名')).toEqual(['用户05']));
    expect(mem.calls.at(-1)).toBe('GET /online/cgreport/api/getData/h1');

    expect(() => inputOf('年龄')).toThrow(); // a hidden item
    await clickButton('重置');
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click([...document.querySelectorAll('button')].find((b) => b.textContent?.includes('展开'))!);
    const [from, to] = await waitFor(() => {
      const item = inputOf('年龄').closest('.ant-formily-item')!;
      return [...item.querySelectorAll('input')];
    });
    type(from, '25');
    type(to, '27');
    await clickButton('查询');
    await waitFor(() => expect(column('年龄')).toEqual(['25', '26', '27']));
  });
});

describe('PopupPicker (a report in a dialog, picking rows into form values)', () => {
  it('search, click a row, 确定: the picked columns come back as the value', async () => {
    const mem = reportServer();
    const onChange = vi.fn();
    const onPicked = vi.fn();
    render(
      <Host dp={mem.dp}>
        <PopupPicker code="rp_users" orgFields="username,realname" destFields="account,name" sorter="username=desc" onChange={onChange} onPicked={onPicked} />
      </Host>,
    );
    fireEvent.click(document.querySelector('.popup-picker input')!);
    const modal = await waitFor(() => document.querySelector<HTMLElement>('.popup-picker-modal')!);
    await waitFor(() => expect(column('账号', modal)[0]).toBe('u12')); // the picker's initial sort

    type(inputOf('账号', modal), 'u07');
    await clickButton('查询', modal);
    await waitFor(() => expect(column('账号', modal)).toEqual(['u07']));
    fireEvent.click(modal.querySelector('.ant-table-tbody tr.ant-table-row')!);
    await waitFor(() => expect(modal.querySelector<HTMLInputElement>('.ant-table-tbody input[type=radio]')!.checked).toBe(true));
    await clickButton('确定', modal);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('u07'));
    expect(onPicked).toHaveBeenCalledWith({ account: 'u07', name: '用户07' }, [expect.objectContaining({ id: 'id07' })]);
    await waitFor(() => expect(document.querySelector('.popup-picker-modal')).toBeNull());
  });
});
