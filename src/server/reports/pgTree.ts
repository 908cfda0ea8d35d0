/** Reading the parse tree libpg-query returns: every node is `{ TypeName: { ...fields } }`. */
export type AnyNode = Record<string, unknown>;

/** The text of a String node ({String: {sval}}), or '' for anything else (A_Star, …). */
export const sval = (node: unknown): string => (node as { String?: { sval?: string } } | undefined)?.String?.sval ?? '';

/** The last name of a qualified name list (schema.function → function). */
export const lastName = (names: unknown): string => {
  const list = Array.isArray(names) ? names : [];
  return sval(list[list.length - 1]);
};

export const isStar = (node: unknown) => !!node && typeof node === 'object' && 'A_Star' in node;

/** Walks every node of the tree; `visit` sees each (type, node) pair. */
export function walk(value: unknown, visit: (type: string, node: AnyNode) => void): void {
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
