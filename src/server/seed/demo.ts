/** Demo organisation: departments [orgCode, zh, en, category], roles, positions, check rules, tenants. */
export const DEPARTMENTS: [string, string, string, string][] = [
  ['A01', '同步测量实验室', 'Synchronized Measurement Laboratory', '1'],
  ['A01A01', '测试校准平台', 'Test and Calibration Platform', '2'],
  ['A01A02', '数据中心', 'Data Centre', '2'],
  ['A01A03', '研发部', 'R&D', '2'],
  ['A01A03A01', '算法组', 'Algorithms Team', '3'],
  ['A02', '华东运维中心', 'East China Operations Centre', '1'],
  ['A02A01', '上海站', 'Shanghai Station', '2'],
  ['A02A02', '南京站', 'Nanjing Station', '2'],
];

export const ROLES: [string, string, string][] = [
  ['admin', '管理员', '全部权限'],
  ['operator', '运行人员', '只读：可查看全部页面，不能修改数据'],
];

export const POSITIONS: [string, string, string][] = [
  ['director', '实验室主任', '5'],
  ['engineer', '工程师', '3'],
  ['operator', '值班员', '2'],
];

export const CHECK_RULES: [string, string, string, string][] = [
  [
    'common',
    '通用编码',
    '首位为字母，其后为字母或数字',
    JSON.stringify([
      { digits: '1', pattern: '^[a-zA-Z]$', message: '首位必须是字母' },
      { digits: '*', pattern: '^[a-zA-Z0-9]+$', message: '只能包含字母和数字' },
    ]),
  ],
  ['phone', '手机号', '中国大陆手机号', JSON.stringify([{ digits: '*', pattern: '^1[3-9]\\d{9}$', message: '请输入正确的手机号' }])],
];

export const TENANTS: [string, string][] = [
  ['1', 'ISPS 默认租户'],
  ['2', '华东运维租户'],
];
