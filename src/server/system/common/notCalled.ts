import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answerOf } from '#shared/contract/answer.js';
import { fail } from '#shared/contract/envelope.js';

const UNUSED = 'JeecgBoot 2.4.6 的控制台不调用该接口，ISPS 未提供';
const MOBILE = 'ISPS 没有移动端应用，不提供移动端接口';

/**
 * Routes of JeecgBoot 2.4.6's system module that ISPS does not provide (its console never calls them, or
 * they belong to its Java pages or its mobile app): each answers a well-formed success:false with the
 * reason and, where ISPS has one, the route to use — never a bare 404 (docs/jeecgboot-compatibility.md).
 * `*` marks a path that takes any rest; ANY is every method.
 */
const ROUTES: [string, string, string][] = [
  ['GET', '/sys/common/403', 'JeecgBoot 后台的 403 页面，不是接口'],
  ['POST', '/sys/common/upload2', 'ISPS 只有一个上传接口：/sys/common/upload'],
  ['GET', '/sys/common/download/*', '文件经由 /sys/common/static/{id} 下载'],
  ['POST', '/sys/mLogin', `${MOBILE}；请用 /sys/login 登录`],
  ['GET', '/sys/sysAnnouncementSend/list', `${UNUSED}；我的消息请用 /sys/sysAnnouncementSend/getMyAnnouncementSend`],
  ['POST', '/sys/sysAnnouncementSend/add', `${UNUSED}；消息由 /sys/annountCement/doReleaseData 发布时送达`],
  ['PUT', '/sys/sysAnnouncementSend/edit', `${UNUSED}；已读请用 /sys/sysAnnouncementSend/editByAnntIdAndUserId`],
  ['DELETE', '/sys/sysAnnouncementSend/delete', UNUSED],
  ['DELETE', '/sys/sysAnnouncementSend/deleteBatch', UNUSED],
  ['GET', '/sys/sysAnnouncementSend/queryById', UNUSED],
  ['GET', '/sys/sysDepart/queryAllParentId', UNUSED],
  ['GET', '/sys/sysDepart/listAll', `${UNUSED}；部门树请用 /sys/sysDepart/queryTreeList`],
  ['GET', '/sys/sysDepart/queryTreeByKeyWord', `${UNUSED}；部门树请用 /sys/sysDepart/queryTreeList`],
  ['GET', '/sys/sysDepart/getDepartName', UNUSED],
  ['GET', '/sys/sysDepart/getUsersByDepartId', `${UNUSED}；部门的用户请用 /sys/user/departUserList`],
  ['GET', '/sys/sysDepartPermission/list', `${UNUSED}；部门权限请用 /sys/permission/queryDepartPermission`],
  ['POST', '/sys/sysDepartPermission/add', `${UNUSED}；部门权限请用 /sys/permission/saveDepartPermission`],
  ['PUT', '/sys/sysDepartPermission/edit', `${UNUSED}；部门权限请用 /sys/permission/saveDepartPermission`],
  ['DELETE', '/sys/sysDepartPermission/delete', UNUSED],
  ['DELETE', '/sys/sysDepartPermission/deleteBatch', UNUSED],
  ['GET', '/sys/sysDepartPermission/queryById', UNUSED],
  ['ANY', '/sys/sysDepartPermission/exportXls', UNUSED],
  ['POST', '/sys/sysDepartPermission/importExcel', UNUSED],
  ['GET', '/sys/dict/getDictText/:dictCode/:key', `${UNUSED}；字典项请用 /sys/dict/getDictItems/{dictCode}`],
  ['GET', '/sys/dict/loadDictOrderByValue/:dictCode', `${UNUSED}；字典项请用 /sys/dict/getDictItems/{dictCode}`],
  ['GET', '/sys/dict/queryTableData', `${UNUSED}；表字典请用 /sys/dict/loadDict/{dictCode}`],
  ['GET', '/sys/permission/queryByUser', `${UNUSED}；当前用户的菜单请用 /sys/permission/getUserPermissionByToken`],
  ['GET', '/sys/position/queryByCode', `${UNUSED}；职务请用 /sys/position/list`],
  ['GET', '/sys/user/queryByOrgCode', `${UNUSED}；部门的用户请用 /sys/user/departUserList`],
  ['GET', '/sys/user/getUserSectionInfoByToken', UNUSED],
  ['GET', '/sys/user/appUserList', MOBILE],
  ['PUT', '/sys/user/appEdit', MOBILE],
  ['GET', '/sys/user/saveClientId', MOBILE],
  ['GET', '/sys/user/queryChildrenByUsername', UNUSED],
  ['GET', '/sys/user/appQueryByDepartId', MOBILE],
  ['GET', '/sys/user/appQueryUser', MOBILE],
  ['PUT', '/sys/user/updateMobile', `${UNUSED}；手机号请在个人设置中用短信验证码更换`],
];

export async function notCalledRoutes(app: FastifyInstance) {
  for (const [method, url, message] of ROUTES) {
    app.route({
      method: method === 'ANY' ? ['GET', 'POST', 'PUT', 'DELETE'] : (method as 'GET'),
      url,
      // any signed-in caller: nothing is read or written
      config: { self: true },
      schema: { tags: ['Not supported'], summary: 'Not provided: answers success:false with the reason', response: answerOf(z.null()) },
      handler: async () => fail(message, 501),
    });
  }
}
