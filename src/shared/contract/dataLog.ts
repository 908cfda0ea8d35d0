import { z } from 'zod';

/** One field of two stored versions of a record: its values in each and whether they differ. */
export const fieldDiff = z.object({ field: z.string(), title: z.string(), value1: z.unknown(), value2: z.unknown(), changed: z.boolean() });
export type FieldDiff = z.infer<typeof fieldDiff>;

/**
 * GET /sys/dataLog/queryCompareList: the two versions, older first, each a sys_data_log row (its readable columns,
 * written as they come) with the field-level diff of the pair.
 */
export const compareList = z.array(z.looseObject({ dataVersion: z.number().int().nullable(), createTime: z.string().nullable(), diff: z.array(fieldDiff) }));
