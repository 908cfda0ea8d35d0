import { z } from 'zod';
import { recordOf, recordPageOf, type AnswerColumn } from './records.js';
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
export type UserRecord = z.infer<typeof userRecord>;
/** A page of them: /sys/user/list's rows, also those of a department's and a role's members (departUserList, userRoleList). */
export const userPage = recordPageOf(USER_COLUMNS, userListExtra);

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

/** GET /sys/role/queryall: every role (sys_role's readable columns; the user form reads id and roleName). */
export const allRoles = z.array(z.looseObject({ id: z.string(), roleName: z.string() }));

/** GET /sys/user/queryUserRole: the ids of a user's roles. */
export const userRoleIds = z.array(z.string());

/** GET /sys/user/userDepartList: a user's departments as tree-select options (key and value: the department id). */
export const userDepartOptions = z.array(z.object({ key: z.string(), value: z.string(), title: z.string() }));

/** GET /sys/user/getCurrentUserDeparts: the caller's departments (sys_depart's readable columns) and current orgCode. */
export const currentUserDeparts = z.object({
  list: z.array(z.looseObject({ orgCode: z.string(), departName: z.string() })),
  orgCode: z.string().nullable(),
});
