import { z } from 'zod';

/** Paged results, MyBatis-Plus IPage shape (the fields JeecgBoot clients read). */
export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
  });

export type Page<T> = Omit<z.infer<ReturnType<typeof pageOf<z.ZodUnknown>>>, 'records'> & { records: T[] };
