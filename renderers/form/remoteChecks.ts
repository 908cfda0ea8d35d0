import { ApiError, http } from '../../src/client/api/http.js';
import type { RemoteChecks } from '../schema/toFormSchema.js';
import type { ClientField } from '../types.js';

const refusal = (e: unknown) => (e instanceof ApiError ? e.body?.message ?? e.message : undefined);

/** Uniqueness through /sys/duplicate/check and stored rules through /sys/checkRule/checkByCode. */
export function remoteChecks(entity: string, dataId?: string): RemoteChecks {
  return {
    async unique(f: ClientField, value: string) {
      try {
        const r = await http.get<null>('/sys/duplicate/check', { tableName: entity, fieldName: f.name, fieldVal: value, dataId }, true);
        return r.success ? undefined : r.message;
      } catch (e) {
        return refusal(e);
      }
    },
    async checkRule(code: string, value: string) {
      try {
        const r = await http.get<null>('/sys/checkRule/checkByCode', { ruleCode: code, value }, true);
        return r.success ? undefined : r.message;
      } catch (e) {
        return refusal(e);
      }
    },
  };
}
