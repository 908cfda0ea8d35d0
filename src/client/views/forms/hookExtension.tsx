import { Button, Modal, message } from 'antd';
import { isDataError, type EntityExtension, type PageContext } from '#renderers/core.js';
import { buttonRun, type HookButton } from '#shared/contract/schemaApi.js';
import { useAuthCheck } from '../../auth/useAuth.js';

const text = (t: { zh: string; en: string }, lang: string) => (lang === 'en' ? t.en : t.zh);

/** Runs a button's server action on the records, after its confirmation if it has one; the list reloads. */
function press(ctx: PageContext, b: HookButton, ids: string[]) {
  const go = async () => {
    try {
      const r = await ctx.data.custom({
        method: 'POST',
        path: `/online/cgform/api/action/${ctx.schema.entity}/${b.key}`,
        body: { ids },
        quiet: true,
        answer: buttonRun,
      });
      message.success(r.message);
      await ctx.reload();
    } catch (e) {
      message.error(isDataError(e) ? (e.body?.message ?? e.message) : String(e));
    }
  };
  if (!b.confirm) return void go();
  Modal.confirm({ title: text(b.title, ctx.lang), content: text(b.confirm, ctx.lang), okText: ctx.t('ok'), cancelText: ctx.t('cancel'), onOk: go });
}

function HookToolbar({ ctx, hooks }: { ctx: PageContext; hooks: HookButton[] }) {
  const can = useAuthCheck();
  return (
    <>
      {hooks
        .filter((b) => can(b.perm).visible)
        .map((b) => (
          <Button key={b.key} disabled={!ctx.selected.length || can(b.perm).disabled} onClick={() => press(ctx, b, ctx.selected)}>
            {text(b.title, ctx.lang)}
          </Button>
        ))}
    </>
  );
}

/** An online form's enhancement buttons (schema.hooks): on the toolbar for the selected rows, or in each row's menu. */
export function hookExtension(hooks: HookButton[]): EntityExtension {
  const toolbar = hooks.filter((b) => b.position === 'toolbar');
  const row = hooks.filter((b) => b.position === 'row');
  return {
    toolbar: toolbar.length ? (ctx) => <HookToolbar ctx={ctx} hooks={toolbar} /> : undefined,
    rowActions: (ctx) => row.map((b) => ({ key: `hook:${b.key}`, label: text(b.title, ctx.lang), perm: b.perm, onClick: (r) => press(ctx, b, [r.id]) })),
  };
}
