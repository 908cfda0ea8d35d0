import { z } from 'zod';

/** A blank query value ('' or null) counts as absent, so defaults apply. */
export const absentIfBlank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A positive integer query parameter up to `max`, `def` when absent; messages name the parameter. */
export const positiveInt = (name: string, def: number, max: number) =>
  z.preprocess(
    absentIfBlank,
    z.coerce
      .number({ error: `${name} 必须是正整数` })
      .int(`${name} 必须是正整数`)
      .min(1, `${name} 必须是正整数`)
      .max(max, `${name} 不能大于 ${max}`)
      .default(def),
  );

/** pageNo / pageSize as every paged JeecgBoot list takes them. */
export const pagingParams = (maxPageSize = 1000) => ({
  pageNo: positiveInt('pageNo', 1, 1_000_000),
  pageSize: positiveInt('pageSize', 10, maxPageSize),
});
