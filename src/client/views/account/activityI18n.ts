/** 最近动态's phrases for what the user did (key acct.did), worded from the route (activityText.ts). */
export const didZh = {
  base: '修改了基本信息',
  avatar: '更换了头像',
  notify: '修改了消息通知设置',
  sessions: '让一台登录设备下线',
  password: '修改了密码',
  binding: '修改了账户绑定',
  add: '添加了记录',
  edit: '修改了设置',
  delete: '删除了记录',
  import: '导入了数据',
  export: '导出了数据',
};

export const didEn: typeof didZh = {
  base: 'Updated the profile',
  avatar: 'Changed the avatar',
  notify: 'Changed the notification settings',
  sessions: 'Signed a device out',
  password: 'Changed the password',
  binding: 'Changed an account binding',
  add: 'Added a record',
  edit: 'Changed settings',
  delete: 'Deleted records',
  import: 'Imported data',
  export: 'Exported data',
};
