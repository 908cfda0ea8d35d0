import type { EntityExtension } from '#renderers/core.js';
import { dataLogExtension } from './dataLog/dataLogExtension.js';
import { dataSourceExtension } from './dataSource/dataSourceExtension.js';
import { fillRuleExtension } from './fillRule/fillRuleExtension.js';
import { announcementExtension } from './announcement/announcementExtension.js';
import { checkRuleExtension } from './checkRule/checkRuleExtension.js';
import { departExtension } from './depart/departExtension.js';
import { dictExtension } from './dict/dictExtension.js';
import { menuExtension } from './menu/menuExtension.js';
import { roleExtension } from './role/roleExtension.js';
import { userExtension } from './user/userExtension.js';
import { reportHeadExtension } from '../reports/reportHeadExtension.js';
import { deviceExtension } from '../device/deviceExtension.js';
import { quartzExtension } from '../jobs/quartzExtension.js';
import { fileExtension } from '../files/fileExtension.js';
import { datasetExtension } from '../datasets/datasetExtension.js';
import { taskExtension } from '../tasks/taskExtension.js';

/** The hand-written panels of entities whose pages are more than a table (DESIGN: Schemas). */
export const EXTENSIONS: Record<string, EntityExtension> = {
  sys_user: userExtension,
  sys_role: roleExtension,
  sys_depart: departExtension,
  sys_dict: dictExtension,
  sys_permission: menuExtension,
  sys_check_rule: checkRuleExtension,
  sys_data_log: dataLogExtension,
  sys_data_source: dataSourceExtension,
  sys_fill_rule: fillRuleExtension,
  sys_announcement: announcementExtension,
  onl_cgreport_head: reportHeadExtension,
  isps_device: deviceExtension,
  sys_quartz_job: quartzExtension,
  sys_oss_file: fileExtension,
  isps_dataset: datasetExtension,
  sys_task: taskExtension,
};
