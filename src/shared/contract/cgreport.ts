import { z } from 'zod';

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
