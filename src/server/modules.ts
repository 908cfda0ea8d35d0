import type { FastifyInstance } from 'fastify';
import type { HookMap } from './crud/hooks.js';
import type { Ctx } from './http/types.js';
import { loginRoutes } from './auth/login.js';
import { dictRoutes } from './system/dict/routes.js';
import { dictHooks, dictItemHooks } from './system/dict/hooks.js';
import { permissionRoutes } from './system/permission/routes.js';
import { permissionHooks } from './system/permission/hooks.js';
import { userRoutes } from './system/user/routes.js';
import { userHooks } from './system/user/hooks.js';
import { roleRoutes } from './system/role/routes.js';
import { roleHooks } from './system/role/hooks.js';
import { departRoutes } from './system/depart/routes.js';
import { departHooks, departRoleHooks } from './system/depart/hooks.js';
import { accountRoutes } from './system/account/routes.js';
import { profileRoutes } from './system/account/profile.js';
import { accountSettingsRoutes } from './system/account/settings.js';
import { checkRoutes } from './system/checks/routes.js';
import { checkRuleHooks } from './system/checks/hooks.js';
import { logRoutes } from './logs/routes.js';
import { schemaRoutes } from './system/schemaApi/routes.js';
import { dataRuleRoutes } from './system/dataRule/routes.js';
import { dataRuleHooks } from './system/dataRule/hooks.js';
import { uploadRoutes } from './system/upload/routes.js';
import { categoryRoutes } from './system/category/routes.js';
import { categoryHooks } from './system/category/hooks.js';
import { fillRuleRoutes } from './system/fillRule/routes.js';
import { fillRuleHooks } from './system/fillRule/hooks.js';
import { dataSourceRoutes } from './system/dataSource/routes.js';
import { dataSourceHooks } from './system/dataSource/hooks.js';
import { gatewayRouteHooks } from './system/gatewayRoute/hooks.js';
import { gatewayRouteRoutes } from './system/gatewayRoute/routes.js';
import { tenantRoutes } from './system/tenant/routes.js';
import { thirdAppRoutes } from './system/thirdApp/routes.js';
import { commonRoutes } from './system/common/routes.js';
import { thirdLoginRoutes } from './system/thirdLogin/routes.js';
import { userOnlineRoutes } from './system/userOnline/routes.js';
import { userAgentRoutes } from './system/userAgent/routes.js';
import { userAgentHooks } from './system/userAgent/hooks.js';
import { phoneLoginRoutes } from './system/phoneLogin/routes.js';
import { fixedApiRoutes } from './system/fixedApi/routes.js';
import { addressListRoutes } from './system/addressList/routes.js';
import { dataLogRoutes } from './system/dataLog/routes.js';
import { processDefinitionHooks } from './system/processDefinition/hooks.js';
import { realtimeRoutes } from './realtime/routes.js';
import { deviceHooks, measPointHooks } from './realtime/devices/hooks.js';
import { onlineRoutes } from './reports/routes.js';
import { cgformRoutes } from './forms/routes.js';
import { jeecgCgformRoutes } from './forms/jeecg/routes.js';
import { jeecgNotProvidedRoutes } from './forms/jeecg/notProvided.js';
import { reportHeadHooks, reportItemHooks, reportParamHooks } from './reports/hooks.js';
import { notifyRoutes } from './notify/routes.js';
import { selfServiceRoutes } from './system/selfService/routes.js';
import { heatmapRoutes } from './heatmap/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { announcementHooks } from './notify/announcementHooks.js';
import { templateHooks } from './notify/templates.js';
import { quartzJobRoutes } from './jobs/routes.js';
import { quartzJobHooks } from './jobs/hooks.js';
import { monitorRoutes } from './monitor/routes.js';
import { systemLogRoutes } from './logs/readOnly.js';
import { fileRoutes } from './files/routes.js';
import { taskRoutes } from './jobs/tasks/routes.js';
import { datasetRoutes } from './datasets/routes.js';
import { pqRoutes } from './pq/routes.js';
import { alarmRuleHooks } from './pq/hooks.js';
import { comtradeRoutes } from './comtrade/routes.js';
import { logHooks } from './logs/hooks.js';

/** Hand-written routes, registered before the schema CRUD routes (which they may replace). */
export const domainModules: ((app: FastifyInstance, ctx: Ctx) => Promise<void>)[] = [
  loginRoutes,
  dictRoutes,
  permissionRoutes,
  userRoutes,
  roleRoutes,
  departRoutes,
  accountRoutes,
  profileRoutes,
  accountSettingsRoutes,
  checkRoutes,
  logRoutes,
  schemaRoutes,
  dataRuleRoutes,
  uploadRoutes,
  categoryRoutes,
  fillRuleRoutes,
  dataSourceRoutes,
  addressListRoutes,
  dataLogRoutes,
  realtimeRoutes,
  pqRoutes, // after realtimeRoutes: its detector watches the realtime plane
  onlineRoutes,
  cgformRoutes,
  jeecgCgformRoutes, // JeecgBoot's online-form module over the same forms
  jeecgNotProvidedRoutes,
  notifyRoutes,
  selfServiceRoutes,
  heatmapRoutes,
  dashboardRoutes,
  quartzJobRoutes,
  monitorRoutes,
  systemLogRoutes,
  fileRoutes,
  taskRoutes,
  datasetRoutes,
  comtradeRoutes,
  gatewayRouteRoutes,
  tenantRoutes,
  thirdAppRoutes,
  commonRoutes,
  userOnlineRoutes,
  userAgentRoutes,
  phoneLoginRoutes,
  thirdLoginRoutes,
  fixedApiRoutes,
];

/** Per-entity behaviour the schema cannot express. */
export const entityHooks = (): HookMap => ({
  sys_dict: dictHooks,
  sys_dict_item: dictItemHooks,
  sys_user: userHooks,
  sys_permission: permissionHooks,
  sys_role: roleHooks,
  sys_depart: departHooks,
  sys_depart_role: departRoleHooks,
  sys_permission_data_rule: dataRuleHooks,
  sys_category: categoryHooks,
  sys_fill_rule: fillRuleHooks,
  sys_check_rule: checkRuleHooks,
  sys_data_source: dataSourceHooks,
  sys_gateway_route: gatewayRouteHooks,
  sys_process_definition: processDefinitionHooks,
  isps_device: deviceHooks,
  isps_meas_point: measPointHooks,
  isps_alarm_rule: alarmRuleHooks,
  onl_cgreport_head: reportHeadHooks,
  onl_cgreport_item: reportItemHooks,
  onl_cgreport_param: reportParamHooks,
  sys_announcement: announcementHooks,
  sys_message_template: templateHooks,
  sys_quartz_job: quartzJobHooks,
  sys_user_agent: userAgentHooks,
  sys_log: logHooks,
});
