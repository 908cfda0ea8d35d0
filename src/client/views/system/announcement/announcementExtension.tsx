import { message } from 'antd';
import i18n from '#client/i18n/index.js';
import { http } from '#client/api/http.js';
import type { EntityExtension, PageContext, Row } from '#renderers/core.js';

const t = (k: string) => i18n.t(k);
const status = (row: Row) => String(row.sendStatus ?? '0');

const run = (ctx: PageContext, path: string) => async (row: Row) => {
  const r = await http.get(`${ctx.schema.api}/${path}`, { id: row.id });
  message.success(r.message);
  await ctx.reload();
};

/** Announcements: publish a draft (pushes it to its recipients), revoke a published one. */
export const announcementExtension: EntityExtension = {
  rowActions: (ctx) => [
    {
      key: 'publish',
      label: t('notice.publish'),
      perm: ctx.schema.permissions.edit,
      confirm: t('notice.publishConfirm'),
      hidden: (row) => status(row) !== '0',
      onClick: run(ctx, 'doReleaseData'),
    },
    {
      key: 'revoke',
      label: t('notice.revoke'),
      perm: ctx.schema.permissions.edit,
      confirm: t('notice.revokeConfirm'),
      hidden: (row) => status(row) !== '1',
      onClick: run(ctx, 'doReovkeData'),
    },
  ],
};
