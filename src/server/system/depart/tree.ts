import type { DepartIdNode } from '#shared/contract/departTree.js';

type Row = Record<string, unknown>;

/** SysDepartTreeModel: the record plus the antd tree keys; JeecgBoot sets children to null on leaves. */
export interface DepartNode extends Row {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children: DepartNode[] | null;
}

export const toNode = (r: Row): DepartNode => ({
  ...r,
  key: String(r.id),
  value: String(r.id),
  title: String(r.departName ?? ''),
  isLeaf: true,
  children: null,
});

/**
 * Nests department records (camelCase, already sorted by departOrder) by parentId. A record
 * whose parent is not among them (a root, or an orphan of odd data) becomes a root.
 */
export function nest(rows: Row[]): { roots: DepartNode[]; byId: Map<string, DepartNode> } {
  const byId = new Map(rows.map((r) => [String(r.id), toNode(r)]));
  const roots: DepartNode[] = [];
  for (const n of byId.values()) {
    const parent = n.parentId ? byId.get(String(n.parentId)) : undefined;
    if (!parent || parent === n) {
      roots.push(n);
      continue;
    }
    (parent.children ??= []).push(n);
    parent.isLeaf = false;
  }
  return { roots, byId };
}

/** The subtrees rooted at `ids`, leaving out any that already sits inside another one. */
export function subtrees(byId: Map<string, DepartNode>, ids: string[]): DepartNode[] {
  const wanted = new Set(ids.filter((id) => byId.has(id)));
  const insideAnother = (id: string) => {
    const seen = new Set<string>([id]);
    for (let p = byId.get(id)?.parentId as string | undefined; p && !seen.has(p); p = byId.get(p)?.parentId as string | undefined) {
      if (wanted.has(p)) return true;
      seen.add(p);
    }
    return false;
  };
  return [...byId.values()].filter((n) => wanted.has(n.key) && !insideAnother(n.key));
}

/** Every node of some trees, depth first. */
export const flatten = (nodes: DepartNode[]): DepartNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

/** DepartIdModel: ids and names only, for tree selects. */
export const idTree = (nodes: DepartNode[]): DepartIdNode[] =>
  nodes.map((n) => ({ key: n.key, value: n.value, title: n.title, isLeaf: n.isLeaf, children: n.children && idTree(n.children) }));
