import { describe, expect, it } from 'vitest';
import { MAX_SIBLINGS, childOrgType, nextOrgCode } from '#server/system/depart/orgCode.js';

describe('nextOrgCode (JeecgBoot YouBianCodeUtil)', () => {
  it('starts a level at A01, for roots and for children', () => {
    expect(nextOrgCode('', [])).toBe('A01');
    expect(nextOrgCode('A01', [])).toBe('A01A01');
    expect(nextOrgCode('A01A05', [])).toBe('A01A05A01');
  });

  it('follows the highest sibling, not the count, so deleted codes are not reused', () => {
    expect(nextOrgCode('', ['A01', 'A02'])).toBe('A03');
    expect(nextOrgCode('A01', ['A01A01', 'A01A07'])).toBe('A01A08');
    expect(nextOrgCode('A01', ['A01A09', 'A01A10'])).toBe('A01A11');
  });

  it('rolls A99 over to B01 and compares across letters', () => {
    expect(nextOrgCode('', ['A99'])).toBe('B01');
    expect(nextOrgCode('A02', ['A02A98', 'A02B03', 'A02A99'])).toBe('A02B04');
    expect(nextOrgCode('', ['Y99'])).toBe('Z01');
  });

  it('ignores codes that are not children of the parent, and malformed ones', () => {
    expect(nextOrgCode('A01', ['A01', 'A02A05', 'A01A03A09', 'A01x99', 'A01A00', 'A01a50'])).toBe('A01A01');
  });

  it('gives null when the level is full (Z99), instead of a code that reads as a child', () => {
    expect(nextOrgCode('A01', ['A01Z99'])).toBeNull();
    expect(MAX_SIBLINGS).toBe(2574);
  });
});

describe('childOrgType', () => {
  it("is '1' for a root and the parent's level plus one below it", () => {
    expect(childOrgType(null)).toBe('1');
    expect(childOrgType({ orgType: '1', orgCode: 'A01' })).toBe('2');
    expect(childOrgType({ orgType: '3', orgCode: 'A01A01A01' })).toBe('4');
  });

  it('falls back to the code length when the parent has no usable level', () => {
    expect(childOrgType({ orgType: null, orgCode: 'A01A02' })).toBe('3');
    expect(childOrgType({ orgType: 'x', orgCode: '' })).toBe('2');
  });
});
