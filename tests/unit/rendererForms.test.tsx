// Renders into a DOM: the unit-dom project, one happy-dom window per worker (tests/setup/sharedDom.ts)
import { act, renderHook } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { createElement, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readQuery, requestParams, writeQuery } from '#renderers/list/controller/query.js';
import { useListController } from '#renderers/list/controller/useListController.js';
import { toColumns } from '#renderers/schema/toColumns.js';
import { toFormSchema, type RemoteChecks } from '#renderers/schema/toFormSchema.js';
import type { ClientField } from '#renderers/types.js';
import { memoryProvider } from './memoryProvider.js';
import { Host } from './renderHarness.js';

const f = (name: string, def: Partial<ClientField>): ClientField => ({
  name,
  column: name,
  type: 'string',
  title: { zh: `中${name}`, en: `En ${name}` },
  ...def,
});
/** Runs a form field's synchronous rules (the ones generated from the shared field rules) on a value. */
const check = (field: Record<string, any>, v: unknown) =>
  (field['x-validator'] as unknown[])
    .filter((r): r is (v: unknown) => string => typeof r === 'function')
    .map((r) => r(v))
    .find(Boolean) ?? '';
const props = (s: { properties?: unknown }) => (s.properties as Record<string, { properties: Record<string, Record<string, any>> }>).grid.properties;

describe('schema → table columns', () => {
  it('titles in the UI language, sortable where the schema says, numbers right-aligned unless they are dictionary codes', () => {
    const cols = toColumns([f('username', { sort: true }), f('age', { type: 'integer' }), f('sex', { type: 'integer', dict: 'sex', sort: true })], {
      lang: 'en',
      dicts: {},
      fileUrl: (p) => p,
    });
    expect(cols.map((c) => c.title)).toEqual(['En username', 'En age', 'En sex']);
    expect(cols.map((c) => !!c.sorter)).toEqual([true, false, true]);
    expect(cols.map((c) => c.align)).toEqual([undefined, 'right', undefined]);
  });
});

describe('schema → Formily form', () => {
  const fields = [
    f('username', { required: true, unique: true, maxLength: 50, pattern: '^[a-z]+$', patternMessage: { zh: '只能小写字母', en: 'lower-case only' } }),
    f('password', { type: 'password', minLength: 8 }),
    f('email', { format: 'email' }),
    f('sex', { type: 'integer', dict: 'sex', default: 1 }),
    f('post', { dict: 'sys_position,name,code', multiple: true }),
    f('birthday', { type: 'date' }),
    f('memo', { type: 'text', 'x-component-props': { rows: 2 } }),
    f('code', { checkRule: 'only_digits' }),
  ];
  const dicts = { sex: [{ value: '1', text: '男', textEn: 'Male' }], 'sys_position,name,code': [{ value: 'p1', text: '主任' }] };
  it('maps field types to widgets with dictionary options, rules, defaults and x-* overrides', () => {
    const p = props(toFormSchema(fields, { lang: 'zh', dicts, mode: 'add' }));
    expect(Object.keys(p)).toEqual(['username', 'password', 'email', 'sex', 'post', 'birthday', 'memo', 'code']);
    expect(p.username).toMatchObject({ title: '中username', required: true, 'x-component': 'Input' });
    expect(check(p.username, 'x'.repeat(51))).toBe('中username长度不能超过 50');
    expect(check(p.username, 'Bob')).toBe('中username只能小写字母');
    expect(check(p.username, 'bob')).toBe('');
    expect(p.password['x-component']).toBe('Password');
    expect(check(p.email, 'not-mail')).toBe('中email不是有效的邮箱地址');
    expect(p.sex).toMatchObject({ type: 'number', default: 1, 'x-component': 'DictSelect' });
    expect(p.sex['x-component-props']).toMatchObject({ options: [{ label: '男', value: '1' }], numeric: true, multiple: false });
    expect(p.post['x-component-props']).toMatchObject({ multiple: true, options: [{ label: '主任', value: 'p1' }] });
    expect(p.birthday['x-component-props']).toMatchObject({ format: 'YYYY-MM-DD' });
    expect(p.memo['x-component-props']).toMatchObject({ rows: 2 }); // the schema's override wins
    expect(p.memo['x-decorator-props']).toMatchObject({ gridSpan: 2 });
  });
  it("sys_user's own rules refuse in the form with the server's words: password pattern, lengths, required", () => {
    const user = JSON.parse(readFileSync('schemas/sys_user.json', 'utf8')) as { fields: Record<string, Omit<ClientField, 'name' | 'column'>> };
    const cols = Object.entries(user.fields).map(([name, d]) => ({ ...d, name, column: name }) as ClientField);
    const zh = props(toFormSchema(cols, { lang: 'zh', dicts: {}, mode: 'add' }));
    expect(check(zh.password, 'abcdefgh')).toBe('登录密码至少8位，须包含字母和数字');
    expect(check(zh.password, 'abc1')).toBe('登录密码长度不能少于 8');
    expect(check(zh.password, 'abcdefg1')).toBe('');
    expect(zh.password['x-validator']).toContainEqual({ required: true, message: '登录密码不能为空' });
    const en = props(toFormSchema(cols, { lang: 'en', dicts: {}, mode: 'add' }));
    expect(check(en.password, '12345678')).toBe('Password: at least 8 characters with letters and digits');
    expect(check(en.username, 'a b')).toBe('Username: letters, digits and _ . @ - only');
  });

  it('edit forms leave passwords out and do not apply defaults', () => {
    const p = props(toFormSchema(fields, { lang: 'en', dicts, mode: 'edit' }));
    expect(p.password).toBeUndefined();
    expect(p.sex.default).toBeUndefined();
    expect(p.sex['x-component-props'].options[0].label).toBe('Male');
  });
  it('asks the server about uniqueness and check rules on blur, skipping empty values', async () => {
    const calls: string[] = [];
    const checks: RemoteChecks = {
      unique: async (fld, v) => {
        calls.push(`unique ${fld.name}=${v}`);
        return v === 'admin' ? '该值不可用，系统中已存在！' : undefined;
      },
      checkRule: async (code, v) => {
        calls.push(`rule ${code}=${v}`);
        return /^\d+$/.test(v) ? undefined : '只能是数字';
      },
    };
    const p = props(toFormSchema(fields, { lang: 'zh', dicts, mode: 'add', checks }));
    const remote = (name: string) =>
      (p[name]['x-validator'] as { triggerType?: string; validator?: (v: unknown) => Promise<string> }[]).find((r) => r.triggerType === 'onBlur')!;
    expect(await remote('username').validator!('admin')).toBe('该值不可用，系统中已存在！');
    expect(await remote('username').validator!('alice')).toBe('');
    expect(await remote('username').validator!('')).toBe('');
    expect(await remote('code').validator!('12a')).toBe('只能是数字');
    expect(calls).toEqual(['unique username=admin', 'unique username=alice', 'rule only_digits=12a']);
  });
});

