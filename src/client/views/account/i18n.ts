import i18n from 'i18next';

/** The account centre's strings ship with its chunk (key `acct` of the console namespace). */
export const acctZh = {
  center: '个人中心',
  settings: '账户设置',
  departs: '部门',
  positions: '职务',
  roles: '角色',
  none: '无',
  activity: '最近动态',
  login: '登录',
  operation: '操作',
  ip: 'IP',
  time: '时间',
  content: '内容',
  cost: '耗时(毫秒)',
  tabs: { base: '基本设置', security: '安全设置', custom: '个性化', notification: '新消息通知' },
  base: { save: '更新基本信息', saved: '保存成功！' },
  security: { password: '账户密码', passwordHint: '定期修改密码可以提高账户安全', change: '修改', lastLogins: '最近登录' },
  custom: {
    hint: '页面设置（菜单风格、主题色、导航模式、多页签等）保存在服务器上，换一台浏览器登录也会沿用。',
    current: '当前设置',
    open: '打开页面设置',
    synced: '已同步到服务器',
  },
  notification: { hint: '设备事件提醒：关闭某类后，它不再进入铃铛和未读数（我的消息中仍可查看）。' },
};

export const acctEn: typeof acctZh = {
  center: 'Account centre',
  settings: 'Account settings',
  departs: 'Departments',
  positions: 'Positions',
  roles: 'Roles',
  none: 'None',
  activity: 'Recent activity',
  login: 'Login',
  operation: 'Operation',
  ip: 'IP',
  time: 'Time',
  content: 'Content',
  cost: 'Duration (ms)',
  tabs: { base: 'Basic settings', security: 'Security', custom: 'Personalisation', notification: 'Notifications' },
  base: { save: 'Update profile', saved: 'Saved!' },
  security: { password: 'Password', passwordHint: 'Changing your password now and then keeps the account safe', change: 'Change', lastLogins: 'Last logins' },
  custom: {
    hint: 'Page settings (menu style, theme colour, navigation, tabs…) are kept on the server and follow you to another browser.',
    current: 'Current settings',
    open: 'Open page settings',
    synced: 'Saved on the server',
  },
  notification: { hint: 'Device-event alerts: a kind turned off stays off the bell and the unread count (my messages still list it).' },
};

i18n.addResourceBundle('zh', 'translation', { acct: acctZh }, true, true);
i18n.addResourceBundle('en', 'translation', { acct: acctEn }, true, true);
