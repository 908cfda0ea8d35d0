import { z } from 'zod';

/** "a,b,c" → ['a','b','c'] (JeecgBoot sends id lists comma-joined). */
export const idList = z.union([z.string(), z.array(z.string())]).optional().nullable()
  .transform((v) => (Array.isArray(v) ? v : String(v ?? '').split(',')).map((s) => s.trim()).filter(Boolean))
  .refine((a) => a.every((s) => s.length <= 32), 'id 格式不正确');

export const diffSchema = <K extends string>(owner: K) =>
  z.object({
    [owner]: z.string({ error: `${owner} 不能为空` }).min(1, `${owner} 不能为空`).max(32),
    permissionIds: idList,
    lastpermissionIds: idList,
  } as { [P in K]: z.ZodString } & { permissionIds: typeof idList; lastpermissionIds: typeof idList });
