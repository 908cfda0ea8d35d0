import { newId } from '#shared/ids.js';
import { nowText } from '../crud/records.js';
import type { DB } from '../db/types.js';
import type { Registry } from '../schema/registry.js';
import { DICTIONARIES, insertDictionaries, type DictSeed } from '../seed/dictionaries.js';
import { grant, insertMenu } from '../seed/menus.js';
import { ANNOUNCEMENTS, NOTICE, PUBLISHED } from './announcements.js';

/** Dictionaries of announcements and messages (the first five are the base seed's own; added here to older databases). */
export const NOTIFY_DICTIONARIES: DictSeed[] = [
  ...DICTIONARIES.filter(([code]) => ['priority', 'msg_category', 'msg_type', 'send_status', 'open_type'].includes(code)),
  [
    'msg_template_type',
    '模板类型',
    'Template type',
    [
      ['1', '文本', 'Plain text'],
      ['2', '富文本', 'Rich text'],
    ],
  ],
  [
    'msg_send_type',
    '发送方式',
    'Channel',
    [
      ['system', '系统消息', 'System message'],
      ['email', '邮件', 'E-mail'],
    ],
  ],
  [
    'msg_send_status',
    '消息发送状态',
    'Send status',
    [
      ['0', '未发送', 'Not sent'],
      ['1', '发送成功', 'Sent'],
      ['2', '发送失败', 'Failed'],
    ],
  ],
];

const WELCOME = {
  titile: '欢迎使用 ISPS 同步测量监测系统',
  msgAbstract: '系统通知、设备告警和消息会在右上角的铃铛中提示。',
  msgContent:
    '<p>欢迎使用 ISPS 同步测量监测系统。</p><p>系统通告、设备事件（频率越限、电压暂降）等系统消息会实时推送到右上角的 <b>铃铛</b>；' +
    '点击查看即标记为已读，全部消息可在 <b>消息中心 → 我的消息</b> 中查看。</p>',
};

/**
 * Seed step "notify-v1" (once per database, also on databases seeded before it; it runs before
 * the schema menus, which hang the template and send-log pages under 消息中心): the
 * dictionaries above, the 消息中心 menu with 我的消息 (JeecgBoot's /isps/userAnnouncement),
 * and a welcome notice to everyone.
 */
export async function seedNotify(trx: DB, registry: Registry): Promise<void> {
  await insertDictionaries(trx, NOTIFY_DICTIONARIES);

  const url = async (u: string) => (await trx.selectFrom('sys_permission').select('id').where('url', '=', u).where('del_flag', '=', 0).executeTakeFirst())?.id;
  const top =
    (await url('/message')) ??
    (await insertMenu(
      trx,
      {
        name: '消息中心',
        url: '/message',
        component: 'layouts/RouteView',
        icon: 'message',
        sortNo: 30,
        menuType: 0,
        redirect: '/isps/userAnnouncement',
      },
      null,
    ));
  const mine =
    (await url('/isps/userAnnouncement')) ??
    (await insertMenu(
      trx,
      {
        name: '我的消息',
        url: '/isps/userAnnouncement',
        component: 'system/UserAnnouncementList',
        componentName: 'UserAnnouncementList',
        icon: 'bell',
        sortNo: 3,
        menuType: 1,
      },
      top,
    ));
  for (const role of ['admin', 'operator']) await grant(trx, role, [top, mine]);

  if (!registry.get(ANNOUNCEMENTS)) return;
  const now = nowText();
  await trx
    .insertInto(ANNOUNCEMENTS)
    .values({
      id: newId(),
      titile: WELCOME.titile,
      msg_abstract: WELCOME.msgAbstract,
      msg_content: WELCOME.msgContent,
      msg_category: NOTICE,
      priority: 'L',
      msg_type: 'ALL',
      sender: 'system',
      send_status: PUBLISHED,
      send_time: now,
      del_flag: 0,
      create_by: 'system',
      create_time: now,
    })
    .execute();
}
