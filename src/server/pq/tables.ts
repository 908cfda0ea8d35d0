import { sql } from 'kysely';
import type { DB } from '../db/types.js';

export const EVENTS_TABLE = 'isps_pq_event';
export const CAPTURES_TABLE = 'isps_pq_capture';

/**
 * Power-quality events and their captures. An event: its device, phase, kind, the rule that raised it,
 * start (Unix ms), duration (ms) and extreme value (% of Udin for voltage, Hz for frequency). A capture:
 * one row per point of the device, its rows [start index, + rows) at its rate as float32 little-endian
 * (all values of a row together, `width` of them), so an event of last month opens at full resolution.
 */
export async function ensurePqTables(db: DB): Promise<void> {
  await sql`create table if not exists isps_pq_event (id varchar(32) primary key, equip_id varchar(32) not null, equip_type varchar(8),
    phase varchar(2), kind varchar(32) not null, rule_id varchar(32), rule_name varchar(100), severity varchar(1),
    start_ms bigint not null, duration_ms double precision not null, extreme double precision not null,
    limit_value double precision, udin_kv double precision, capture varchar(10) not null default 'none',
    create_time timestamp not null default localtimestamp)`.execute(db);
  await sql`create index if not exists ix_isps_pq_event_start on isps_pq_event (start_ms)`.execute(db);
  await sql`create index if not exists ix_isps_pq_event_equip on isps_pq_event (equip_id, start_ms)`.execute(db);
  await sql`create table if not exists isps_pq_capture (event_id varchar(32) not null, record_id integer not null, meas_type varchar(8) not null,
    point_id varchar(100) not null, channel_name varchar(64), rate double precision not null, width integer not null,
    start_index bigint not null, rows integer not null, data bytea not null, primary key (event_id, record_id))`.execute(db);
  // float arrays do not compress: PostgreSQL need not try
  await sql`alter table isps_pq_capture alter column data set storage external`.execute(db);
}
