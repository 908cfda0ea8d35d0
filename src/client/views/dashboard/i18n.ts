import i18n from 'i18next';

/** The dashboards' strings ship with their chunk (key `dash` of the console namespace). */
export const dashZh = {
  chart: {
    byType: '各类型装置数', byProvince: '各省装置数（前 15）', events: '近 30 日设备事件', thd: 'SMD-L/W 装置总谐波畸变率分布', logins: '近 30 日登录次数',
    thdAxis: 'THD (%)', devices: '装置数', count: '次数', empty: '暂无数据',
  },
  kind: { freq_excursion: '频率越限', voltage_sag: '电压暂降' },
  status: { '0': '停运', '1': '运行', '2': '检修' },
  task: {
    title: '我的待办', none: '暂无待办事项，一切正常', open: '去处理',
    pendingAccounts: '待审核的注册账号', unreadMessages: '未读消息', failedJobs: '失败的定时任务', offlineDevices: '离线装置',
    hint: { pendingAccounts: '自助注册的用户等待开通', unreadMessages: '通知公告与系统消息', failedJobs: '最近运行失败的定时任务', offlineDevices: '运行中但一分钟内没有数据的装置' },
  },
  monitor: {
    title: '监控墙', fullscreen: '全屏', exitFullscreen: '退出全屏', total: '装置总数', offline: '离线装置', heat: '装置热力图',
    frequency: '实时频率', pick: '选择装置', events: '最新设备事件', ongoing: '持续中', recovered: '已恢复', times: '{{count}} 次', noEvents: '暂无设备事件',
  },
  workplace: {
    hello: '{{greeting}}，{{name}}', today: '今天是 {{date}}', shortcuts: '快捷入口', edit: '编辑', save: '保存', cancel: '取消', saved: '已保存',
    noShortcuts: '还没有快捷入口，点击“编辑”从菜单中选择常用页面', pick: '选择页面（最多 12 个）', recent: '最近打开', noRecent: '暂无', messages: '最新消息', noMessages: '暂无未读消息', all: '全部消息',
  },
  blank: { title: '空白布局页', text: '此页面使用空白布局（无菜单与页头），用于嵌入或测试。', console: '进入控制台', portal: '访问门户' },
  publicFigures: { provinces: '覆盖省份', points: '量测点', loginHint: '登录后可查看访问统计与更多仪表盘' },
};

export const dashEn: typeof dashZh = {
  chart: {
    byType: 'Devices by type', byProvince: 'Devices by province (top 15)', events: 'Device events, last 30 days', thd: 'THD of SMD-L/W devices', logins: 'Logins, last 30 days',
    thdAxis: 'THD (%)', devices: 'Devices', count: 'Count', empty: 'No data',
  },
  kind: { freq_excursion: 'Frequency excursion', voltage_sag: 'Voltage sag' },
  status: { '0': 'Out of service', '1': 'Running', '2': 'Maintenance' },
  task: {
    title: 'My tasks', none: 'Nothing waits for you — all clear', open: 'Open',
    pendingAccounts: 'Accounts awaiting approval', unreadMessages: 'Unread messages', failedJobs: 'Failed scheduled jobs', offlineDevices: 'Offline devices',
    hint: { pendingAccounts: 'Self-registered users waiting to be enabled', unreadMessages: 'Notices and system messages', failedJobs: 'Scheduled jobs whose last run failed', offlineDevices: 'Running devices with no data for a minute' },
  },
  monitor: {
    title: 'Monitor wall', fullscreen: 'Full screen', exitFullscreen: 'Exit full screen', total: 'Devices', offline: 'Offline', heat: 'Device heat map',
    frequency: 'Live frequency', pick: 'Choose devices', events: 'Latest device events', ongoing: 'Ongoing', recovered: 'Recovered', times: '{{count}} times', noEvents: 'No device events',
  },
  workplace: {
    hello: '{{greeting}}, {{name}}', today: 'Today is {{date}}', shortcuts: 'Shortcuts', edit: 'Edit', save: 'Save', cancel: 'Cancel', saved: 'Saved',
    noShortcuts: 'No shortcuts yet: click "Edit" to pick the pages you use most', pick: 'Pick pages (at most 12)', recent: 'Recently opened', noRecent: 'None yet', messages: 'Latest messages', noMessages: 'No unread messages', all: 'All messages',
  },
  blank: { title: 'Blank layout page', text: 'This page uses the blank layout (no menu or header), for embedding or tests.', console: 'Open the console', portal: 'Visit the portal' },
  publicFigures: { provinces: 'Provinces', points: 'Measurement points', loginHint: 'Sign in for visit statistics and more dashboards' },
};

i18n.addResourceBundle('zh', 'translation', { dash: dashZh }, true, true);
i18n.addResourceBundle('en', 'translation', { dash: dashEn }, true, true);
