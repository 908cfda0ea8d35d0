import type { Entity } from '#server/schema/registry.js';
import type { Ctx } from '#server/http/types.js';

type Row = Record<string, unknown>;

/**
 * The raw loop's answer for a user-list page: the same bytes the server sends (checked by run.ts), built the
 * cheapest way — the dictionaries' value → text maps read once before the loop (the server keeps them cached
 * too), `<field>_dictText` added in place on the driver's rows, one JSON.stringify of the envelope.
 */
export async function listAnswer(ctx: Ctx, e: Entity, tenantId = '0') {
  const dicts = await Promise.all(
    e.readable
      .filter((c) => c.dict)
      .map(async (c) => ({ name: c.name, key: `${c.name}_dictText`, multiple: !!c.multiple, text: await allTexts(ctx, c.dict!, tenantId) })),
  );
  return (rows: Row[], total: number, pageNo: number, pageSize: number): string => {
    for (const r of rows)
      for (const d of dicts) {
        const v = r[d.name];
        if (v == null || v === '') r[d.key] = '';
        else if (!d.multiple) r[d.key] = d.text.get(String(v)) ?? String(v);
        else
          r[d.key] = String(v)
            .split(',')
            .map((x) => d.text.get(x) ?? x)
            .join(',');
      }
    const result = { records: rows, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) };
    return JSON.stringify({ success: true, message: '操作成功！', code: 200, result, timestamp: Date.now() });
  };
}

/** value → text of a whole dictionary (a table dictionary: all its rows, as the server caches the small ones) */
async function allTexts(ctx: Ctx, code: string, tenantId: string): Promise<ReadonlyMap<string, string>> {
  const items = code.includes(',') ? await ctx.dicts.tableItems(code, tenantId) : await ctx.dicts.get(code, tenantId);
  return new Map((items ?? []).map((i) => [i.value, i.text]));
}
