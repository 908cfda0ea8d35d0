import type { Ctx } from '../http/types.js';
import type { Entity } from '../schema/registry.js';
import { isOnline } from './live.js';

/** A row of JeecgBoot's online form list (OnlCgformHead), for file-held and database-held schemas alike. */
export async function formHeads(ctx: Ctx) {
  const heads = new Map(
    (await ctx.db.selectFrom('onl_cgform_head').select(['code', 'version', 'copied_from', 'update_by', 'update_time']).execute()).map((h) => [h.code, h]),
  );
  return ctx.registry
    .all()
    .map((e) => {
      const h = heads.get(e.table);
      return {
        id: e.table,
        tableName: e.table,
        tableTxt: e.schema.title.zh,
        tableTxtEn: e.schema.title.en,
        tableVersion: h?.version ?? null,
        // JeecgBoot: 1 single table; ISPS forms are single tables, a tree is isTree
        tableType: 1,
        isTree: e.schema.tree ? 'Y' : 'N',
        isDbSynch: 'Y',
        source: isOnline(e) ? 'online' : 'file',
        copiedFrom: h?.copied_from ?? null,
        updateBy: h?.update_by ?? null,
        updateTime: h?.update_time ?? null,
      };
    })
    .sort((a, b) => (a.source === b.source ? a.tableName.localeCompare(b.tableName) : a.source === 'online' ? -1 : 1));
}

/** The fields of one form as JeecgBoot's OnlCgformField rows. */
export const formFields = (e: Entity) =>
  e.columns.map((c, i) => ({
    id: `${e.table}.${c.name}`,
    cgformHeadId: e.table,
    dbFieldName: c.column,
    fieldName: c.name,
    dbFieldTxt: c.title.zh,
    dbFieldTxtEn: c.title.en,
    dbType: c.type,
    dbLength: c.maxLength ?? null,
    dbIsKey: c.name === 'id' ? 1 : 0,
    dbIsNull: c.required === true ? 0 : 1,
    isUnique: c.unique ? 1 : 0,
    dictField: c.dict ?? null,
    isShowList: c.list ? 1 : 0,
    isShowForm: c.form === false || c.readOnly ? 0 : 1,
    isQuery: c.query ? 1 : 0,
    queryMode: c.query === 'range' ? 'group' : c.query ? 'single' : null,
    orderNum: c.order ?? i,
  }));
