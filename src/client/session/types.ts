// one definition each, the answers' (src/shared/contract): the server's response schemas use the same
export type { UserInfo } from '#shared/contract/users.js';
export type { AuthItem, MenuItem, Permissions } from '#shared/contract/permissions.js';
