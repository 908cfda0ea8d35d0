import { z } from 'zod';
import { isDataError } from '../providers/context.js';
import type { DataProvider } from '../providers/types.js';
import type { RemoteChecks } from '../schema/toFormSchema.js';
import type { ClientField } from '../types.js';

/** both checks answer no result when the value passes (a failing value is a refusal, which is not checked) */
const passed = z.null();
const refusal = (e: unknown) => (isDataError(e) ? (e.body?.message ?? e.message) : undefined);

/** Uniqueness through /sys/duplicate/check and stored rules through /sys/checkRule/checkByCode. */
export function remoteChecks(dp: DataProvider, entity: string, dataId?: string): RemoteChecks {
  return {
    async unique(f: ClientField, value: string) {
      try {
        const r = await dp.custom({
          method: 'GET',
          path: '/sys/duplicate/check',
          query: { tableName: entity, fieldName: f.name, fieldVal: value, dataId },
          quiet: true,
          answer: passed,
        });
        return r.success ? undefined : r.message;
      } catch (e) {
        return refusal(e);
      }
    },
    async checkRule(code: string, value: string) {
      try {
        const r = await dp.custom({ method: 'GET', path: '/sys/checkRule/checkByCode', query: { ruleCode: code, value }, quiet: true, answer: passed });
        return r.success ? undefined : r.message;
      } catch (e) {
        return refusal(e);
      }
    },
  };
}
