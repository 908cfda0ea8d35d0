import type { Secrets } from '../schema/secrets.js';

/**
 * What a report's SELECT may call and read, checked on the parse tree (never on the text).
 *
 * Functions are a denylist, because report authors need the ordinary ones (aggregates,
 * to_char, coalesce, date_trunc, …): refused are the ones that are harmful even inside a
 * READ ONLY transaction — sleeping, files, signals to other sessions, settings, locks,
 * sequences, large objects, connections to other databases, and the functions that run a
 * query given as text (which would bypass this check).
 */
const DENIED_PREFIXES = ['pg_', 'lo_', 'dblink'];

/** pg_* functions that only describe a value. */
const ALLOWED_PG = new Set(['pg_typeof', 'pg_size_pretty', 'pg_column_size', 'pg_collation_for']);

const DENIED_FUNCTIONS = new Set([
  'set_config',
  'current_setting',
  'nextval',
  'setval',
  'currval',
  'lastval',
  'txid_current',
  'txid_current_if_assigned',
  // these run the SQL text they are given
  'query_to_xml',
  'query_to_xmlschema',
  'query_to_xml_and_xmlschema',
  'cursor_to_xml',
  'cursor_to_xmlschema',
  'table_to_xml',
  'table_to_xmlschema',
  'table_to_xml_and_xmlschema',
  'schema_to_xml',
  'schema_to_xmlschema',
  'schema_to_xml_and_xmlschema',
  'database_to_xml',
  'database_to_xmlschema',
  'database_to_xml_and_xmlschema',
  'ts_stat',
  'ts_rewrite',
]);

/**
 * On the main database also the functions that make rows or bytes out of nothing: embedded PGlite
 * cannot interrupt a running statement (no statement timeout), and there one report holds every
 * request. These are PostgreSQL's set-returning functions (pg_proc.proretset, the pg_ ones are
 * denied above) and the ones that build a value of any size from a number.
 */
const GENERATORS = new Set([
  'aclexplode',
  'generate_series',
  'generate_subscripts',
  'json_array_elements',
  'json_array_elements_text',
  'json_each',
  'json_each_text',
  'json_object_keys',
  'json_populate_recordset',
  'json_to_recordset',
  'jsonb_array_elements',
  'jsonb_array_elements_text',
  'jsonb_each',
  'jsonb_each_text',
  'jsonb_object_keys',
  'jsonb_path_query',
  'jsonb_path_query_tz',
  'jsonb_populate_recordset',
  'jsonb_to_recordset',
  'regexp_matches',
  'regexp_split_to_table',
  'string_to_table',
  'ts_debug',
  'ts_parse',
  'ts_token_type',
  'txid_snapshot_xip',
  'unnest',
  'repeat',
  'lpad',
  'rpad',
  'array_fill',
]);

/** The reason a function may not be called, or null; `main`: the report runs on ISPS's own database. */
export function deniedFunction(name: string, main = true): string | null {
  const n = name.toLowerCase();
  if (ALLOWED_PG.has(n)) return null;
  if (DENIED_FUNCTIONS.has(n) || DENIED_PREFIXES.some((p) => n.startsWith(p))) return `不能调用函数 ${n}()`;
  if (main && GENERATORS.has(n)) return `不能调用函数 ${n}()：报表不能生成大量的行或数据，请查询业务表`;
  return null;
}

/**
 * Catalogs holding secrets: database role passwords, server files, column statistics (sample
 * values of every column, password hashes included). ISPS's own secret tables and columns are
 * in schema/secrets.ts.
 */
const DENIED_RELATIONS = new Set([
  'pg_authid',
  'pg_shadow',
  'pg_user_mapping',
  'pg_user_mappings',
  'pg_hba_file_rules',
  'pg_ident_file_mappings',
  'pg_file_settings',
  'pg_largeobject',
  'pg_statistic',
  'pg_statistic_ext_data',
  'pg_stats',
  'pg_stats_ext',
  'pg_stats_ext_exprs',
]);

/** The reason a table may not be read, or null. */
export function deniedRelation(secrets: Secrets, name: string): string | null {
  const n = name.toLowerCase();
  return DENIED_RELATIONS.has(n) || secrets.tables.has(n) ? `不能读取表 ${n}` : null;
}
