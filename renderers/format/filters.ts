import dayjs from 'dayjs';

/** Spec §9 filters: ellipsis (default 25), thousands separators, dates as YYYY-MM-DD HH:mm:ss. */
export function ellipsis(value: unknown, length = 25): string {
  const s = value == null ? '' : String(value);
  return [...s].length > length ? `${[...s].slice(0, length).join('')}...` : s;
}

export function thousands(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  const [int, frac] = String(value).replace(/^-/, '').split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${frac !== undefined ? `.${frac}` : ''}`;
}

export function dateFormat(value: unknown, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value as string | number | Date);
  return d.isValid() ? d.format(pattern) : String(value);
}
