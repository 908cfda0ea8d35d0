/** The demo reports the seed registers (codes are stable: tests and the docs use them). */
export interface DemoItem {
  field: string;
  title: string;
  type?: 'String' | 'Integer' | 'Long' | 'Date' | 'datetime';
  width?: number;
  dict?: string;
  search?: 'single' | 'group';
  order?: boolean;
  hidden?: boolean;
  total?: boolean;
  href?: string;
}

export interface DemoReport {
  code: string;
  name: string;
  sql: string;
  textField: string;
  content: string;
  items: DemoItem[];
  /** [name, title, default] */
  params: [string, string, string][];
}

export const DEMO_REPORTS: DemoReport[] = [
  {
    code: 'report_user',
    name: '用户报表',
    content: '按状态查看用户（参数 status，默认 1 = 正常），性别按字典 sex 显示',
    textField: 'realname',
    sql: [
      'select u.id, u.username, u.realname, u.sex, u.status, u.org_code, u.phone, u.email, u.create_time',
      'from sys_user u',
      'where u.del_flag = 0 and u.status = ${status}',
    ].join('\n'),
    items: [
      { field: 'id', title: 'ID', hidden: true },
      { field: 'username', title: '用户账号', search: 'single', order: true },
      { field: 'realname', title: '用户姓名', search: 'single', order: true },
      { field: 'sex', title: '性别', type: 'Integer', dict: 'sex', search: 'single', width: 80 },
      { field: 'status', title: '状态', type: 'Integer', dict: 'user_status', width: 80 },
      { field: 'org_code', title: '部门编码', order: true },
      { field: 'phone', title: '手机号', search: 'single' },
      { field: 'email', title: '邮箱', width: 180 },
      { field: 'create_time', title: '创建时间', type: 'datetime', search: 'group', order: true, width: 160 },
    ],
    params: [['status', '用户状态', '1']],
  },
  {
    code: 'report_depart',
    name: '部门人数报表',
    content: '按机构类型查看部门及其人数（参数 orgCategory，默认 2 = 部门；字典 org_category）',
    textField: 'depart_name',
    sql: [
      'select d.id, d.depart_name, d.org_code, d.org_category,',
      '  (select count(*) from sys_user_depart ud where ud.dep_id = d.id) as user_count',
      'from sys_depart d',
      "where d.del_flag = 0 and d.org_category = '${orgCategory}'",
    ].join('\n'),
    items: [
      { field: 'id', title: 'ID', hidden: true },
      { field: 'depart_name', title: '部门名称', search: 'single', order: true, width: 180, href: '/isystem/depart?orgCode=${org_code}' },
      { field: 'org_code', title: '机构编码', search: 'single', order: true },
      { field: 'org_category', title: '机构类型', dict: 'org_category', search: 'single' },
      { field: 'user_count', title: '人数', type: 'Long', order: true, total: true, width: 80 },
    ],
    params: [['orgCategory', '机构类型', '2']],
  },
  // TODO(devices): add report "report_device" (装置按类型: isps_device grouped by device type, with a ${deviceType}
  // parameter) once the device entity (schemas/isps_device.json, built on another branch) is on main.
];
