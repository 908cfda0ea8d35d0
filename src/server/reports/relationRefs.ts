import type { AnyNode } from './pgTree.js';

/**
 * Which tables a report's parse tree reads, against the allow-list (reportTables.ts). A name is a
 * CTE only where PostgreSQL would take it as one: in the query that declares it, and in the bodies
 * of the CTEs after it (a CTE body naming itself reads the real table, WITH RECURSIVE aside —
 * refused on the main database, since it can make rows without end). Schema-qualified names are
 * never CTEs and must name the public schema.
 */
class Refused extends Error {}

type CteScopes = ReadonlySet<string>[];

function checkRangeVar(node: AnyNode, scopes: CteScopes, tables: ReadonlySet<string>): void {
  const name = String(node.relname ?? '').toLowerCase();
  const schema = node.schemaname ? String(node.schemaname).toLowerCase() : null;
  if (!schema && scopes.some((s) => s.has(name))) return;
  if ((schema === null || schema === 'public') && tables.has(name)) return;
  throw new Refused(`不能读取表 ${schema ? `${schema}.` : ''}${name}：报表只能查询业务表`);
}

function visitSelect(node: AnyNode, scopes: CteScopes, tables: ReadonlySet<string>): void {
  const w = node.withClause as { recursive?: boolean; ctes?: AnyNode[] } | undefined;
  if (w?.recursive) throw new Refused('不能使用 WITH RECURSIVE 递归查询');
  const ctes = (w?.ctes ?? []).map((c) => (c.CommonTableExpr ?? {}) as AnyNode);
  const names = ctes.map((c) => String(c.ctename ?? '').toLowerCase());
  ctes.forEach((c, i) => visit(c.ctequery, [...scopes, new Set(names.slice(0, i))], tables));
  const inner = [...scopes, new Set(names)];
  for (const [key, child] of Object.entries(node)) if (key !== 'withClause') visit(child, inner, tables);
}

function visit(value: unknown, scopes: CteScopes, tables: ReadonlySet<string>): void {
  if (Array.isArray(value)) {
    for (const v of value) visit(v, scopes, tables);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value as AnyNode)) {
    if (key === 'SelectStmt' && child && typeof child === 'object') visitSelect(child as AnyNode, scopes, tables);
    else if (key === 'RangeVar' && child && typeof child === 'object') checkRangeVar(child as AnyNode, scopes, tables);
    else visit(child, scopes, tables);
  }
}

/** The reason the statement may not run (a table off the list, WITH RECURSIVE), or null. */
export function unreadableRelation(stmt: AnyNode, tables: ReadonlySet<string>): string | null {
  try {
    visit(stmt, [], tables);
    return null;
  } catch (e) {
    if (e instanceof Refused) return e.message;
    throw e;
  }
}
