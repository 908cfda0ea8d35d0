import { message } from 'antd';
import i18n from '#client/i18n/index.js';
import { http } from '#client/api/http.js';
import { allRoles, userDepartOptions, userRoleIds } from '#shared/contract/users.js';
import { dialogStore, type EntityExtension, type Row } from '#renderers/core.js';
import PasswordDialog from './PasswordDialog.js';

interface OptionsField {
  componentProps: Record<string, unknown>;
  setComponentProps(p: object): void;
}

const password = dialogStore<Row>();
const t = (k: string) => i18n.t(k);
const frozen = (row: Row) => Number(row.status) === 2;

const roleOptions = () =>
  http.get('/sys/role/queryall', undefined, { answer: allRoles }).then((r) => r.result.map((x) => ({ label: x.roleName, value: x.id })));

/** Users: roles and departments on the form, freeze/unfreeze, password reset. */
export const userExtension: EntityExtension = {
  formFields: (mode) => ({
    ...(mode === 'add'
      ? {
          confirmpassword: {
            type: 'string',
            required: true,
            title: t('password.confirm'),
            'x-decorator': 'FormItem',
            'x-component': 'Password',
            'x-after': 'password',
            'x-component-props': { autoComplete: 'new-password' },
            'x-validator': [
              { required: true, message: t('sys.user.confirmRequired') },
              (v: unknown, _r: unknown, ctx: { form: { values: Record<string, unknown> } }) =>
                v && v !== ctx.form.values.password ? t('sys.user.mismatch') : '',
            ],
          },
        }
      : {}),
    selectedroles: {
      type: 'string',
      title: t('sys.user.roles'),
      'x-decorator': 'FormItem',
      'x-component': 'DictSelect',
      'x-index': 1000,
      'x-component-props': { multiple: true, options: [] },
      'x-reactions': (field: OptionsField) => {
        if (!(field.componentProps.options as unknown[]).length) void roleOptions().then((options) => field.setComponentProps({ options }));
      },
    },
    selecteddeparts: {
      type: 'string',
      title: t('sys.user.departs'),
      'x-decorator': 'FormItem',
      'x-component': 'DepartSelect',
      'x-index': 1010,
      'x-component-props': { multiple: true },
    },
  }),
  async loadFormValues(row) {
    const [roles, departs] = await Promise.all([
      http.get('/sys/user/queryUserRole', { userid: row.id }, { answer: userRoleIds }),
      http.get('/sys/user/userDepartList', { userId: row.id }, { answer: userDepartOptions }),
    ]);
    return { selectedroles: roles.result.join(','), selecteddeparts: departs.result.map((d) => d.value).join(',') };
  },
  rowActions: (ctx) => [
    {
      key: 'freeze',
      perm: 'user:frozen',
      label: (row) => t(frozen(row) ? 'sys.user.unfreeze' : 'sys.user.freeze'),
      confirm: (row) => t(frozen(row) ? 'sys.user.unfreezeConfirm' : 'sys.user.freezeConfirm'),
      onClick: async (row) => {
        const r = await http.put('/sys/user/frozenBatch', { ids: row.id, status: frozen(row) ? 1 : 2 });
        message.success(r.message);
        await ctx.reload();
      },
    },
    { key: 'password', label: t('sys.user.resetPassword'), perm: 'user:password', onClick: (row) => password.open(row) },
  ],
  panel: () => <PasswordDialog store={password} />,
};
