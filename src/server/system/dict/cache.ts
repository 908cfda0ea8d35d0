import { sql } from 'kysely';
import type { Bus } from '../../cluster/bus.js';
import type { DB } from '../../db/types.js';
import type { Registry } from '../../schema/registry.js';
import { inTenant } from '../../crud/records.js';
import type { Lang } from '../../http/lang.js';

import type { DictItem } from '#shared/contract/answer.js';

// one definition, the answers' (src/shared/contract/answer.ts)
export type { DictItem };

const TABLE_CACHE_ROWS = 1000;
const TABLE_CACHE_MS = 60_000;

/**
 * All dictionaries in memory: loaded once, dropped on any dictionary write or refleshCache.
 * Table dictionaries ("table,textField,codeField") resolve only against registered entities;
 * small ones (≤ 1000 rows: positions, tenants, departments) are kept too, dropped when their
 * entity changes through the CRUD routes and after 60 s in any case. A tenant-scoped entity's
 * dictionary holds the rows of one tenant: it is read, and kept, per tenant.
 */
export class DictCache {
  private all: Promise<Record<string, DictItem[]>> | null = null;
  private tables = new Map<string, { items: Promise<DictItem[] | null>; until: number }>();
  private textMaps = new WeakMap<DictItem[], Partial<Record<Lang, Map<string, string>>>>();
  constructor(
    private db: DB,
    private registry: Registry,
    private bus: Bus,
  ) {
    bus.on('dicts', () => {
      this.all = null;
      this.tables.clear();
    });
  }

  /** An entity's rows changed: drop the table dictionaries built on it (in every process). */
  entityChanged(table: string): void {
    const declared = this.registry.all().some((e) => Object.values(e.schema.fields).some((f) => f.dict?.startsWith(`${table},`)));
    if (declared || [...this.tables.keys()].some((code) => code.startsWith(`${table},`))) this.invalidate();
  }

  items(): Promise<Record<string, DictItem[]>> {
    return (this.all ??= this.load().catch((e) => {
      this.all = null;
      throw e;
    }));
  }

  /** drop the cache in every process */
  invalidate(): void {
    this.bus.publish('dicts');
  }

  /** Items of one code (a table dictionary: of the tenant's rows); undefined when no such dictionary exists. */
  async get(code: string, tenantId: string, values?: string[]): Promise<DictItem[] | undefined> {
    if (code.includes(',')) return this.tableItems(code, tenantId, values);
    return (await this.items())[code];
  }

  /**
   * value → text of one dictionary in the reader's language (English text, else the Chinese), built once
   * per loaded item list; of `values` only for a table dictionary too large to keep.
   */
  async texts(code: string, tenantId: string, lang: Lang, values: string[]): Promise<ReadonlyMap<string, string>> {
    let items: DictItem[] | null | undefined;
    if (!code.includes(',')) items = (await this.items())[code];
    else if (this.isTableDict(code))
      items = (await this.wholeTable(code, tenantId)) ?? (await this.queryTable(code, tenantId, values, this.db, TABLE_CACHE_ROWS));
    if (!items) return NO_TEXTS;
    let maps = this.textMaps.get(items);
    if (!maps) this.textMaps.set(items, (maps = {}));
    return (maps[lang] ??= new Map(items.map((i) => [i.value, (lang === 'en' && i.textEn) || i.text])));
  }

  isTableDict(code: string): boolean {
    const [table, text, value] = code.split(',');
    const e = this.registry.get(table);
    const readable = (f: string) => !!e?.readable.some((c) => c.name === f);
    return !!value && readable(text) && readable(value);
  }

  /**
   * text/value pairs of a registered entity (of one tenant's rows if it is tenant-scoped); limited
   * to `values` when given, else at most 1000 rows. Passing `db` (a transaction) bypasses the
   * cache: write validation must see the truth.
   */
  async tableItems(code: string, tenantId: string, values?: string[], db?: DB): Promise<DictItem[] | undefined> {
    if (!this.isTableDict(code)) return undefined;
    if (!db) {
      const whole = await this.wholeTable(code, tenantId);
      if (whole) {
        const wanted = values && new Set(values);
        return wanted ? whole.filter((i) => wanted.has(i.value)) : whole;
      }
    }
    return this.queryTable(code, tenantId, values, db ?? this.db, TABLE_CACHE_ROWS);
  }

  /** every item of a small table dictionary, cached (per tenant when tenant-scoped); null when the table is too large to keep */
  private wholeTable(code: string, tenantId: string): Promise<DictItem[] | null> {
    // the key starts with the code: entityChanged finds it by its table
    const key = this.registry.must(code.split(',')[0]).schema.tenant ? `${code}\u0000${tenantId}` : code;
    const hit = this.tables.get(key);
    if (hit && hit.until > Date.now()) return hit.items;
    const items = this.queryTable(code, tenantId, undefined, this.db, TABLE_CACHE_ROWS + 1).then((rows) => (rows.length > TABLE_CACHE_ROWS ? null : rows));
    items.catch(() => this.tables.delete(key));
    this.tables.set(key, { items, until: Date.now() + TABLE_CACHE_MS });
    return items;
  }

  private async queryTable(code: string, tenantId: string, values: string[] | undefined, db: DB, limit: number): Promise<DictItem[]> {
    const [table, textField, valueField] = code.split(',');
    const e = this.registry.must(table);
    const text = e.byName.get(textField)!.column;
    const value = e.byName.get(valueField)!.column;
    let q = inTenant(db.selectFrom(table).select([sql.ref(text).as('text'), sql.ref(value).as('value')]), e, tenantId);
    if (e.schema.softDelete) q = q.where('del_flag', '=', 0);
    if (values) {
      if (!values.length) return [];
      q = q.where(sql.ref(value), 'in', values);
    }
    const rows = await q.limit(limit).execute();
    return rows.map((r) => item(String(r.value), String(r.text ?? '')));
  }

  private async load(): Promise<Record<string, DictItem[]>> {
    const rows = await this.db
      .selectFrom('sys_dict as d')
      .innerJoin('sys_dict_item as i', 'i.dict_id', 'd.id')
      .select(['d.dict_code', 'i.item_value', 'i.item_text', 'i.item_text_en'])
      .where('d.del_flag', '=', 0)
      .where('i.status', '=', 1)
      .orderBy('d.dict_code')
      .orderBy('i.sort_order')
      .execute();
    const out: Record<string, DictItem[]> = {};
    for (const r of rows) (out[r.dict_code] ??= []).push(item(r.item_value, r.item_text, r.item_text_en));
    return out;
  }
}

const NO_TEXTS: ReadonlyMap<string, string> = new Map();

const item = (value: string, text: string, textEn?: string | null): DictItem => ({
  value,
  text,
  title: text,
  label: text,
  ...(textEn ? { textEn } : {}),
});
