import i18n from '#client/i18n/index.js';
import { EntityListModal, dialogStore, type EntityExtension, type Row } from '#renderers/index.js';
import PermissionDrawer, { type GrantApi } from '../permission/PermissionDrawer.js';
import MembersDialog, { type MembersApi } from '../shared/MembersDialog.js';

const t = (k: string) => i18n.t(k);
const grant = dialogStore<Row>();
const users = dialogStore<Row>();
const roles = dialogStore<Row>();

const GRANT: GrantApi = { current: '/sys/permission/queryDepartPermission', save: '/sys/permission/saveDepartPermission', ownerParam: 'departId' };
const MEMBERS: MembersApi = {
  list: '/sys/user/departUserList',
  ownerParam: 'depId',
  add: '/sys/user/editSysDepartWithUser',
  remove: '/sys/user/deleteUserInDepart',
  perm: 'depart:edit',
};

function DepartPanels() {
  const g = grant.useValue();
  const u = users.useValue();
  const r = roles.useValue();
  return (
    <>
      {g ? <PermissionDrawer api={GRANT} ownerId={g.id} title={`${t('sys.depart.grant')} · ${String(g.departName)}`} onClose={grant.close} /> : null}
      {u ? <MembersDialog api={MEMBERS} ownerId={u.id} title={`${t('sys.depart.users')} · ${String(u.departName)}`} onClose={users.close} /> : null}
      {r ? (
        <EntityListModal
          entity="sys_depart_role"
          fixed={{ departId: r.id }}
          title={`${t('sys.depart.roles')} · ${String(r.departName)}`}
          onClose={roles.close}
        />
      ) : null}
    </>
  );
}

/** Departments: their users, permissions and department roles. */
export const departExtension: EntityExtension = {
  rowActions: () => [
    { key: 'users', label: t('sys.depart.users'), onClick: (row) => users.open(row) },
    { key: 'grant', label: t('sys.depart.grant'), perm: 'depart:auth', onClick: (row) => grant.open(row) },
    { key: 'roles', label: t('sys.depart.roles'), onClick: (row) => roles.open(row) },
  ],
  panel: () => <DepartPanels />,
};
