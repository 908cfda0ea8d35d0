import { z } from 'zod';
import { parseRecord, writable } from '../../crud/fieldSchema.js';
import { updateRecord } from '../../crud/write.js';
import type { CgAction } from './types.js';

const params = z
  .object({
    field: z.string().regex(/^[a-z][A-Za-z0-9]*$/, '字段名格式不正确'),
    value: z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]),
  })
  .strict();

/**
 * Sets one field of the selected records to the value fixed in the button (e.g. 状态 → 已处理). The field
 * must be a writable, non-unique field of the form and the value pass its rules; each record is written
 * through the form's own edit (audit columns, data log).
 */
export const setField: CgAction<z.infer<typeof params>> = {
  perm: 'edit',
  params,
  check(e, p) {
    const c = writable(e.columns).find((x) => x.name === p.field && x.type !== 'password');
    if (!c) return { field: 'params.field', message: `表单 ${e.table} 没有可修改的字段 ${p.field}` };
    if (c.unique) return { field: 'params.field', message: `字段 ${p.field} 唯一，不能批量设为同一个值` };
    const { errors } = parseRecord([c], { [c.name]: p.value }, 'edit');
    return errors.length ? { field: 'params.value', message: errors[0].message } : null;
  },
  async run({ ctx, entity, user, tenantId, ids, params: p }) {
    for (const id of ids) await updateRecord(ctx, entity, {}, user, tenantId, { id, [p.field]: p.value });
    return { count: ids.length, message: `已更新 ${ids.length} 条记录` };
  },
};
