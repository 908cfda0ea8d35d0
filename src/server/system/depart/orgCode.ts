/**
 * JeecgBoot's YouBianCodeUtil org codes: one letter and two digits per level (A01, A01A03,
 * A01A03A01). Siblings count A01…A99, B01…Z99. Pure, so it is unit-tested on its own.
 */
const SEGMENT = /^[A-Z]\d{2}$/;
export const MAX_SIBLINGS = 26 * 99;

/** 1-based position of a segment: A01 → 1, A99 → 99, B01 → 100; 0 when malformed. */
const ordinal = (seg: string) => (SEGMENT.test(seg) && seg.slice(1) !== '00' ? (seg.charCodeAt(0) - 65) * 99 + Number(seg.slice(1)) : 0);

const segment = (n: number) => `${String.fromCharCode(65 + Math.floor((n - 1) / 99))}${String(((n - 1) % 99) + 1).padStart(2, '0')}`;

/**
 * The code after the highest existing child code of `parentCode` ('' for roots). Callers pass
 * every child code ever issued, soft-deleted ones included, so a code is never handed out twice.
 * Null when the level is full (JeecgBoot would turn Z99 into Z99A01, which reads as a child).
 */
export function nextOrgCode(parentCode: string, siblingCodes: Iterable<string>): string | null {
  let max = 0;
  for (const c of siblingCodes) {
    if (c.length === parentCode.length + 3 && c.startsWith(parentCode)) max = Math.max(max, ordinal(c.slice(-3)));
  }
  return max >= MAX_SIBLINGS ? null : parentCode + segment(max + 1);
}

/** orgType is the level: the parent's plus one, '1' for a root (falls back to the code length for odd data). */
export function childOrgType(parent: { orgType?: string | null; orgCode?: string | null } | null): string {
  if (!parent) return '1';
  const own = Number(parent.orgType);
  const level = Number.isInteger(own) && own > 0 ? own : Math.max(1, Math.floor(String(parent.orgCode ?? '').length / 3));
  return String(level + 1);
}
