import { z } from 'zod';
import type { EntityHooks } from '../../crud/hooks.js';
import { badRequest } from '../../http/errors.js';

/** Spring Cloud Gateway definitions as JeecgBoot stores them: [{"name":"Path","args":["/sys/**"]}]. */
const definitions = z
  .array(
    z
      .object({
        name: z
          .string()
          .trim()
          .min(1)
          .max(100)
          .regex(/^[A-Za-z][A-Za-z0-9]*$/),
        args: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
      })
      .passthrough(),
  )
  .max(50);

const FIELDS: [string, string, string][] = [
  ['predicates', 'predicates', '断言'],
  ['filters', 'filters', '过滤器'],
];

/** Gateway routes: predicates and filters are JSON (checked by the schema) and must be lists of named definitions. */
export const gatewayRouteHooks: EntityHooks = {
  async beforeWrite(_w, row) {
    for (const [column, field, zh] of FIELDS) {
      if (row[column] == null) continue;
      const r = definitions.safeParse(JSON.parse(String(row[column])));
      if (!r.success) throw badRequest(`${zh}（${field}）应为 [{"name": "Path", "args": [...]}] 形式的数组`, field);
      row[column] = JSON.stringify(r.data);
    }
  },
};
