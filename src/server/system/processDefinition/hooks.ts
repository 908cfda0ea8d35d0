import type { EntityHooks } from '../../crud/hooks.js';
import { badRequest } from '../../http/errors.js';

const TABLE = 'sys_process_definition';

/** Process definitions: one row per key and version; the definition text must match its format (BPMN XML or JSON). */
export const processDefinitionHooks: EntityHooks = {
  async beforeWrite(w, row, op, id) {
    const cur =
      op === 'edit'
        ? await w.trx.selectFrom(TABLE).select(['process_key', 'version', 'definition_format', 'definition']).where('id', '=', id).executeTakeFirst()
        : undefined;
    const key = row.process_key ?? cur?.process_key;
    const version = row.version ?? cur?.version ?? 1;
    let q = w.trx.selectFrom(TABLE).select('id').where('process_key', '=', key).where('version', '=', version);
    if (op === 'edit') q = q.where('id', '<>', id);
    if (await q.executeTakeFirst()) throw badRequest(`流程「${key}」已有版本 ${version}`, 'version');

    const format = String(row.definition_format ?? cur?.definition_format ?? 'bpmn');
    const text = row.definition !== undefined ? row.definition : cur?.definition;
    if (text == null || text === '') return;
    if (format === 'json') {
      try {
        JSON.parse(String(text));
      } catch {
        throw badRequest('流程定义（definition）不是有效的 JSON', 'definition');
      }
    } else if (!/^\s*(<\?xml[^>]*\?>\s*)?<([A-Za-z_][\w.-]*:)?definitions[\s>]/.test(String(text))) {
      throw badRequest('流程定义（definition）应为以 <definitions> 为根的 BPMN XML', 'definition');
    }
  },
};
