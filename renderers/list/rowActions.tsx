import { DownOutlined } from '@ant-design/icons-svg';
import { Modal, message } from 'antd';
import type { ColumnType } from 'antd/es/table/index.js';
import type { AuthState } from '../providers/types.js';
import type { EntityExtension, PageContext, RowAction } from '../extension.js';
import type { Row } from '../types.js';
import StaticIcon from '../widgets/StaticIcon.js';
import MoreMenu from './MoreMenu.js';
import './rowActions.css';

/** The built-in actions (details, delete) followed by the extension's, each with its permission. */
export function allActions(ctx: PageContext, extension?: EntityExtension): RowAction[] {
  const { schema, t } = ctx;
  const builtIn: RowAction[] = [{ key: 'detail', label: t('detail'), onClick: (row) => ctx.openForm('detail', row) }];
  if (schema.tree) {
    const parent = schema.tree.parentField;
    builtIn.push({ key: 'addChild', label: t('addChild'), perm: schema.permissions.add, onClick: (row) => ctx.openForm('add', { [parent]: row.id }) });
  }
  if (extension?.rowDelete !== false) {
    builtIn.push({
      key: 'delete',
      label: t('delete'),
      perm: schema.permissions.delete,
      danger: true,
      confirm: t('deleteConfirm'),
      onClick: async (row) => {
        message.success(await ctx.data.delete(schema.api, [row.id]));
        await ctx.reload();
      },
    });
  }
  return [...builtIn, ...(extension?.rowActions?.(ctx) ?? [])];
}

const text = (v: string | ((row: Row) => string), row: Row) => (typeof v === 'function' ? v(row) : v);

const run = (a: RowAction, row: Row, t: PageContext['t']) => {
  if (!a.confirm) return void a.onClick(row);
  Modal.confirm({ title: text(a.label, row), content: text(a.confirm, row), okText: t('ok'), cancelText: t('cancel'), onOk: () => a.onClick(row) });
};

/** 编辑 | 更多 ▾ — the action column; an action without its permission is hidden, or disabled for disable-type rules. */
export function actionColumn(ctx: PageContext, actions: RowAction[], can: (code: string) => AuthState, editable = true): ColumnType<Row> {
  const { t, schema } = ctx;
  const edit = editable ? can(schema.permissions.edit) : { visible: false, disabled: false };
  const shown = actions.map((a) => ({ a, s: a.perm ? can(a.perm) : { visible: true, disabled: false } })).filter((x) => x.s.visible);
  return {
    key: '_actions',
    title: t('action'),
    fixed: 'right',
    width: 150,
    align: 'center',
    render: (_: unknown, row: Row) => {
      const mine = shown.filter((x) => !x.a.hidden?.(row));
      return (
        <span className="crud-row-actions">
          {edit.visible ? (
            <a
              className={edit.disabled ? 'ant-typography-disabled' : undefined}
              aria-disabled={edit.disabled}
              onClick={() => !edit.disabled && ctx.openForm('edit', row)}
            >
              {t('edit')}
            </a>
          ) : null}
          {/* plain markup, not antd Divider and Icon: rows mount by the hundred on every page turn */}
          {edit.visible && mine.length ? <span className="crud-row-sep" /> : null}
          {mine.length ? (
            <MoreMenu
              label={
                <>
                  {t('more')} <StaticIcon icon={DownOutlined} />
                </>
              }
              items={mine.map(({ a, s }) => ({ key: a.key, label: text(a.label, row), danger: a.danger, disabled: s.disabled }))}
              onClick={(key) => {
                const a = mine.find((x) => x.a.key === key)?.a;
                if (a) run(a, row, t);
              }}
            />
          ) : null}
        </span>
      );
    },
  };
}
