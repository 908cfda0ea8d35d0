import { z } from 'zod';
import { zId, zIds } from '../../http/ids.js';

/** A grant diff body: JeecgBoot sends id lists comma-joined, an empty or missing list is none. */
export const diffSchema = <K extends string>(owner: K) => {
  const ids = (field: string) => z.preprocess((v) => v ?? '', zIds(field, true));
  return z.object({ [owner]: zId(owner), permissionIds: ids('permissionIds'), lastpermissionIds: ids('lastpermissionIds') } as {
    [P in K]: ReturnType<typeof zId>;
  } & { permissionIds: ReturnType<typeof ids>; lastpermissionIds: ReturnType<typeof ids> });
};
