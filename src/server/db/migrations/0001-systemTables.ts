import type { Kysely } from 'kysely';
import { script } from '../script.js';

/**
 * The system tables as they stood when migrations moved to Kysely's Migrator (2026-11): one idempotent script
 * (create … if not exists, add column if not exists), so a database made before then, by any earlier version,
 * comes out the same. Frozen: a later change is a new migration after this one. The tables are those that are
 * not admin entities: relations, logs, settings.
 */
const STATEMENTS = [
  `create table if not exists sys_config (key varchar(64) primary key, value text not null)`,
  `create table if not exists sys_seed (name varchar(128) primary key, applied_at timestamp not null default localtimestamp)`,
  `create table if not exists sys_user_role (id varchar(32) primary key, user_id varchar(32) not null, role_id varchar(32) not null, unique (user_id, role_id))`,
  `create table if not exists sys_user_depart (id varchar(32) primary key, user_id varchar(32) not null, dep_id varchar(32) not null, unique (user_id, dep_id))`,
  `create table if not exists sys_user_tenant (user_id varchar(32) not null, tenant_id integer not null, primary key (user_id, tenant_id))`,
  `create table if not exists sys_role_permission (id varchar(32) primary key, role_id varchar(32) not null, permission_id varchar(32) not null, data_rule_ids varchar(1000), unique (role_id, permission_id))`,
  `create table if not exists sys_depart_permission (id varchar(32) primary key, depart_id varchar(32) not null, permission_id varchar(32) not null, data_rule_ids varchar(1000), unique (depart_id, permission_id))`,
  `create table if not exists sys_depart_role_user (id varchar(32) primary key, user_id varchar(32) not null, drole_id varchar(32) not null, unique (user_id, drole_id))`,
  `create table if not exists sys_depart_role_permission (id varchar(32) primary key, depart_id varchar(32), role_id varchar(32) not null, permission_id varchar(32) not null, data_rule_ids varchar(1000), unique (role_id, permission_id))`,
  `create table if not exists sys_user_token_epoch (user_id varchar(32) primary key, not_before bigint not null)`,
  `create table if not exists sys_token_revoked (jti varchar(64) primary key, expires_at timestamp not null)`,
  `create table if not exists sys_log (id varchar(32) primary key, log_type integer not null, log_content varchar(1000), operate_type integer,
     userid varchar(32), username varchar(100), ip varchar(100), method varchar(500), request_url varchar(255), request_type varchar(10),
     cost_time bigint, create_time timestamp not null default localtimestamp)`,
  // an operation's outcome (成功, or the refusal): the schema adds it too, but the log writer may run first
  `alter table sys_log add column if not exists result varchar(255)`,
  // the line's message key and parameters (i18n/said.ts), so a reader in another language reads it in theirs
  `alter table sys_log add column if not exists log_said varchar(2000)`,
  // uploads (system/upload/): the bytes live in 256 KB chunks, so no single statement or reply holds a whole file;
  // owner_id is what the per-user quota sums over
  `create table if not exists sys_file (id varchar(32) primary key, name varchar(255) not null, mime varchar(64) not null,
     size integer not null, owner_id varchar(32), create_by varchar(100), create_time timestamp not null default localtimestamp)`,
  `create table if not exists sys_file_chunk (file_id varchar(32) not null, seq integer not null, data bytea not null, primary key (file_id, seq))`,
  // images are compressed already: no point in PostgreSQL trying again
  `alter table sys_file_chunk alter column data set storage external`,
  `alter table sys_file add column if not exists owner_id varchar(32)`,
  `create index if not exists ix_sys_file_owner on sys_file (owner_id)`,
  // files stored whole in sys_file.data (before chunks) become one chunk each, owned by their uploader
  `do $$ begin
     if exists (select 1 from information_schema.columns where table_schema = current_schema() and table_name = 'sys_file' and column_name = 'data') then
       insert into sys_file_chunk (file_id, seq, data) select id, 0, data from sys_file where data is not null;
       update sys_file f set owner_id = u.id from sys_user u where f.owner_id is null and u.username = f.create_by;
       alter table sys_file drop column data;
     end if;
   end $$`,
  // data sets' values (datasets/): blocks of up to 16,384 points, times then values as float64; t_first/t_last find a window's blocks
  `create table if not exists isps_dataset_block (dataset_id varchar(32) not null, block integer not null, t_first double precision not null,
     t_last double precision not null, points integer not null, data bytea not null, primary key (dataset_id, block))`,
  `alter table isps_dataset_block alter column data set storage external`,
  // who else may read a data set: users or departments (datasets/access.ts)
  `create table if not exists isps_dataset_grant (dataset_id varchar(32) not null, kind varchar(8) not null, target_id varchar(32) not null,
     primary key (dataset_id, kind, target_id))`,
  // per-user read state of announcements (notify/): a row once the user has read one
  `create table if not exists sys_announcement_send (id varchar(32) primary key, annt_id varchar(32) not null, user_id varchar(32) not null,
     read_flag varchar(1) not null default '0', read_time timestamp, create_by varchar(100), create_time timestamp, unique (annt_id, user_id))`,
  // failed logins and other attempts per account / client address, shared by every process (auth/throttle.ts)
  `create table if not exists sys_throttle (key varchar(200) primary key, hits integer not null, expires_at bigint not null)`,
  `create index if not exists ix_sys_throttle_expires on sys_throttle (expires_at)`,
  // login captchas, answerable on any process, once (auth/captcha.ts)
  `create table if not exists sys_captcha (check_key varchar(64) primary key, code varchar(8) not null, expires_at bigint not null)`,
  `create index if not exists ix_sys_announcement_send_user on sys_announcement_send (user_id)`,
  // device events grouped into one system message per device and kind while they recur (notify/events.ts)
  `create table if not exists sys_device_event (annt_id varchar(32) primary key, device_id varchar(50) not null, kind varchar(32) not null,
     event_count integer not null default 1, first_time timestamp not null, last_time timestamp not null, notified_time timestamp not null,
     closed_time timestamp)`,
  `create unique index if not exists uq_sys_device_event_open on sys_device_event (device_id, kind) where closed_time is null`,
  // the device-event kinds a user muted: kept off their bell and unread count
  // the latest event's text as a key and parameters (i18n/said.ts): the body said again in the reader's language
  `alter table sys_device_event add column if not exists text_said varchar(1000)`,
  `create table if not exists sys_device_event_mute (user_id varchar(32) not null, kind varchar(32) not null, primary key (user_id, kind))`,
  // per-user preferences kept on the server so they follow the user (dashboard/prefs.ts): JSON text per key
  `create table if not exists sys_user_pref (user_id varchar(32) not null, pref_key varchar(64) not null, value text not null,
     update_time timestamp not null default localtimestamp, primary key (user_id, pref_key))`,
  // run log of scheduled jobs (jobs/): a scheduled fire carries its fire time, and the unique index lets one
  // server process of several claim it; manual runs have none
  `create table if not exists sys_quartz_job_run (id varchar(32) primary key, job_id varchar(32) not null, fire_at bigint, manual boolean not null,
     start_time timestamp not null, duration_ms integer, status varchar(8) not null, result varchar(1000), error_text text, runner varchar(32),
     unique (job_id, fire_at))`,
  `create index if not exists ix_sys_quartz_job_run_job on sys_quartz_job_run (job_id, start_time)`,
  // a result's message key and parameters (i18n/said.ts), to show it in the reader's language
  `alter table sys_quartz_job_run add column if not exists result_said varchar(2000)`,
  `create index if not exists ix_sys_log_type_time on sys_log (log_type, create_time)`,
  `create index if not exists ix_sys_user_role_role on sys_user_role (role_id)`,
  `create index if not exists ix_sys_user_depart_dep on sys_user_depart (dep_id)`,
  // live sessions, one per issued token (system/userOnline/): who, from where, since and last seen; gone on logout
  `create table if not exists sys_user_session (jti varchar(64) primary key, user_id varchar(32) not null, username varchar(100) not null,
     ip varchar(100), login_time timestamp not null, last_seen timestamp not null, expires_at timestamp not null)`,
  `create index if not exists ix_sys_user_session_user on sys_user_session (user_id)`,
  // the browser a session logged in from (账户设置 → 安全设置 shows device and browser)
  `alter table sys_user_session add column if not exists user_agent varchar(500)`,
  // phone-login codes, one live code per number, kept as an HMAC (system/phoneLogin/codes.ts)
  `create table if not exists sys_sms_code (mobile varchar(32) primary key, code_hash varchar(64) not null, sent_at bigint not null,
     expires_at bigint not null, tries integer not null default 0)`,
  // leases of the jobs one process of several runs (cluster/pgLease.ts): owner and expiry (ms, the database's clock)
  `create table if not exists sys_lease (name varchar(64) primary key, owner varchar(64) not null, expires_at bigint not null)`,
  // each server process's monitor snapshot, refreshed every few seconds (monitor/processes.ts)
  `create table if not exists sys_process (id varchar(64) primary key, snapshot text not null, seen_at bigint not null)`,
  // online forms (cgform/): the published schema per table code, every publish as a version (16 kept), and the
  // enhancements (declarative reactions and button actions, 16 kept)
  `create table if not exists onl_cgform_head (code varchar(64) primary key, schema_json text not null, version integer not null,
     copied_from varchar(64), update_by varchar(100), update_time timestamp not null)`,
  `create table if not exists onl_cgform_version (id varchar(32) primary key, code varchar(64) not null, version integer not null,
     schema_json text not null, diff text not null, backup_table varchar(64), create_by varchar(100), create_time timestamp not null,
     unique (code, version))`,
  `create table if not exists onl_cgform_enhance (id varchar(32) primary key, code varchar(64) not null, version integer not null,
     content text not null, create_by varchar(100), create_time timestamp not null, unique (code, version))`,
  `alter table onl_cgform_enhance add column if not exists buttons text`,
  // bytes each user's uploads take (system/upload/quota.ts): one conditional UPDATE reserves, so every process shares it
  `create table if not exists sys_upload_quota (user_id varchar(32) primary key, used bigint not null)`,
  // 文件管理 files an owner shared with other users (files/share.ts): they may list and download them
  `create table if not exists sys_oss_file_share (file_id varchar(32) not null, user_id varchar(32) not null, primary key (file_id, user_id))`,
  `create index if not exists ix_sys_oss_file_share_user on sys_oss_file_share (user_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await script(STATEMENTS).execute(db);
}
