import { z } from 'zod';

/** A blank query value ('' or null) counts as absent, so defaults apply. */
export const absentIfBlank = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * A paging parameter as JeecgBoot's clients send it: they ask for "all" with a huge page size
 * (99999) and for page 0 after deleting a page's last row, so a size over `max` is clamped to it
 * (the list route says so in X-Page-Size-Clamped) and page 0 is page 1; other non-positive or
 * non-integer values are refused naming the parameter.
 */
export const pagingInt = (name: string, def: number, max: number) =>
  z.preprocess(
    absentIfBlank,
    z.coerce
      .number({ error: `${name} 必须是正整数` })
      .int(`${name} 必须是正整数`)
      .min(name === 'pageNo' ? 0 : 1, `${name} 必须是正整数`)
      .default(def)
      .transform((n) => Math.min(max, Math.max(1, n))),
  );

/** pageNo / pageSize as every paged JeecgBoot list takes them. */
export const pagingParams = (maxPageSize = 1000) => ({
  pageNo: pagingInt('pageNo', 1, 1_000_000),
  pageSize: pagingInt('pageSize', 10, maxPageSize),
});
