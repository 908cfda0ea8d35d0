import { z } from 'zod';
import { pageOf } from './page.js';

/** One page of an online report (GET /online/cgreport/api/getData/:id): rows and the full count, no page maths. */
export const reportPageOf = <T extends z.ZodType>(record: T) => z.object({ records: z.array(record), total: z.number().int() });

export type ReportRows<R = Record<string, unknown>> = Omit<z.infer<ReturnType<typeof reportPageOf<z.ZodUnknown>>>, 'records'> & { records: R[] };

/** A report item's value as its definition row keeps it (a column may be unset). */
const maybe = z.string().nullable().optional();

/** One column of getRpColumns/{code}: customRender names the dictionary that renders it, sorter 'true' sorts on the server. */
export const rpColumn = z.object({
  title: z.string(),
  dataIndex: z.string(),
  fieldType: z.string(),
  align: z.enum(['left', 'right', 'center']),
  sorter: z.string().optional(),
  isTotal: z.string().nullable(),
  groupTitle: maybe,
  customRender: maybe,
  width: z.union([z.number(), z.string()]).nullable().optional(),
  scopedSlots: z.object({ customRender: z.string() }).optional(),
});

/**
 * GET /online/cgreport/api/getRpColumns/{code}: the columns, their dictionaries' options and href slots (exactly as ISPS
 * answers; the online library's RpColumns type is wider, for JeecgBoot's own server).
 */
export const rpColumns = z.object({
  columns: z.array(rpColumn),
  dictOptions: z.record(z.string(), z.array(z.object({ value: z.string(), text: z.string(), title: z.string() }))),
  fieldHrefSlots: z.array(z.object({ slotName: z.string(), href: z.string() })),
  isGroupTitle: z.boolean(),
  cgRpConfigId: z.string(),
  cgRpConfigName: z.string(),
});

/** A column parseSql found: a report item the form adds (the console posts it to item/add as it came). */
export const parsedColumn = z.object({
  fieldName: z.string(),
  fieldTxt: z.string(),
  fieldType: z.string(),
  dbType: z.string(),
  orderNum: z.number().int(),
  isShow: z.number().int(),
  isOrder: z.number().int(),
  isSearch: z.number().int(),
  searchMode: z.string(),
});
/** A ${param} parseSql found, with the value and text the request gave it. */
export const parsedParam = z.object({ paramName: z.string(), paramTxt: z.string(), paramValue: z.string(), orderNum: z.number().int() });
/** GET and POST /online/cgreport/head/parseSql: the SQL's columns and ${params}, run with no rows. */
export const parsedSql = z.object({ fields: z.array(parsedColumn), params: z.array(parsedParam) });
export type ParsedColumn = z.infer<typeof parsedColumn>;

/** The report head's queryById as the report form reads it (an entity row: the other columns pass through). */
export const reportHead = z.looseObject({ id: z.string(), cgrSql: z.string(), dbSource: z.string().nullish() });
/** A report's items and params pages (entity rows) as far as fillFromSql reads them: the names it has already. */
export const reportItemNames = pageOf(z.looseObject({ fieldName: z.string() }));
export const reportParamNames = pageOf(z.looseObject({ paramName: z.string() }));
