import { z } from 'zod';

/** A button permission: the user's (`auth`) or any (`allAuth`, with its status). */
export const authItem = z.object({
  action: z.string(),
  status: z.string().nullable().optional(),
  type: z.string().nullable().optional(),
  describe: z.string().nullable().optional(),
});
export type AuthItem = z.infer<typeof authItem>;

const menuMeta = z.object({
  keepAlive: z.boolean().optional(),
  internalOrExternal: z.boolean().optional(),
  title: z.string(),
  titleEn: z.string().optional(),
  componentName: z.string().nullable().optional(),
  icon: z.string().optional(),
  url: z.string().optional(),
});

/** One route of the menu tree, in the shape JeecgBoot's client builds its routes from (keys in wire order). */
export interface MenuItem {
  id?: string;
  route?: string;
  path: string;
  name?: string;
  component?: string | null;
  meta: z.infer<typeof menuMeta>;
  redirect?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  children?: MenuItem[];
}
export const menuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string().optional(),
    route: z.string().optional(),
    path: z.string(),
    name: z.string().optional(),
    component: z.string().nullable().optional(),
    meta: menuMeta,
    redirect: z.string().optional(),
    hidden: z.boolean().optional(),
    alwaysShow: z.boolean().optional(),
    children: z.array(menuItem).optional(),
  }),
);

/** getUserPermissionByToken: the caller's menu, button permissions and every button rule. */
export const userPermissions = z.object({ menu: z.array(menuItem), auth: z.array(authItem), allAuth: z.array(authItem) });
export type Permissions = z.infer<typeof userPermissions>;

/** One node of the permission tree the grant drawers tick (/sys/permission/queryTreeList), keys in wire order. */
export interface PermTreeNode {
  key: string;
  value: string;
  title: string;
  slotTitle: string;
  label: string;
  icon: string | null;
  parentId: string;
  isLeaf: boolean;
  ruleFlag: number;
  menuType: number;
  perms: string | null;
  scopedSlots: { title: string };
  children?: PermTreeNode[];
}
export const permTreeNode: z.ZodType<PermTreeNode> = z.lazy(() =>
  z.object({
    key: z.string(),
    value: z.string(),
    title: z.string(),
    slotTitle: z.string(),
    label: z.string(),
    icon: z.string().nullable(),
    parentId: z.string(),
    isLeaf: z.boolean(),
    ruleFlag: z.number(),
    menuType: z.number(),
    perms: z.string().nullable(),
    scopedSlots: z.object({ title: z.string() }),
    children: z.array(permTreeNode).optional(),
  }),
);
/** every permission as a tree, and every id */
export const permTree = z.object({ treeList: z.array(permTreeNode), ids: z.array(z.string()) });
/** the permission ids a role or department holds */
export const heldPermissionIds = z.array(z.string());

/** A data rule as the role's 数据规则 panel reads it (the rule's other columns as they come). */
export const dataRuleRow = z.looseObject({
  id: z.string(),
  ruleName: z.string().nullish(),
  ruleColumn: z.string().nullish(),
  ruleConditions: z.string().nullish(),
  ruleValue: z.string().nullish(),
});
/** a page's data rules, and the ids of those the role applies (comma-separated) */
export const roleDataRules = z.object({ datarule: z.array(dataRuleRow), drChecked: z.string() });
