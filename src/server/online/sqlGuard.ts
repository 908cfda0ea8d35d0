import { loadModule, parseSync } from 'libpg-query';
import { badRequest } from '../http/errors.js';
import { deniedFunction, deniedRelation, isSecretColumn } from './sqlPolicy.js';

/**
 * The gate every report SQL passes — on add/edit of a report and again right before it runs
 * (then on the whole statement the server built around it). It is parsed by PostgreSQL's own
 * parser (libpg-query: the server's grammar compiled to WebAssembly), so what is checked is
 * exactly what the database would execute: one SELECT (or WITH … SELECT / VALUES / UNION …),
 * no SELECT INTO, no FOR UPDATE/SHARE, no INSERT/UPDATE/DELETE/MERGE anywhere (data-modifying
 * CTEs), no function of the denylist in sqlPolicy.ts, no secret table or column by name, and
 * no $n parameter beyond the ones the server binds.
 */
const FIELD = 'cgrSql';
const DATA_MODIFYING = new Set(['InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt']);

let ready: Promise<void> | null = null;
/** Loads the parser's WebAssembly once (≈0.1 s). */
export const parserReady = () => (ready ??= loadModule().catch((e) => {
  ready = null;
  throw e;
}));

const refuse = (why: string) => badRequest(`报表 SQL（cgrSql）${why}`, FIELD);

type AnyNode = Record<string, unknown>;

const lastName = (names: unknown): string => {
  const list = Array.isArray(names) ? names : [];
  const last = list[list.length - 1] as { String?: { sval?: string } } | undefined;
  return last?.String?.sval ?? '';
};

/** Walks every node of the tree; `visit` sees each (type, node) pair. */
function walk(value: unknown, visit: (type: string, node: AnyNode) => void): void {
  if (Array.isArray(value)) {
    for (const v of value) walk(v, visit);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value as AnyNode)) {
    if (/^[A-Z]/.test(key) && child && typeof child === 'object' && !Array.isArray(child)) visit(key, child as AnyNode);
    walk(child, visit);
  }
}

function check(type: string, node: AnyNode, maxParam: number): void {
  if (DATA_MODIFYING.has(type)) throw refuse('只能查询，不能包含 INSERT、UPDATE、DELETE 或 MERGE');
  if (type.endsWith('Stmt') && type !== 'SelectStmt') throw refuse('只能是一条 SELECT 查询语句');
  if (type === 'SelectStmt') {
    if (node.intoClause) throw refuse('不能使用 SELECT … INTO');
    if (node.lockingClause) throw refuse('不能使用 FOR UPDATE / FOR SHARE 等加锁子句');
  }
  if (type === 'FuncCall') {
    const why = deniedFunction(lastName(node.funcname));
    if (why) throw refuse(why);
  }
  if (type === 'RangeVar') {
    const why = deniedRelation(String(node.relname ?? ''));
    if (why) throw refuse(why);
  }
  if (type === 'ColumnRef') {
    const name = lastName(node.fields);
    if (name && isSecretColumn(name)) throw refuse(`不能读取敏感列 ${name}`);
  }
  if (type === 'ParamRef' && Number(node.number) > maxParam) {
    throw refuse('不能包含 $1 形式的参数，请使用 ${参数名}');
  }
}

/**
 * Throws a 400 naming cgrSql unless `sql` is exactly one safe SELECT statement. `params` is how
 * many $n the server binds. Returns the statement's text without a trailing semicolon.
 */
export async function assertSafeSelect(sql: string, params: number): Promise<string> {
  await parserReady();
  if (!sql.trim()) throw refuse('不能为空');
  let tree: { stmts?: { stmt?: AnyNode; stmt_location?: number; stmt_len?: number }[] };
  try {
    tree = parseSync(sql) as typeof tree;
  } catch (e) {
    throw refuse(`语法错误：${(e as Error).message}`);
  }
  const stmts = tree.stmts ?? [];
  if (stmts.length !== 1) throw refuse(stmts.length ? '只能包含一条语句' : '不能为空');
  const top = stmts[0];
  if (!top.stmt || Object.keys(top.stmt)[0] !== 'SelectStmt') throw refuse('只能是一条 SELECT 查询语句');
  walk(top.stmt, (type, node) => check(type, node, params));
  const start = top.stmt_location ?? 0;
  return top.stmt_len ? sql.slice(start, start + top.stmt_len) : sql.slice(start);
}
