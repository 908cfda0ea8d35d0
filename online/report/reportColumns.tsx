import type { ColumnType } from 'antd/es/table/index.js';
import { Link } from 'react-router-dom';
import type { RpColumns } from '../types.js';

type R = Record<string, unknown>;

/** `${field}` in an href template, filled from the row (URL-encoded). */
export const fillHref = (href: string, row: R) =>
  href.replace(/\$\{\s*(\w+)\s*\}/g, (_, k: string) => encodeURIComponent(row[k] == null ? '' : String(row[k])));

const dictText = (options: { value: string; text: string }[] | undefined, v: unknown) => {
  if (v === null || v === undefined || v === '') return '';
  if (!options) return String(v);
  return String(v)
    .split(',')
    .map((x) => options.find((o) => o.value === x)?.text ?? x)
    .join(',');
};

/** getRpColumns → antd columns: dictionary text, href links, server-side sort. */
export function reportColumns(rp: RpColumns): ColumnType<R>[] {
  const hrefs = new Map(rp.fieldHrefSlots.map((s) => [s.slotName.replace(/^fieldHref_/, ''), s.href]));
  return rp.columns.map((c) => {
    const href = hrefs.get(c.dataIndex);
    const options = c.customRender ? rp.dictOptions[c.customRender] : undefined;
    const sortable = c.sorter === true || c.sorter === 'true';
    return {
      key: c.dataIndex,
      dataIndex: c.dataIndex,
      title: c.title,
      align: c.align ?? 'center',
      width: typeof c.width === 'number' ? c.width : c.width ? Number(c.width) || undefined : undefined,
      sorter: sortable || undefined,
      render: (v: unknown, row: R) => {
        const text = dictText(options, v);
        if (!href) return text;
        const url = fillHref(href, row);
        return /^https?:\/\//.test(url) ? (
          <a href={url} target="_blank" rel="noreferrer">
            {text}
          </a>
        ) : (
          <Link to={url}>{text}</Link>
        );
      },
    };
  });
}

/** Sums of the total columns over the rows shown (JeecgBoot totals the current page). */
export function totals(rp: RpColumns, rows: R[]): Record<string, number> | null {
  const cols = rp.columns.filter((c) => c.isTotal === '1' || c.isTotal === 'Y');
  if (!cols.length) return null;
  return Object.fromEntries(cols.map((c) => [c.dataIndex, rows.reduce((s, r) => s + (Number(r[c.dataIndex]) || 0), 0)]));
}
