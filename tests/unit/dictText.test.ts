import { describe, expect, it } from 'vitest';
import { addDictText } from '#server/crud/records.js';
import type { Ctx } from '#server/http/types.js';
import type { Entity } from '#server/schema/registry.js';

// the dictionaries as a provider: what was asked for, and each code's texts
function dicts(texts: Record<string, Record<string, string>>) {
  const asked: { code: string; lang: string; values: string[] }[] = [];
  const ctx = {
    dicts: {
      texts: async (code: string, _tenant: string, lang: string, values: string[]) => {
        asked.push({ code, lang, values });
        return new Map(Object.entries(texts[code] ?? {}));
      },
    },
  } as unknown as Ctx;
  return { ctx, asked };
}

const entity = {
  readable: [{ name: 'username' }, { name: 'sex', dict: 'sex' }, { name: 'post', dict: 'sys_position,name,code', multiple: true }],
} as unknown as Entity;

describe('a list page gets the text of every dictionary cell', () => {
  it('translates single and comma-joined values, keeps unknown ones, leaves empty cells empty, and asks a table dictionary for the page values only', async () => {
    const { ctx, asked } = dicts({ sex: { '1': '男', '2': '女' }, 'sys_position,name,code': { dev: '工程师', mgr: '经理' } });
    const rows: Record<string, unknown>[] = [
      { username: 'a', sex: 1, post: 'dev,mgr' },
      { username: 'b', sex: '9', post: 'mgr,ceo' },
      { username: 'c', sex: null, post: '' },
      { username: 'd', sex: '', post: 'dev' },
    ];
    await addDictText(ctx, entity, rows, '0', 'en');
    expect(rows.map((r) => [r.sex_dictText, r.post_dictText])).toEqual([
      ['男', '工程师,经理'],
      ['9', '经理,ceo'],
      ['', ''],
      ['', '工程师'],
    ]);
    expect(rows[0]).not.toHaveProperty('username_dictText');
    expect(asked).toEqual([
      { code: 'sex', lang: 'en', values: [] },
      { code: 'sys_position,name,code', lang: 'en', values: ['dev', 'mgr', 'ceo'] },
    ]);
  });

  it('an empty page asks for nothing', async () => {
    const { ctx, asked } = dicts({});
    await addDictText(ctx, entity, [], '0');
    expect(asked).toEqual([]);
  });
});
