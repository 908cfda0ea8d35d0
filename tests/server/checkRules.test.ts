import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

/** Check rules are user-written patterns: they run on RE2 (linear time), unsupported ones are refused on save. */
let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

const addRule = (ruleCode: string, steps: unknown) =>
  s.call('POST', '/sys/checkRule/add', {
    token: s.adminToken,
    body: { ruleCode, ruleName: ruleCode, ruleJson: typeof steps === 'string' ? steps : JSON.stringify(steps) },
  });
const check = (ruleCode: string, value: string) => s.call('GET', '/sys/checkRule/checkByCode', { token: s.adminToken, query: { ruleCode, value } });
const stored = (code: string) => s.ctx.db.selectFrom('sys_check_rule').select('id').where('rule_code', '=', code).executeTakeFirst();

describe('check rules (ReDoS)', () => {
  it("^(a+)+$ against 30 a's then ! answers with the rule's message, without backtracking for ages", async () => {
    expect((await addRule('nested', [{ digits: '*', pattern: '^(a+)+$', message: '只能是字母a' }])).body.success).toBe(true);
    const t = Date.now();
    const bad = await check('nested', `${'a'.repeat(30)}!`);
    // a backtracking engine needs about 2^30 steps here (tens of seconds on a CI machine); RE2 a few hundred
    expect(Date.now() - t).toBeLessThan(10_000);
    expect(bad.body).toMatchObject({ success: false, message: '只能是字母a', result: { passed: false, beginIndex: 0, endIndex: 31 } });
    expect((await check('nested', 'a'.repeat(1000))).body).toMatchObject({ success: true, message: '校验通过' });
  });

  it('a pattern RE2 cannot compile, bad JSON or a bad step is refused on save with a 400 naming ruleJson; nothing is written', async () => {
    const cases: [string, unknown][] = [
      ['lookahead', [{ digits: '*', pattern: '^(?=.*\\d)\\w+$', message: 'x' }]],
      ['backref', [{ digits: '*', pattern: '^(a)\\1$', message: 'x' }]],
      ['unclosed', [{ digits: '*', pattern: '^(a', message: 'x' }]],
      ['notjson', '[{"digits":'],
      ['notarray', { digits: '*', pattern: 'a', message: 'x' }],
      ['nodigits', [{ pattern: 'a', message: 'x' }]],
      ['empty', []],
    ];
    for (const [code, steps] of cases) {
      const r = await addRule(`bad_${code}`, steps);
      expect({ code, status: r.status, field: r.body.result?.field ?? r.body.result?.errors?.[0]?.field }).toEqual({ code, status: 400, field: 'ruleJson' });
      expect(await stored(`bad_${code}`)).toBeUndefined();
    }
    const ok = await addRule('good', [
      { digits: 2, pattern: '^[A-Z]{2}$', message: '前两位大写' },
      { digits: '*', pattern: '^\\d+$', message: '其后为数字' },
    ]);
    expect(ok.body.success).toBe(true);
    expect((await check('good', 'AB12')).body.success).toBe(true);
    expect((await check('good', 'AB1x')).body).toMatchObject({ success: false, message: '其后为数字' });
    const edit = await s.call('PUT', '/sys/checkRule/edit', {
      token: s.adminToken,
      body: { id: ok.body.result.id, ruleJson: '[{"digits":"*","pattern":"(?<=a)b","message":"x"}]' },
    });
    expect({ status: edit.status, field: edit.body.result?.field }).toEqual({ status: 400, field: 'ruleJson' });
  });

  it('the tested value is at most 1000 characters: beyond, a 400 naming value', async () => {
    expect((await check('common', `a${'1'.repeat(999)}`)).body.success).toBe(true);
    const r = await check('common', 'a'.repeat(1001));
    expect(r).toMatchObject({ status: 400, body: { result: { errors: [{ field: 'value' }] } } });
  });
});
