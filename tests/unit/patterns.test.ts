import { createForm } from '@formily/core';
import { describe, expect, it } from 'vitest';
import { entitySchema } from '#shared/contract/entity.js';
import { valueSchema } from '#shared/contract/fieldRules.js';
import { patternError, patternTest } from '#shared/contract/pattern.js';
import { toFormSchema } from '#renderers/schema/toFormSchema.js';
import type { ClientField } from '#renderers/types.js';

// User-written patterns run on RE2 (linear time) everywhere: schema files, online forms, the console's forms.
const EVIL = '^(a+)+$';
// a backtracking RegExp needs ~2^26 steps here (seconds); RE2 a few hundred
const SLOW = `${'a'.repeat(26)}!`;
const title = { zh: '编码', en: 'Code' };
const timed = <T>(f: () => T): [T, number] => {
  const t = performance.now();
  const r = f();
  return [r, performance.now() - t];
};

describe('the pattern helper', () => {
  it('refuses what RE2 cannot compile, and over-long patterns', () => {
    expect(patternError('^(?=.*\\d)\\w+$')).toMatch(/\(\?=/);
    expect(patternError('^(a)\\1$')).not.toBeNull();
    expect(patternError('x'.repeat(501))).not.toBeNull();
    expect(patternError(EVIL)).toBeNull();
  });
  it('matches as RegExp.test does, \\uXXXX escapes included', () => {
    expect(patternTest('^[A-Za-z_\\u4e00-\\u9fa5]+$', '名称_a')).toBe(true);
    expect(patternTest('^[A-Za-z_\\u4e00-\\u9fa5]+$', 'a-b')).toBe(false);
    expect(patternTest('\\\\u0041', '\\u0041')).toBe(true); // an escaped backslash stays one
    expect(patternTest('b', 'abc')).toBe(true);
  });
});

describe('schema files and online forms', () => {
  const schema = (pattern: string) => ({ entity: 't', api: '/t', permission: 't', title, fields: { code: { type: 'string', title, pattern } } });
  it('refuse a field pattern RE2 cannot compile, naming fields.<name>.pattern', () => {
    const r = entitySchema.safeParse(schema('^(?=.*\\d)\\w+$'));
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path.join('.')).toBe('fields.code.pattern');
    expect(entitySchema.safeParse(schema(EVIL)).success).toBe(true);
  });
  it('refuse one in a Formily x-validator too', () => {
    const s = schema(EVIL);
    const r = entitySchema.safeParse({ ...s, fields: { code: { ...s.fields.code, 'x-validator': [{ required: true }, { pattern: '(?<=a)b' }] } } });
    expect(r.error?.issues[0].path.join('.')).toBe('fields.code.x-validator.1.pattern');
  });
});

describe('field rules (server bodies and the console’s forms)', () => {
  const field = { name: 'code', type: 'string' as const, title, pattern: EVIL, patternMessage: { zh: '只能是a', en: 'a only' } };
  it('run the pattern in linear time on the server', () => {
    const rule = valueSchema(field);
    const [r, ms] = timed(() => rule.safeParse(SLOW));
    expect(ms).toBeLessThan(500);
    expect(r.error?.issues[0].message).toBe('编码（code）只能是a');
    expect(rule.safeParse('aaaa').success).toBe(true);
  });
  it('run it in linear time in a console form, with the same answer', () => {
    const f: ClientField = { ...field, column: 'code' };
    const p = (toFormSchema([f], { lang: 'en', dicts: {}, mode: 'add' }).properties as any).grid.properties.code;
    const rule = (p['x-validator'] as unknown[]).find((r): r is (v: unknown) => string => typeof r === 'function')!;
    const [msg, ms] = timed(() => rule(SLOW));
    expect(ms).toBeLessThan(500);
    expect(msg).toBe('Code: a only');
    expect(rule('aaaa')).toBe('');
  });
});

describe('Formily’s own pattern rule in the console', () => {
  it('runs a schema’s x-validator pattern in linear time', async () => {
    const form = createForm();
    const field = form.createField({ name: 'code', validator: { pattern: EVIL, message: 'a only' } });
    field.setValue(SLOW);
    const t = performance.now();
    await field.validate().catch(() => undefined); // rejects with the errors it also keeps on the field
    expect(performance.now() - t).toBeLessThan(500);
    expect(field.selfErrors).toEqual(['a only']);
    field.setValue('aaaa');
    await field.validate();
    expect(field.selfErrors).toEqual([]);
  });
});
