/** The demo reports the seed registers (codes are stable: tests and the docs use them). */
export interface DemoItem {
  field: string;
  title: string;
  titleEn: string;
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
  nameEn: string;
  sql: string;
  textField: string;
  content: string;
  items: DemoItem[];
  /** an entity table the SQL reads that the schema set may lack (the report is left out without it) */
  requires?: string;
  /** [name, title, default] */
  params: [string, string, string][];
}

export const DEMO_REPORTS: DemoReport[] = [
  {
    code: 'report_user',
    name: '用户报表',
    nameEn: 'User report',
    content: '按状态查看用户（参数 status，默认 1 = 正常），性别按字典 sex 显示',
    textField: 'realname',
    sql: [
      'select u.id, u.username, u.realname, u.sex, u.status, u.org_code, u.phone, u.email, u.create_time',
      'from sys_user u',
      'where u.del_flag = 0 and u.status = ${status}',
    ].join('\n'),
    items: [
      { field: 'id', title: 'ID', titleEn: 'ID', hidden: true },
      { field: 'username', title: '用户账号', titleEn: 'Username', search: 'single', order: true },
      { field: 'realname', title: '用户姓名', titleEn: 'Name', search: 'single', order: true },
      { field: 'sex', title: '性别', titleEn: 'Sex', type: 'Integer', dict: 'sex', search: 'single', width: 80 },
      { field: 'status', title: '状态', titleEn: 'Status', type: 'Integer', dict: 'user_status', width: 80 },
      { field: 'org_code', title: '部门编码', titleEn: 'Department code', order: true },
      { field: 'phone', title: '手机号', titleEn: 'Mobile', search: 'single' },
      { field: 'email', title: '邮箱', titleEn: 'Email', width: 180 },
      { field: 'create_time', title: '创建时间', titleEn: 'Created at', type: 'datetime', search: 'group', order: true, width: 160 },
    ],
    params: [['status', '用户状态', '1']],
  },
  {
    code: 'report_depart',
    name: '部门人数报表',
    nameEn: 'Department head count',
    content: '按机构类型查看部门及其人数（参数 orgCategory，默认 2 = 部门；字典 org_category）',
    textField: 'depart_name',
    sql: [
      'select d.id, d.depart_name, d.org_code, d.org_category,',
      '  (select count(*) from sys_user_depart ud where ud.dep_id = d.id) as user_count',
      'from sys_depart d',
      "where d.del_flag = 0 and d.org_category = '${orgCategory}'",
    ].join('\n'),
    items: [
      { field: 'id', title: 'ID', titleEn: 'ID', hidden: true },
      {
        field: 'depart_name',
        title: '部门名称',
        titleEn: 'Department',
        search: 'single',
        order: true,
        width: 180,
        href: '/isystem/depart?orgCode=${org_code}',
      },
      { field: 'org_code', title: '机构编码', titleEn: 'Org code', search: 'single', order: true },
      { field: 'org_category', title: '机构类型', titleEn: 'Org type', dict: 'org_category', search: 'single' },
      { field: 'user_count', title: '人数', titleEn: 'Head count', type: 'Long', order: true, total: true, width: 80 },
    ],
    params: [['orgCategory', '机构类型', '2']],
  },
  {
    code: 'report_device',
    requires: 'isps_device',
    name: '装置报表',
    nameEn: 'Device report',
    content: '按装置类型查看装置（参数 equipType，默认 SMD-L；字典 equip_type、device_status）',
    textField: 'name_zh',
    sql: [
      'select d.id, d.equip_id, d.name_zh, d.name_en, d.equip_type, d.province, d.status, d.rated_kv, d.lat, d.lng',
      'from isps_device d',
      "where d.equip_type = '${equipType}'",
    ].join('\n'),
    items: [
      { field: 'id', title: 'ID', titleEn: 'ID', hidden: true },
      { field: 'equip_id', title: '装置编号', titleEn: 'Device ID', search: 'single', order: true },
      { field: 'name_zh', title: '装置名称', titleEn: 'Device name', search: 'single', order: true, width: 200 },
      { field: 'name_en', title: '英文名称', titleEn: 'English name', width: 220 },
      { field: 'equip_type', title: '装置类型', titleEn: 'Device type', dict: 'equip_type', width: 160 },
      { field: 'province', title: '省份', titleEn: 'Province', search: 'single', order: true, width: 100 },
      { field: 'status', title: '状态', titleEn: 'Status', type: 'Integer', dict: 'device_status', search: 'single', width: 80 },
      { field: 'rated_kv', title: '额定电压 kV', titleEn: 'Rated kV', type: 'Long', order: true, width: 110 },
      { field: 'lat', title: '纬度', titleEn: 'Latitude', type: 'Long', width: 90 },
      { field: 'lng', title: '经度', titleEn: 'Longitude', type: 'Long', width: 90 },
    ],
    params: [['equipType', '装置类型', 'SMD-L']],
  },
];
