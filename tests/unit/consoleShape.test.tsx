// Renders into a DOM: the unit-dom project, one happy-dom window per worker (tests/setup/sharedDom.ts)
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '#client/i18n/index.js';
import MembersDialog from '#client/views/system/shared/MembersDialog.js';
import UserIdSelect from '#client/views/system/shared/UserIdSelect.js';
import type { CrudFilter } from '#renderers/data/filters.js';
import type { DataProvider } from '#renderers/providers/types.js';
import UserSelect from '#renderers/widgets/UserSelect.js';
import { memoryProvider, queryRows } from './memoryProvider.js';
import { Host, column, screen, waitFor } from './renderHarness.js';

const users = [
  { id: 'u1', username: 'zhangsan', realname: '张三', phone: '13800000001' },
  { id: 'u2', username: 'lisi', realname: '李四', phone: '13800000002' },
  { id: 'u3', username: 'alice', realname: 'Alice', phone: '13800000003' },
];
const page = (rows: Record<string, unknown>[]) => ({ records: rows, total: rows.length });

/** The memory provider over the user routes, with every typed filter the app hands it and every user query recorded. */
function provider() {
  const userQueries: Record<string, unknown>[] = [];
  const mem = memoryProvider(
    {},
    {
      routes: {
        // the role's members: every user here (the owner id is not a row field)
        '/sys/user/userRoleList': ({ roleId, ...q }) => (expect(roleId).toBe('r1'), page(queryRows(users, q))),
        '/sys/user/list': (q) => (userQueries.push(q), page(queryRows(users, q))),
      },
    },
  );
  const typed: CrudFilter[][] = [];
  const dp: DataProvider = { ...mem.dp, filterQuery: (f) => (typed.push(f), mem.dp.filterQuery(f)) };
  return { dp, typed, userQueries };
}

const searchBox = (placeholder: string) => screen.getByPlaceholderText<HTMLInputElement>(placeholder);

describe('typed filters: a view says what it searches, the provider spells it', () => {
  it("MembersDialog's search reaches the provider as a contains filter and narrows the members", async () => {
    const { dp, typed } = provider();
    const api = { list: '/sys/user/userRoleList', ownerParam: 'roleId', add: '/sys/user/addSysUserRole', remove: '/sys/user/deleteUserRole', perm: 'user:add' };
    render(
      <Host dp={dp}>
        <MembersDialog api={api} ownerId="r1" title="成员" onClose={() => undefined} />
      </Host>,
    );
    const account = i18n.t('sys.members.username');
    await waitFor(() => expect(column(account)).toEqual(['zhangsan', 'lisi', 'alice']));
    const box = searchBox(i18n.t('sys.members.search'));
    fireEvent.change(box, { target: { value: ' ali ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(column(account)).toEqual(['alice']));
    expect(typed).toContainEqual([{ field: 'username', operator: 'contains', value: ' ali ' }]);
  });
});

describe('one user picker (UserSelect and UserIdSelect)', () => {
  /** Types into the picker, waits for the search's answer (exactly `shown`) and chooses the user shown as `label`. */
  async function pick(text: string, shown: string[], label: string) {
    const input = document.querySelector('.ant-select input') as HTMLInputElement;
    fireEvent.mouseDown(document.querySelector('.ant-select-selector')!);
    fireEvent.change(input, { target: { value: text } });
    const options = () => [...document.querySelectorAll('.ant-select-item-option')];
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(shown));
    fireEvent.click(options().find((o) => o.textContent === label)!);
  }

  it('UserIdSelect searches by real name and answers ids', async () => {
    const { dp, typed, userQueries } = provider();
    const onChange = vi.fn();
    render(
      <Host dp={dp}>
        <UserIdSelect value={[]} onChange={onChange} />
      </Host>,
    );
    await pick('张', ['张三 (zhangsan)'], '张三 (zhangsan)');
    expect(onChange).toHaveBeenCalledWith(['u1']);
    expect(typed).toContainEqual([{ field: 'realname', operator: 'contains', value: '张' }]);
    expect(userQueries).toContainEqual({ realname: '*张*', pageSize: 20 });
  });

  it('UserSelect (the form widget) stores usernames and shows a stored one by its real name', async () => {
    const { dp } = provider();
    const onChange = vi.fn();
    render(
      <Host dp={dp}>
        <UserSelect value="lisi" onChange={onChange} />
      </Host>,
    );
    await waitFor(() => expect(document.querySelector('.ant-select-selection-item')?.textContent).toBe('李四 (lisi)'));
    // the stored choice outside the answer stays an option
    await pick('Ali', ['Alice (alice)', 'lisi'], 'Alice (alice)');
    expect(onChange).toHaveBeenCalledWith('alice');
  });
});
