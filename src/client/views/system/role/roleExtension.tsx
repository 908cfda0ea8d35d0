import i18n from '#client/i18n/index.js';
import { dialogStore, type EntityExtension, type Row } from '#renderers/core.js';
import PermissionDrawer, { type GrantApi } from '../permission/PermissionDrawer.js';
import MembersDialog, { type MembersApi } from '../shared/MembersDialog.js';

const t = (k: string) => i18n.t(k);
const grant = dialogStore<Row>();
const users = dialogStore<Row>();

const GRANT: GrantApi = { current: '/sys/permission/queryRolePermission', save: '/sys/permission/saveRolePermission', ownerParam: 'roleId', dataRules: true };
const MEMBERS: MembersApi = {
  list: '/sys/user/userRoleList',
  ownerParam: 'roleId',
  add: '/sys/user/addSysUserRole',
  remove: '/sys/user/deleteUserRole',
  perm: 'role:user',
};

function RolePanels() {
  const g = grant.useValue();
  const u = users.useValue();
  return (
    <>
      {g ? <PermissionDrawer api={GRANT} ownerId={g.id} title={`${t('sys.role.grant')} · ${String(g.roleName)}`} onClose={grant.close} /> : null}
      {u ? <MembersDialog api={MEMBERS} ownerId={u.id} title={`${t('sys.role.users')} · ${String(u.roleName)}`} onClose={users.close} /> : null}
    </>
  );
}

/** Roles: the permission tree with data rules, and the role's users. */
export const roleExtension: EntityExtension = {
  rowActions: () => [
    { key: 'grant', label: t('sys.role.grant'), perm: 'role:auth', onClick: (row) => grant.open(row) },
    { key: 'users', label: t('sys.role.users'), perm: 'role:user', onClick: (row) => users.open(row) },
  ],
  panel: () => <RolePanels />,
};
