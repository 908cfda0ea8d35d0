import { z } from 'zod';

/** Answers of the data-set checks (docs: data-management); the server builds them, the data-set dialogs read them. */

/** Curve check: min/max per time bucket, the whole range's statistics, and the [from, to] spans without values. */
export const datasetCurve = z.object({
  t: z.array(z.number()),
  min: z.array(z.number().nullable()),
  max: z.array(z.number().nullable()),
  stats: z.object({ count: z.number().int(), min: z.number().nullable(), max: z.number().nullable(), mean: z.number().nullable() }),
  gaps: z.array(z.tuple([z.number(), z.number()])),
});

/** Browse (GET /isps/dataset/page): a page of [time, value] points, value null where the set has none. */
export const valuePage = z.object({
  records: z.array(z.tuple([z.number(), z.number().nullable()])),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
  pages: z.number().int(),
});
export type ValuePoint = z.infer<typeof valuePage>['records'][number];

/** Excel check: one sheet of an uploaded workbook, its first 1,000 rows and the header row detected (null: none, columns by letter). */
export const sheetView = z.object({
  name: z.string(),
  headerRow: z.number().int().nullable(),
  header: z.array(z.unknown()),
  rows: z.array(z.object({ number: z.number().int(), cells: z.array(z.unknown()) })),
});

/** GET /isps/dataset/sheet: every sheet of the workbook (a COMTRADE set: one table of its samples). */
export const sheetViews = z.array(sheetView);

/** Text check: a page of the file as uploaded, in its detected encoding. */
export const textView = z.object({ encoding: z.string(), page: z.number().int(), text: z.string(), more: z.boolean() });

/** GET /isps/dataset/channels: one channel for a set of time,value points; a COMTRADE set's analog then status channels. */
export const datasetChannels = z.array(
  z.object({
    index: z.number().int(),
    kind: z.enum(['analog', 'digital']),
    name: z.string(),
    phase: z.string(),
    unit: z.string(),
    /** an analog COMTRADE channel's transformer ratio and whether its values are primary (P) or secondary (S) */
    primary: z.number().optional(),
    secondary: z.number().optional(),
    ps: z.enum(['P', 'S']).optional(),
  }),
);

/** GET /isps/dataset/grants: the users and departments a data set is granted to. */
export const datasetGrants = z.object({ userIds: z.array(z.string()), departIds: z.array(z.string()) });

export type Curve = z.infer<typeof datasetCurve>;
export type ValuePage = z.infer<typeof valuePage>;
export type SheetView = z.infer<typeof sheetView>;
export type TextView = z.infer<typeof textView>;
export type DatasetGrants = z.infer<typeof datasetGrants>;
