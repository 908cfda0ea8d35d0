import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { activityText } from '../../src/client/views/account/activityText.js';
import { didEn, didZh } from '../../src/client/views/account/activityI18n.js';

// the account strings as the console ships them, in an instance of their own (no browser storage here)
const i18n = i18next.createInstance();
await i18n.init({ lng: 'zh', resources: { zh: { translation: { acct: { did: didZh } } }, en: { translation: { acct: { did: didEn } } } } });

const row = (over: object) => ({ logType: 2, content: '修改: /isps-api/isps/account/base', ip: '::1', time: '2026-01-01 00:00:00', costTime: 1, ...over });

// 最近动态 words what the user did, never a raw API path (issue 34 item 8)
describe('account activity text', () => {
  it('words known account routes in the reader language', async () => {
    await i18n.changeLanguage('zh');
    expect(activityText(row({ url: '/isps/account/base', operateType: 3 }), i18n.t)).toBe('修改了基本信息');
    expect(activityText(row({ url: '/sys/user/updatePassword', operateType: 3 }), i18n.t)).toBe('修改了密码');
    await i18n.changeLanguage('en');
    expect(activityText(row({ url: '/isps/account/avatar', operateType: 3 }), i18n.t)).toBe('Changed the avatar');
  });

  it('falls back to a phrase by operation type, and keeps login lines as they are', async () => {
    await i18n.changeLanguage('zh');
    expect(activityText(row({ url: '/isps/device/add', operateType: 2 }), i18n.t)).toBe('添加了记录');
    expect(activityText(row({ url: '/isps/whatever/thing' }), i18n.t)).toBe('修改了设置');
    expect(activityText(row({ url: undefined }), i18n.t)).not.toContain('/isps');
    expect(activityText(row({ logType: 1, content: '用户名: amy，登录成功！' }), i18n.t)).toBe('用户名: amy，登录成功！');
  });
});
