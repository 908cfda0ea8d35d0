import { z } from 'zod';

/** DepartIdModel: a department's id and name in the tree /sys/sysDepart/queryIdTree answers for tree selects. */
export interface DepartIdNode {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  /** null on a leaf */
  children: DepartIdNode[] | null;
}
export const departIdNode: z.ZodType<DepartIdNode> = z.lazy(() =>
  z.object({ key: z.string(), value: z.string(), title: z.string(), isLeaf: z.boolean(), children: z.array(departIdNode).nullable() }),
);
export const departIdTree = z.array(departIdNode);

/** SysDepartTreeModel: a department's record (its other columns as they come) with the antd tree keys, /sys/sysDepart/queryTreeList. */
export interface DepartTreeNode {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  orgCode?: string | null;
  /** null on a leaf */
  children: DepartTreeNode[] | null;
  [column: string]: unknown;
}
export const departTreeNode: z.ZodType<DepartTreeNode> = z.lazy(() =>
  z.looseObject({
    key: z.string(),
    value: z.string(),
    title: z.string(),
    isLeaf: z.boolean(),
    orgCode: z.string().nullish(),
    children: z.array(departTreeNode).nullable(),
  }),
);
export const departTreeList = z.array(departTreeNode);
