import { z } from 'zod';
import { recordOf, type AnswerColumn } from './records.js';
import { USER_FIELDS } from './userFields.js';

/** Keys the user list adds beside sys_user's columns: the names of the user's departments. */
export const userListExtra = { orgCodeTxt: z.string().nullable().optional() };

/** sys_user's readable columns as the registry lays them out (id, the schema's fields, audit, delFlag). */
const USER_COLUMNS: AnswerColumn[] = [
  { name: 'id', type: 'string' },
  ...Object.entries(USER_FIELDS)
    .filter(([, f]) => f.type !== 'password')
    .map(([name, f]) => ({ name, type: f.type, dict: f.dict })),
  ...['createBy', 'createTime', 'updateBy', 'updateTime'].filter((n) => !(n in USER_FIELDS)).map((name) => ({ name, type: 'string' })),
  { name: 'delFlag', type: 'integer' },
];

/** One row of /sys/user/list as the schema file describes sys_user (the server builds it from its registry). */
export const userRecord = recordOf(USER_COLUMNS, userListExtra);

/** The fields of a user the console reads by name; the rest stays as the schema file has it (the console checks, never the server's serializer). */
export const userInfo = z.looseObject({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  avatar: z.string().nullable().optional(),
  orgCode: z.string().nullable().optional(),
});
export type UserInfo = z.infer<typeof userInfo>;
/** PUT /isps/account/base, POST /isps/account/avatar, POST /sys/selectDepart: the caller as they are now. */
export const userInfoAnswer = z.object({ userInfo });
