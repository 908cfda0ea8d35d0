import { z } from 'zod';

/** One page of an online report (GET /online/cgreport/api/getData/:id): rows and the full count, no page maths. */
export const reportPageOf = <T extends z.ZodType>(record: T) => z.object({ records: z.array(record), total: z.number().int() });

export type ReportRows<R = Record<string, unknown>> = Omit<z.infer<ReturnType<typeof reportPageOf<z.ZodUnknown>>>, 'records'> & { records: R[] };