describe('list state in the URL', () => {
  it('reads and writes paging, sort and filters, leaving defaults out', () => {
    const s = readQuery(new URLSearchParams('username=*ad*&pageNo=3&pageSize=20&column=createTime&order=asc&pageSize=x'));
    expect(s).toEqual({ pageNo: 3, pageSize: 20, column: 'createTime', order: 'asc', filters: { username: '*ad*' } });
    expect(writeQuery({ ...s, pageNo: 1, pageSize: 10 }).toString()).toBe('username=*ad*&column=createTime&order=asc');
    expect(readQuery(new URLSearchParams('pageNo=-1&order=sideways'))).toMatchObject({ pageNo: 1, order: undefined });
    expect(requestParams(s)).toEqual({ username: '*ad*', pageNo: 3, pageSize: 20, column: 'createTime', order: 'asc' });
  });

  const host =
    (path: string) =>
    ({ children }: { children: ReactNode }) =>
      createElement(Host, { dp: memoryProvider({}).dp, path, children });
  it('the list controller pushes each change to the URL and back restores the previous state', () => {
    const { result } = renderHook(() => ({ list: useListController({ resource: '/sys/user' }), loc: useLocation(), nav: useNavigate() }), {
      wrapper: host('/isystem/user'),
    });
    act(() => result.current.list.setFilters({ username: '*ad*' }));
    expect(result.current.loc.search).toBe('?username=*ad*');
    act(() => result.current.list.setSelected(['a']));
    act(() => result.current.list.setPage(2, 10));
    expect(result.current.list.query).toMatchObject({ pageNo: 2, filters: { username: '*ad*' } });
    expect(result.current.list.selected).toEqual([]); // new rows, no stale selection
    act(() => {
      void result.current.nav(-1);
    });
    expect(result.current.list.query).toMatchObject({ pageNo: 1, filters: { username: '*ad*' } });
    act(() => {
      void result.current.nav(1);
    });
    expect(result.current.list.query.pageNo).toBe(2);
    act(() => result.current.list.setSort('createTime', 'desc'));
    expect(result.current.list.query).toMatchObject({ pageNo: 1, column: 'createTime', order: 'desc' });
    act(() => result.current.list.setPage(1, 50));
    expect(result.current.loc.search).toContain('pageSize=50');
  });

  it('a list in a dialog keeps its state in memory and leaves the page URL alone', () => {
    const { result } = renderHook(() => ({ list: useListController({ resource: '/sys/dictItem', sync: 'memory' }), loc: useLocation() }), {
      wrapper: host('/isystem/dict?dictName=%2Ax%2A'),
    });
    expect(result.current.list.query.filters).toEqual({});
    act(() => result.current.list.setFilters({ itemText: '*a*' }));
    expect(result.current.list.query.filters).toEqual({ itemText: '*a*' });
    expect(result.current.loc.search).toBe('?dictName=%2Ax%2A');
  });
});
