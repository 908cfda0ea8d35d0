import { loadModule, parseSync } from 'libpg-query';
import { badRequest } from '../http/errors.js';
import { lastName, walk, type AnyNode } from './pgTree.js';
import { unreadableRelation } from './relationRefs.js';
import type { GateRules } from './reportTables.js';
import { secretReference } from './secretRefs.js';
import { deniedFunction, deniedRelation } from './sqlPolicy.js';

/**
 * The gate every report SQL passes — on add/edit of a report and again right before it runs
 * (then on the whole statement the server built around it). It is parsed by PostgreSQL's own
 * parser (libpg-query: the server's grammar compiled to WebAssembly), so what is checked is
 * exactly what the database would execute: one SELECT (or WITH … SELECT / VALUES / UNION …),
 * no SELECT INTO, no FOR UPDATE/SHARE, no INSERT/UPDATE/DELETE/MERGE anywhere (data-modifying
 * CTEs), no function of the denylist in sqlPolicy.ts, no secret table, nothing that reaches a
 * secret column (secretRefs.ts), and no $n parameter beyond the ones the server binds. On the
 * main database also: only the allow-listed tables (reportTables.ts), no WITH RECURSIVE and no
 * row generators (relationRefs.ts, sqlPolicy.ts).
 */
const FIELD = 'cgrSql';
const DATA_MODIFYING = new Set(['InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt']);

let ready: Promise<void> | null = null;
/** Loads the parser's WebAssembly once (≈0.1 s). */
export const parserReady = () =>
  (ready ??= loadModule().catch((e) => {
    ready = null;
    throw e;
  }));

const refuse = (why: string) => badRequest(`报表 SQL（cgrSql）${why}`, FIELD);

function check(type: string, node: AnyNode, maxParam: number, rules: GateRules): void {
  if (DATA_MODIFYING.has(type)) throw refuse('只能查询，不能包含 INSERT、UPDATE、DELETE 或 MERGE');
  if (type.endsWith('Stmt') && type !== 'SelectStmt') throw refuse('只能是一条 SELECT 查询语句');
  if (type === 'SelectStmt') {
    if (node.intoClause) throw refuse('不能使用 SELECT … INTO');
    if (node.lockingClause) throw refuse('不能使用 FOR UPDATE / FOR SHARE 等加锁子句');
  }
  if (type === 'FuncCall') {
    const why = deniedFunction(lastName(node.funcname), rules.tables !== null);
    if (why) throw refuse(why);
  }
  if (type === 'RangeVar') {
    const why = deniedRelation(rules.secrets, String(node.relname ?? ''));
    if (why) throw refuse(why);
  }
  if (type === 'ParamRef' && Number(node.number) > maxParam) {
    throw refuse('不能包含 $1 形式的参数，请使用 ${参数名}');
  }
}

/**
 * Throws a 400 naming cgrSql unless `sql` is exactly one safe SELECT statement. `params` is how
 * many $n the server binds. Returns the statement's text without a trailing semicolon.
 */
export async function assertSafeSelect(sql: string, params: number, rules: GateRules): Promise<string> {
  await parserReady();
  if (!sql.trim()) throw refuse('不能为空');
  let tree: { stmts?: { stmt?: AnyNode; stmt_location?: number; stmt_len?: number }[] };
  try {
    tree = parseSync(sql);
  } catch (e) {
    throw refuse(`语法错误：${(e as Error).message}`);
  }
  const stmts = tree.stmts ?? [];
  if (stmts.length !== 1) throw refuse(stmts.length ? '只能包含一条语句' : '不能为空');
  const top = stmts[0];
  if (!top.stmt || Object.keys(top.stmt)[0] !== 'SelectStmt') throw refuse('只能是一条 SELECT 查询语句');
  walk(top.stmt, (type, node) => check(type, node, params, rules));
  const secret = secretReference(rules.secrets, top.stmt);
  if (secret) throw refuse(secret);
  const unreadable = rules.tables && unreadableRelation(top.stmt, rules.tables);
  if (unreadable) throw refuse(unreadable);
  const start = top.stmt_location ?? 0;
  return top.stmt_len ? sql.slice(start, start + top.stmt_len) : sql.slice(start);
}
