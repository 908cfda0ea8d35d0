import { isSecretName, type Secrets } from '../schema/secrets.js';
import { isStar, sval, walk, type AnyNode } from './pgTree.js';

/**
 * Does a report's parse tree reach a secret column (schema/secrets.ts)? By name (password,
 * "PASSWORD", U&"…"; the parser has already folded and decoded them), and through whatever
 * returns a whole row of a table that has one: a bare alias used as a value (to_jsonb(u),
 * row_to_json(u), u::text, hstore(u), password(u), (u).*), u.* anywhere, * over such a table
 * (also the top-level select list, and TABLE t), a column alias list that renames its columns,
 * USING or NATURAL joins on them. Subqueries and CTEs are checked where they are written, so a
 * secret cannot pass through one. Names are resolved like PostgreSQL does — innermost query
 * level first — erring on the side of refusing.
 */
const COLUMN = '不能读取受保护的列';
const WHOLE_ROW = '不能读取受保护的列：含受保护列的表不能用 *、整行引用或列别名，请列出需要的列';

class Refused extends Error {}

/** Names of one query level's FROM items → whether the item's whole row holds a secret. */
type Scope = Map<string, boolean>;

const secretTable = (s: Secrets, rangeVar: AnyNode) => s.columns.has(String(rangeVar.relname ?? '').toLowerCase());

function containsSecretTable(s: Secrets, node: unknown): boolean {
  let found = false;
  walk(node, (type, n) => {
    if (type === 'RangeVar' && secretTable(s, n)) found = true;
  });
  return found;
}

const aliasOf = (node: AnyNode) => node.alias as { aliasname?: string; colnames?: unknown[] } | undefined;

/** The FROM items of one SELECT (not looking into subqueries: their output is checked where written). */
function scopeOf(s: Secrets, from: unknown, scope: Scope = new Map()): Scope {
  for (const item of Array.isArray(from) ? from : [from]) {
    const [type, node] = Object.entries((item ?? {}) as AnyNode)[0] ?? [];
    if (!node) continue;
    const n = node as AnyNode;
    if (type === 'RangeVar') {
      const secret = secretTable(s, n);
      if (secret && aliasOf(n)?.colnames) throw new Refused(WHOLE_ROW);
      scope.set(String(n.relname).toLowerCase(), secret);
      if (aliasOf(n)?.aliasname) scope.set(aliasOf(n)!.aliasname!.toLowerCase(), secret);
    } else if (type === 'RangeTableSample') {
      scopeOf(s, n.relation, scope);
    } else if (type === 'JoinExpr') {
      scopeOf(s, [n.larg, n.rarg], scope);
      const secret = containsSecretTable(s, [n.larg, n.rarg]);
      if (secret && (n.isNatural || aliasOf(n)?.colnames)) throw new Refused(WHOLE_ROW);
      if ((n.usingClause as unknown[] | undefined)?.some((c) => isSecretName(s, sval(c)))) throw new Refused(COLUMN);
      if (aliasOf(n)?.aliasname) scope.set(aliasOf(n)!.aliasname!.toLowerCase(), secret);
    } else if (aliasOf(n)?.aliasname) {
      scope.set(aliasOf(n)!.aliasname!.toLowerCase(), false); // a subquery, function, VALUES …
    }
  }
  return scope;
}

const rowIsSecret = (scopes: Scope[], name: string) => {
  for (let i = scopes.length - 1; i >= 0; i--) if (scopes[i].has(name)) return scopes[i].get(name)!;
  return false;
};

function checkColumnRef(s: Secrets, ref: AnyNode, scopes: Scope[]): void {
  const fields = (ref.fields as unknown[]) ?? [];
  const names = fields.map((f) => sval(f).toLowerCase());
  const last = fields.length - 1;
  if (isStar(fields[last])) {
    const secret = last === 0 ? [...(scopes[scopes.length - 1]?.values() ?? [])].some(Boolean) : rowIsSecret(scopes, names[last - 1]);
    if (secret) throw new Refused(WHOLE_ROW);
    return;
  }
  if (isSecretName(s, names[last])) throw new Refused(COLUMN);
  if (rowIsSecret(scopes, names[last])) throw new Refused(WHOLE_ROW); // u, or schema.table, as a value
}

function visit(s: Secrets, value: unknown, scopes: Scope[]): void {
  if (Array.isArray(value)) {
    for (const v of value) visit(s, v, scopes);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value as AnyNode)) {
    if (key === 'SelectStmt' && child && typeof child === 'object') {
      const node = child as AnyNode;
      visit(s, node, [...scopes, scopeOf(s, node.fromClause ?? [])]);
      continue;
    }
    if (key === 'ColumnRef') checkColumnRef(s, child as AnyNode, scopes);
    visit(s, child, scopes);
  }
}

/** The reason the statement may not run (COLUMN or WHOLE_ROW), or null. */
export function secretReference(s: Secrets, stmt: AnyNode): string | null {
  try {
    visit(s, stmt, []);
    return null;
  } catch (e) {
    if (e instanceof Refused) return e.message;
    throw e;
  }
}
