import type { Lang } from '../http/lang.js';
import { xlsxStream } from '../http/xlsxStream.js';
import { dictOptions, itemTitle, shownItems } from './columns.js';
import type { ReportDef } from './reportDef.js';
import { reportRows } from './reportData.js';
import type { ReportEnv } from './types.js';

/** A value as the report page shows it: dictionary text (each of a,b translated), else the value. */
const display = (options: { value: string; text: string }[] | undefined, v: unknown) => {
  if (v === null || v === undefined) return null;
  if (!options) return v;
  return String(v)
    .split(',')
    .map((x) => options.find((o) => o.value === x)?.text ?? x)
    .join(',');
};

/** The report's rows for the same query as getData (every page), shown columns only, dictionary text. */
export async function exportReport(env: ReportEnv, def: ReportDef, q: Record<string, unknown>, lang: Lang = 'zh') {
  const rows = await reportRows(env, def, q);
  const items = shownItems(def);
  const dicts = await dictOptions(env.ctx, items, lang);
  const columns = items.map((i) => ({
    header: itemTitle(i, lang),
    key: i.fieldName,
    width: Math.min(50, Math.max(10, Math.round((i.fieldWidth || 120) / 8))),
  }));
  const cells = rows.map((r) => Object.fromEntries(items.map((i) => [i.fieldName, display(i.dictCode ? dicts[i.dictCode] : undefined, r[i.fieldName])])));
  const sheet = def.head.name.slice(0, 31).replace(/[*?:\\/[\]]/g, '_') || 'report';
  return { stream: xlsxStream(sheet, columns, [cells]), filename: `${def.head.name}.xlsx` };
}
