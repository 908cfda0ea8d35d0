import { z } from 'zod';
import { dictItemsByCode, type DictItem } from './answer.js';
import { recordOf, type AnswerColumn } from './records.js';
import type { UserInfo } from './users.js';

const plain = (cs: AnswerColumn[]) => cs.map((c) => ({ ...c, dict: undefined }));

/**
 * JeecgBoot's login answer (password, phone, third-party and CAS logins): the user's and departments'
 * readable columns come from the registry, so a column added to a schema file is answered too — and a
 * password hash or salt never is.
 */
export const loginResultOf = (user: AnswerColumn[], depart: AnswerColumn[]) =>
  z.object({
    token: z.string(),
    userInfo: recordOf(plain(user), {}),
    sysAllDictItems: dictItemsByCode,
    departs: z.array(recordOf(plain(depart), {})),
    multi_depart: z.number().int(),
    tenantList: z.array(z.object({ id: z.string(), name: z.string().nullable(), status: z.number().nullable() })),
  });

/** What the console reads of a login answer. */
export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  sysAllDictItems: Record<string, DictItem[]>;
  departs: Record<string, unknown>[];
  multi_depart: number;
  tenantList: { id: string; name: string | null; status: number | null }[];
}
