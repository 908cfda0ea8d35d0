import type { PqEvent } from '#shared/contract/pqEvents.js';
import type { Lang } from '../http/lang.js';
import { said, sayIn } from '../i18n/said.js';
import { DEVICE_EVENT_KINDS, type DeviceEventKind } from '../notify/types.js';

/** An isps_pq_event row as the API answers it. */
export const EVENT_COLUMNS = [
  'id',
  'equip_id as equipId',
  'equip_type as equipType',
  'phase',
  'kind',
  'rule_id as ruleId',
  'rule_name as ruleName',
  'severity',
  'start_ms as startMs',
  'duration_ms as durationMs',
  'extreme',
  'limit_value as limitValue',
  'udin_kv as udinKv',
  'capture',
] as const;

export type EventRow = PqEvent;

/** bigint and double columns arrive as strings from some drivers: numbers out. */
export const eventRow = (r: Record<string, unknown>): EventRow =>
  ({
    ...r,
    startMs: Number(r.startMs),
    durationMs: Number(r.durationMs),
    extreme: Number(r.extreme),
    limitValue: r.limitValue == null ? null : Number(r.limitValue),
    udinKv: r.udinKv == null ? null : Number(r.udinKv),
  }) as EventRow;

export const kindText = (k: DeviceEventKind, lang: Lang) => (DEVICE_EVENT_KINDS.includes(k) ? sayIn(said(`eventKind.${k}`), lang) : k);

/** The export's columns: [key, zh, en, width]. */
export const EXPORT_COLUMNS: [keyof EventRow | 'start' | 'kindText', string, string, number][] = [
  ['equipId', '装置', 'Device', 14],
  ['phase', '相别', 'Phase', 6],
  ['kindText', '事件类型', 'Kind', 16],
  ['start', '开始时间(UTC)', 'Start (UTC)', 24],
  ['durationMs', '持续时间(ms)', 'Duration (ms)', 14],
  ['extreme', '残余/极值(%Udin 或 Hz)', 'Residual/extreme (% Udin or Hz)', 22],
  ['ruleName', '触发规则', 'Rule', 28],
  ['severity', '严重程度', 'Severity', 10],
  ['id', '事件 ID', 'Event ID', 34],
];
