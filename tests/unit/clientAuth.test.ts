import { describe, expect, it } from 'vitest';
import { canShow, isDisabled } from '#client/auth/permission.js';
import { dateFormat, ellipsis, randomId, thousands } from '#client/utils/filters.js';

const a = (action: string, type = '1', status = '1') => ({ action, type, status });

describe('button permission rule', () => {
  const allAuth = [a('user:add'), a('user:edit'), a('user:off', '1', '0'), a('user:form:phone', '2')];
  it('keeps an element the user holds, one a disabled global rule frees, or one in the form list', () => {
    expect(canShow('user:add', [a('user:add')], allAuth)).toBe(true);
    expect(canShow('user:edit', [a('user:add')], allAuth)).toBe(false);
    expect(canShow('user:off', [], allAuth)).toBe(true);
    expect(canShow('user:edit', [], allAuth, ['user:edit'])).toBe(true);
    expect(canShow('user:add', [], allAuth)).toBe(false);
  });
  it('holds type 2 rules apart: disabled unless granted', () => {
    expect(canShow('user:form:phone', [a('user:form:phone', '2')], allAuth)).toBe(false);
    expect(isDisabled('user:form:phone', [], allAuth)).toBe(true);
    expect(isDisabled('user:form:phone', [a('user:form:phone', '2')], allAuth)).toBe(false);
    expect(isDisabled('user:add', [], allAuth)).toBe(false);
  });
});

describe('filters', () => {
  it('cut long text at 25 characters by default', () => {
    expect(ellipsis('同步测量'.repeat(10))).toBe(`${'同步测量'.repeat(6)}同...`);
    expect(ellipsis('short')).toBe('short');
    expect(ellipsis('abcdef', 3)).toBe('abc...');
  });
  it('group thousands and format dates', () => {
    expect(thousands(1234567.891)).toBe('1,234,567.891');
    expect(thousands(-1000)).toBe('-1,000');
    expect(thousands('abc')).toBe('abc');
    expect(dateFormat('2026-11-22T01:02:03')).toBe('2026-11-22 01:02:03');
    expect(dateFormat(null)).toBe('');
  });
  it('make 32-hex ids', () => {
    expect(randomId()).toMatch(/^[0-9a-f]{32}$/);
    expect(randomId()).not.toBe(randomId());
  });
});

describe('chunk timeout', () => {
  it('fails a chunk that does not arrive within the limit, and passes one that does', async () => {
    const { withTimeout } = await import('#client/components/lazyView.js');
    await expect(withTimeout(() => new Promise(() => {}), 20)()).rejects.toThrow(/chunk load timeout/);
    await expect(withTimeout(() => Promise.resolve('ok'), 20)()).resolves.toBe('ok');
  });
});
