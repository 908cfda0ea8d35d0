import { describe, expect, it } from 'vitest';
import { formatDate, nextSeq, parseRuleParams, periodOf, render } from '#server/system/fillRule/rule.js';
import { diffVersions } from '#server/system/dataLog/diff.js';
import { open, seal } from '#server/system/dataSource/secretBox.js';
import { withoutPassword } from '#server/system/dataSource/hooks.js';
import { clientConfig } from '#server/system/dataSource/connection.js';

const at = new Date(2026, 2, 4, 9, 5, 7); // 2026-03-04 09:05:07 local

describe('fill rules', () => {
  it('formats dates and values', () => {
    expect(formatDate('yyyyMMddHHmmss', at)).toBe('20260304090507');
    expect(formatDate('yy/MM/dd', at)).toBe('26/03/04');
    const p = parseRuleParams('{"prefix":"CN","datePattern":"yyyyMMdd","separator":"-","seqLength":4,"suffix":"X"}').params!;
    expect(render(p, 7, at)).toBe('CN-20260304-0007X');
    expect(render(p, 123456, at)).toBe('CN-20260304-123456X');
    expect(render(parseRuleParams('{"seqLength":0,"datePattern":"yyyy"}').params!, 1, at)).toBe('2026');
  });

  it('restarts the sequence when the period changes', () => {
    const daily = parseRuleParams('{"reset":"day","start":1}').params!;
    expect(periodOf(daily, at)).toBe('20260304');
    expect(nextSeq(daily, null, null, '20260304')).toBe(1);
    expect(nextSeq(daily, 5, '20260304', '20260304')).toBe(6);
    expect(nextSeq(daily, 5, '20260303', '20260304')).toBe(1);
    const never = parseRuleParams('{"start":100}').params!;
    expect(periodOf(never, at)).toBe('');
    expect(nextSeq(never, null, null, '')).toBe(100);
    expect(nextSeq(never, 100, '', '')).toBe(101);
  });

  it('refuses anything but the declarative keys', () => {
    expect(parseRuleParams('{"ruleClass":"org.jeecg.X"}').error).toMatch(/未知的键：ruleClass/);
    expect(parseRuleParams('{"seqLength":0}').error).toMatch(/至少/);
    expect(parseRuleParams('{"prefix":"a b"}').error).toMatch(/prefix/);
  });
});

describe('data log diff', () => {
  it('lists every field of both versions with both values and a changed flag', () => {
    const d = diffVersions('{"a":1,"b":"x","c":null}', '{"a":1,"b":"y","d":[1]}');
    expect(d).toEqual([
      { field: 'a', title: 'a', value1: 1, value2: 1, changed: false },
      { field: 'b', title: 'b', value1: 'x', value2: 'y', changed: true },
      { field: 'c', title: 'c', value1: null, value2: null, changed: false },
      { field: 'd', title: 'd', value1: null, value2: [1], changed: true },
    ]);
    expect(diffVersions('not json', '{"a":1}')).toEqual([{ field: 'a', title: 'a', value1: null, value2: 1, changed: true }]);
  });
});

describe('data source secrets and connections', () => {
  it('seals reversibly under the install key only', () => {
    const key = new Uint8Array(32).fill(7);
    const sealed = seal(key, 'pässword');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toBe(seal(key, 'pässword')); // fresh IV each time
    expect(open(key, sealed)).toBe('pässword');
    expect(open(new Uint8Array(32).fill(8), sealed)).toBeNull();
    expect(open(key, '$argon2id$v=19$...')).toBeNull();
  });

  it('takes a password out of a URL, and builds the driver options with a short timeout', () => {
    expect(withoutPassword('postgres://u:p%40ss@h:5432/db')).toEqual({ url: 'postgres://u@h:5432/db', password: 'p@ss' });
    expect(withoutPassword('jdbc:postgresql://h/db?user=u&password=x')).toEqual({ url: 'jdbc:postgresql://h/db?user=u', password: 'x' });
    expect(withoutPassword('postgres://h/db')).toEqual({ url: 'postgres://h/db', password: null });
    expect(clientConfig({ dbUrl: 'jdbc:postgresql://h:5433/db', dbUsername: 'u' })).toMatchObject({
      connectionString: 'postgresql://h:5433/db',
      user: 'u',
      connectionTimeoutMillis: 5000,
    });
    expect(clientConfig({ dbHost: 'h', dbName: 'd' })).toMatchObject({ host: 'h', port: 5432, database: 'd' });
  });
});
