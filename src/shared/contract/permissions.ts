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
