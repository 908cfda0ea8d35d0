import { describe, expect, it } from 'vitest';
import { positiveParam } from '#server/crud/listQuery.js';
import { pagingInt } from '#shared/contract/queryParams.js';

/** What the shared rule answers, as positiveParam reports it: the number, or the refusal's message. */
const byRule = (v: unknown) => {
  const r = pagingInt('pageSize', 10, 1000).safeParse(v);
  return r.success ? r.data : r.error.issues[0].message;
};
const byParam = (v: unknown) => {
  try {
    return positiveParam(v, 'pageSize', 10, 1000);
  } catch (e) {
    return (e as Error).message;
  }
};

describe('list paging parameters', () => {
  it('answer exactly as the shared zod rule does, for the plain forms and for everything else', () => {
    const inputs = [
      undefined,
      '',
      null,
      '1',
      '10',
      '999',
      '1000',
      '1001',
      '0',
      '-1',
      '01',
      '007',
      '1.0',
      '1.5',
      '1e2',
      ' 5',
      '5 ',
      '0x10',
      'abc',
      '99999999999999999999',
      5,
      0,
      1000,
      1001,
      2.5,
      ['2'],
      true,
    ];
    for (const v of inputs) expect({ v, answer: byParam(v) }).toEqual({ v, answer: byRule(v) });
    expect(byParam('25')).toBe(25);
    expect(byParam('-1')).toBe('pageSize 必须是正整数');
  });

  it('clamp JeecgBoot\'s "all" page sizes to the cap and take page 0 as page 1, refusing the rest', () => {
    expect(byParam('99999')).toBe(1000);
    expect(byParam('1001')).toBe(1000);
    expect(byParam('0')).toBe('pageSize 必须是正整数');
    const pageNo = (v: unknown) => positiveParam(v, 'pageNo', 1, 1_000_000);
    expect(pageNo('0')).toBe(1);
    expect(pageNo(0)).toBe(1);
    expect(() => pageNo('-1')).toThrow('pageNo 必须是正整数');
  });
});
