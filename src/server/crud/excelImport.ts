import { HttpError, badRequest } from '../http/errors.js';
import type { AuthUser, Ctx } from '../http/types.js';
import type { Column, Entity } from '../schema/registry.js';
import type { DictItem } from '../system/dict/cache.js';
import { writable } from './fieldSchema.js';
import type { EntityHooks, Row } from './hooks.js';
import { insertRecord } from './write.js';

// A row refused before the database is asked (a bad cell) answers through promise callbacks alone: without
// a turn of the event loop between rows, an import of thousands of bad rows would hold off every other request
const yieldToLoop = () => new Promise((resolve) => setImmediate(resolve));

export interface ImportError {
  row: number;
  field: string;
  message: string;
}

/** Dictionary cells may hold the text (as exported) or the code. */
function fromDict(c: Column, v: unknown, items: DictItem[] | undefined): unknown {
  if (!items || v == null || v === '') return v;
  const one = (s: string) => items.find((i) => i.value === s)?.value ?? items.find((i) => i.text === s || i.textEn === s)?.value ?? s;
  return c.multiple
    ? String(v)
        .split(',')
        .map((s) => one(s.trim()))
        .join(',')
    : one(String(v).trim());
}

/**
 * Imports the first sheet (read off the event loop, see xlsx/reader.ts): row 1 names the fields
 * (zh or en title, or the field key); every other row is validated and inserted on its own, like
 * an `add`, so a rejected row writes nothing and the result names each rejected row and why.
 */
export async function importXls(ctx: Ctx, e: Entity, hooks: EntityHooks, file: Buffer, tenantId: string, user: AuthUser) {
  const sheet = await ctx.sheets.read(file);
  const byHeader = new Map<string, Column>();
  for (const c of writable(e.columns)) for (const k of [c.title.zh, c.title.en, c.name]) byHeader.set(k.trim().toLowerCase(), c);
  const header = new Map<number, Column>();
  sheet.header.forEach((v, col) => {
    const c = byHeader.get(
      String(v ?? '')
        .trim()
        .toLowerCase(),
    );
    if (c) header.set(col, c);
  });
  if (!header.size) throw badRequest('第 1 行应为字段标题，未找到任何可导入的字段', 'file');

  const dicts = await ctx.dicts.items();
  const errors: ImportError[] = [];
  let total = 0;
  let success = 0;
  for (const { number: r, cells } of sheet.rows) {
    await yieldToLoop();
    const body: Row = {};
    for (const [col, c] of header) {
      const v = cells[col] ?? null;
      const items = c.dict ? (c.dict.includes(',') ? await ctx.dicts.tableItems(c.dict, tenantId) : dicts[c.dict]) : undefined;
      body[c.name] = fromDict(c, c.type === 'date' && typeof v === 'string' ? v.slice(0, 10) : v, items);
    }
    if (Object.values(body).every((v) => v == null || v === '')) continue; // blank line
    total++;
    try {
      await insertRecord(ctx, e, hooks, user, tenantId, body);
      success++;
    } catch (err) {
      if (!(err instanceof HttpError) || err.status >= 500) throw err;
      const fields = err.result as { errors?: { field: string; message: string }[]; field?: string } | null;
      const list = fields?.errors ?? [{ field: fields?.field ?? '', message: err.message }];
      for (const f of list) errors.push({ row: r, field: f.field, message: f.message });
    }
  }
  return { total, success, failed: total - success, errors };
}
