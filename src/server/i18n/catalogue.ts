/** Server-written texts in both languages (said.ts); `{{name}}` are a Said's parameters. */
export const SAID_ZH = {
  'job.sample.done': '参数：{{parameter}}',
  'job.purgeLogs.done': '保留 {{days}} 天：删除日志 {{logs}} 条，已读消息 {{messages}} 条，运行记录 {{runs}} 条',
  'job.purgeLogs.doneClamped': '保留 {{days}} 天（参数 {{given}} 低于下限）：删除日志 {{logs}} 条，已读消息 {{messages}} 条，运行记录 {{runs}} 条',
  'job.realtimeOff': '实时数据未启用，未检查',
  'job.history.off': '实时数据未启用，无历史可清理',
  'job.history.done':
    '删除 1 秒历史分区 {{s1}} 个、1 分钟历史分区 {{m1}} 个、10 分钟历史分区 {{m10}} 个（保留 {{secondDays}} / {{minuteDays}} / {{tenMinuteDays}} 天）',
  'job.health.allWell': '{{count}} 台设备均正常',
  'job.health.stopped': '置为停运 {{count}} 台：{{names}}',
  'job.mail.sent': '已发送至 {{to}}',
  'job.compliance.sent': '{{verdict}}: 已发送至 {{to}}',
} as const;

export type SaidKey = keyof typeof SAID_ZH;

export const SAID_EN: Record<SaidKey, string> = {
  'job.sample.done': 'Parameter: {{parameter}}',
  'job.purgeLogs.done': 'Kept {{days}} days; deleted log entries: {{logs}}, read messages: {{messages}}, run records: {{runs}}',
  'job.purgeLogs.doneClamped':
    'Kept {{days}} days (the parameter {{given}} is below the floor); deleted log entries: {{logs}}, read messages: {{messages}}, run records: {{runs}}',
  'job.realtimeOff': 'Real-time data is off: nothing checked',
  'job.history.off': 'Real-time data is off: no history to clean up',
  'job.history.done':
    'Dropped history partitions of 1 s: {{s1}}, 1 min: {{m1}}, 10 min: {{m10}} (kept {{secondDays}} / {{minuteDays}} / {{tenMinuteDays}} days)',
  'job.health.allWell': 'Devices checked: {{count}}, all well',
  'job.health.stopped': 'Set out of service ({{count}}): {{names}}',
  'job.mail.sent': 'Sent to {{to}}',
  'job.compliance.sent': '{{verdict}}: sent to {{to}}',
};
