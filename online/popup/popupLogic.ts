/** The popup picker's rules (spec §5, §9; JeecgBoot's JPopup), free of React for testing. */

export const MSG_CONFIG = 'popup参数未正确配置!';
export const MSG_COUNT = 'popup参数未正确配置,原始值和目标值数量不一致!';
export const MSG_SELECT = '请选择一条记录';

const list = (s?: string) =>
  (s ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** null when usable, else the warning to show. */
export function configError(code?: string, orgFields?: string, destFields?: string): string | null {
  if (!code || !list(orgFields).length || !list(destFields).length) return MSG_CONFIG;
  if (list(orgFields).length !== list(destFields).length) return MSG_COUNT;
  return null;
}

/** A row's key: its values concatenated, id first, cut to 50 characters. */
export function rowKey(row: Record<string, unknown>): string {
  const { id, ...rest } = row;
  const parts = [id, ...Object.values(rest)].filter((v) => v !== undefined && v !== null).map(String);
  return parts.join('').slice(0, 50);
}

/** Clicking a row toggles it; in single mode it replaces the selection. */
export function toggle(selected: string[], key: string, multi: boolean): string[] {
  if (selected.includes(key)) return selected.filter((k) => k !== key);
  return multi ? [...selected, key] : [key];
}

/** null when the selection can be confirmed, else the warning. */
export function confirmError(selectedCount: number, multi: boolean): string | null {
  return selectedCount === 0 || (!multi && selectedCount > 1) ? MSG_SELECT : null;
}

/** Chosen rows → destination field values (several rows: values joined by commas). */
export function mapSelection(rows: Record<string, unknown>[], orgFields: string, destFields: string): Record<string, string> {
  const org = list(orgFields);
  const dest = list(destFields);
  return Object.fromEntries(dest.map((d, i) => [d, rows.map((r) => (r[org[i]] == null ? '' : String(r[org[i]]))).join(',')]));
}

/** `sorter="col=asc"` → the initial sort. */
export function parseSorter(sorter?: string): { column?: string; order?: 'asc' | 'desc' } {
  const m = /^\s*([A-Za-z_][\w]*)\s*=\s*(asc|desc)\s*$/i.exec(sorter ?? '');
  return m ? { column: m[1], order: m[2].toLowerCase() as 'asc' | 'desc' } : {};
}

/** `param` → self_<key> request values, and the query fields they pre-fill (quotes stripped). */
export function paramValues(param?: Record<string, unknown>): { self: Record<string, string>; prefill: Record<string, string> } {
  const self: Record<string, string> = {};
  const prefill: Record<string, string> = {};
  for (const [k, v] of Object.entries(param ?? {})) {
    if (v === undefined || v === null) continue;
    const s = String(v).replace(/^'(.*)'$/, '$1');
    self[`self_${k}`] = s;
    prefill[k] = s;
  }
  return { self, prefill };
}
