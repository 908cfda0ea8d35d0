import { describe, expect, it } from 'vitest';
import { dictText } from '#renderers/dict/dictText.js';
import { cellText } from '#renderers/schema/cellText.js';
import { dictCodes, formFields, listFields, queryFields } from '#renderers/schema/fields.js';
import { fromJeecgQuery, toJeecgQuery } from '#client/providers/jeecgFilters.js';
import { fromFilters, toFilters, type QueryValue } from '#renderers/schema/querySerialise.js';
import type { ClientField, ClientSchema, DictMap } from '#renderers/types.js';

const f = (name: string, def: Partial<ClientField>): ClientField => ({ name, column: name, type: 'string', title: { zh: name, en: name }, ...def });

const schema = {
  entity: 'sys_demo',
  api: '/sys/demo',
  permission: 'demo',
  title: { zh: '演示', en: 'Demo' },
  fields: {
    code: { type: 'string', title: { zh: '编码', en: 'Code' }, list: true, query: 'like', order: 2 },
    name: { type: 'string', title: { zh: '名称', en: 'Name' }, list: true, order: 1 },
    secret: { type: 'password', title: { zh: '密码', en: 'Password' } },
    status: { type: 'integer', title: { zh: '状态', en: 'Status' }, dict: 'user_status', list: true, query: 'eq', form: false },
    orgCode: { type: 'string', title: { zh: '机构', en: 'Org' }, readOnly: true },
  },
  columns: [
    f('id', { readOnly: true, form: false }),
    f('code', { list: true, query: 'like', order: 2 }),
    f('name', { list: true, order: 1 }),
    f('status', { type: 'integer', dict: 'user_status', list: true, query: 'eq', form: false }),
    f('createTime', { type: 'datetime', readOnly: true, form: false }),
  ],
  permissions: { read: 'demo:list', add: 'demo:add', edit: 'demo:edit', delete: 'demo:delete', export: 'demo:export', import: 'demo:import' },
  can: { add: true, edit: true, delete: true, export: true, import: true },
} as ClientSchema;

describe('schema → page parts', () => {
  it('lists and queries the flagged fields in schema order; the form gets writable fields incl. passwords', () => {
    expect(listFields(schema).map((x) => x.name)).toEqual(['name', 'code', 'status']);
    expect(queryFields(schema).map((x) => x.name)).toEqual(['code', 'status']);
    expect(formFields(schema).map((x) => x.name)).toEqual(['name', 'code', 'secret']);
    expect(dictCodes(listFields(schema))).toEqual(['user_status']);
  });
});

describe('query serialisation (typed filters, spelt by the JeecgBoot provider)', () => {
  const serialise = (fs: ClientField[], v: Record<string, QueryValue>) => toJeecgQuery(toFilters(fs, v));
  const deserialise = (fs: ClientField[], params: Record<string, string>) => fromFilters(fs, fromJeecgQuery(params));
  const fields = [
    f('username', { query: 'like' }),
    f('sex', { type: 'integer', dict: 'sex', query: 'eq' }),
    f('post', { dict: 'sys_position,name,code', query: 'in' }),
    f('createTime', { type: 'datetime', query: 'range' }),
    f('age', { type: 'integer', query: 'range' }),
  ];
  it('writes like as *v*, in as a,b, range as _begin/_end and drops empty values', () => {
    expect(
      serialise(fields, {
        username: ' ad ',
        sex: 1,
        post: ['p1', 'p2'],
        createTime: ['2026-01-01', '2026-02-01'],
        age: [null, 40],
      }),
    ).toEqual({ username: '*ad*', sex: '1', post: 'p1,p2', createTime_begin: '2026-01-01', createTime_end: '2026-02-01', age_end: '40' });
    expect(serialise(fields, { username: '', post: [], createTime: [null, null] })).toEqual({});
  });
  it('reads the URL back into form values', () => {
    const params = { username: '*ad*', sex: '1', post: 'p1,p2', createTime_begin: '2026-01-01', age_end: '40' };
    const values = deserialise(fields, params);
    expect(values).toEqual({ username: 'ad', sex: '1', post: ['p1', 'p2'], createTime: ['2026-01-01', null], age: [null, '40'] });
    expect(serialise(fields, values)).toEqual(params);
  });
});

describe('dictionary and value rendering', () => {
  const dicts: DictMap = {
    sex: [
      { value: '1', text: '男', textEn: 'Male' },
      { value: '2', text: '女', textEn: 'Female' },
    ],
    'sys_position,name,code': [
      { value: 'p1', text: '主任' },
      { value: 'p2', text: '工程师' },
    ],
  };
  it('shows dictionary text in the UI language, several codes joined, unknown codes as they are', () => {
    const sex = f('sex', { type: 'integer', dict: 'sex' });
    expect(dictText(sex, { sex: 1 }, dicts, 'zh')).toBe('男');
    expect(dictText(sex, { sex: 2 }, dicts, 'en')).toBe('Female');
    const post = f('post', { dict: 'sys_position,name,code', multiple: true });
    expect(dictText(post, { post: 'p1,p2' }, dicts, 'zh')).toBe('主任,工程师');
    expect(dictText(post, { post: 'p1,p9' }, dicts, 'zh')).toBe('主任,p9');
  });
  it('falls back to the server _dictText when the page could not load a table dictionary', () => {
    const dep = f('dep', { dict: 'sys_depart,departName,id' });
    expect(dictText(dep, { dep: 'd1', dep_dictText: '实验室' }, {}, 'zh')).toBe('实验室');
  });
  it('formats dates, numbers, booleans and shortens long text at 25 characters', () => {
    expect(cellText(f('t', { type: 'datetime' }), { t: '2026-03-04T05:06:07' }, {}, 'zh')).toBe('2026-03-04 05:06:07');
    expect(cellText(f('d', { type: 'date' }), { d: '2026-03-04' }, {}, 'zh')).toBe('2026-03-04');
    expect(cellText(f('n', { type: 'number' }), { n: 1234567.5 }, {}, 'zh')).toBe('1,234,567.5');
    expect(cellText(f('b', { type: 'boolean' }), { b: true }, {}, 'en')).toBe('Yes');
    const long = '一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十';
    expect(cellText(f('s', {}), { s: long }, {}, 'zh')).toBe(`${long.slice(0, 25)}...`);
    expect(cellText(f('s', {}), { s: long }, {}, 'zh', Infinity)).toBe(long);
    expect(cellText(f('h', { type: 'richtext' }), { h: '<p>hello <b>world</b></p>' }, {}, 'zh')).toBe('hello world');
  });
});
