import type { EntityExtension } from '#renderers/core.js';

/**
 * The hand-written panels of entities whose pages are more than a table (DESIGN: Schemas), each loaded with its own
 * page: imported here, every list page evaluated all of them (用户管理 loaded the data sets' curve dialog and uPlot).
 */
export const EXTENSIONS: Record<string, () => Promise<EntityExtension>> = {
  sys_user: () => import('./user/userExtension.js').then((m) => m.userExtension),
  sys_role: () => import('./role/roleExtension.js').then((m) => m.roleExtension),
  sys_depart: () => import('./depart/departExtension.js').then((m) => m.departExtension),
  sys_dict: () => import('./dict/dictExtension.js').then((m) => m.dictExtension),
  sys_permission: () => import('./menu/menuExtension.js').then((m) => m.menuExtension),
  sys_check_rule: () => import('./checkRule/checkRuleExtension.js').then((m) => m.checkRuleExtension),
  sys_data_log: () => import('./dataLog/dataLogExtension.js').then((m) => m.dataLogExtension),
  sys_data_source: () => import('./dataSource/dataSourceExtension.js').then((m) => m.dataSourceExtension),
  sys_fill_rule: () => import('./fillRule/fillRuleExtension.js').then((m) => m.fillRuleExtension),
  sys_announcement: () => import('./announcement/announcementExtension.js').then((m) => m.announcementExtension),
  onl_cgreport_head: () => import('../reports/reportHeadExtension.js').then((m) => m.reportHeadExtension),
  isps_device: () => import('../device/deviceExtension.js').then((m) => m.deviceExtension),
  sys_quartz_job: () => import('../jobs/quartzExtension.js').then((m) => m.quartzExtension),
  sys_oss_file: () => import('../files/fileExtension.js').then((m) => m.fileExtension),
  isps_dataset: () => import('../datasets/datasetExtension.js').then((m) => m.datasetExtension),
  sys_task: () => import('../tasks/taskExtension.js').then((m) => m.taskExtension),
};
