import { newId } from '#shared/ids.js';
import { nowText } from '../crud/records.js';
import type { DB } from '../db/types.js';

/** Dictionaries the spec and the admin pages need: [code, zh name, en name, items [value, zh, en]]. */
export type DictSeed = [string, string, string, [string, string, string][]];

export const DICTIONARIES: DictSeed[] = [
  [
    'sex',
    '性别',
    'Sex',
    [
      ['1', '男', 'Male'],
      ['2', '女', 'Female'],
    ],
  ],
  [
    'user_status',
    '用户状态',
    'User status',
    [
      ['1', '正常', 'Active'],
      ['2', '冻结', 'Frozen'],
    ],
  ],
  [
    'user_identity',
    '用户身份',
    'User identity',
    [
      ['1', '普通用户', 'Staff'],
      ['2', '上级', 'Supervisor'],
    ],
  ],
  [
    'priority',
    '优先级',
    'Priority',
    [
      ['L', '一般', 'Normal'],
      ['M', '重要', 'Important'],
      ['H', '紧急', 'Urgent'],
    ],
  ],
  [
    'msg_category',
    '消息类型',
    'Message category',
    [
      ['1', '通知公告', 'Notice'],
      ['2', '系统消息', 'System message'],
    ],
  ],
  [
    'msg_type',
    '通告对象类型',
    'Recipients',
    [
      ['USER', '指定用户', 'Selected users'],
      ['ALL', '全体用户', 'All users'],
    ],
  ],
  [
    'send_status',
    '发布状态',
    'Publish status',
    [
      ['0', '未发布', 'Draft'],
      ['1', '已发布', 'Published'],
      ['2', '已撤销', 'Revoked'],
    ],
  ],
  [
    'valid_status',
    '有效状态',
    'Validity',
    [
      ['1', '有效', 'Valid'],
      ['0', '无效', 'Invalid'],
    ],
  ],
  [
    'quartz_status',
    '定时任务状态',
    'Job status',
    [
      ['0', '正常', 'Running'],
      ['-1', '停止', 'Stopped'],
    ],
  ],
  [
    'menu_type',
    '菜单类型',
    'Menu type',
    [
      ['0', '一级菜单', 'Top menu'],
      ['1', '子菜单', 'Submenu'],
      ['2', '按钮权限', 'Button'],
    ],
  ],
  [
    'perms_type',
    '授权策略',
    'Permission strategy',
    [
      ['1', '可见/可访问(授权后可见/可访问)', 'Shown when granted'],
      ['2', '可编辑(未授权时禁用)', 'Disabled unless granted'],
    ],
  ],
  [
    'log_type',
    '日志类型',
    'Log type',
    [
      ['1', '登录日志', 'Login'],
      ['2', '操作日志', 'Operation'],
    ],
  ],
  [
    'operate_type',
    '操作类型',
    'Operation',
    [
      ['1', '查询', 'Query'],
      ['2', '添加', 'Add'],
      ['3', '修改', 'Edit'],
      ['4', '删除', 'Delete'],
      ['5', '导入', 'Import'],
      ['6', '导出', 'Export'],
    ],
  ],
  [
    'del_flag',
    '删除状态',
    'Deleted',
    [
      ['0', '正常', 'Normal'],
      ['1', '已删除', 'Deleted'],
    ],
  ],
  [
    'yn',
    '是否',
    'Yes / no',
    [
      ['1', '是', 'Yes'],
      ['0', '否', 'No'],
    ],
  ],
  [
    'org_category',
    '机构类型',
    'Organisation category',
    [
      ['1', '公司', 'Company'],
      ['2', '部门', 'Department'],
      ['3', '岗位', 'Post'],
    ],
  ],
  [
    'depart_status',
    '部门状态',
    'Department status',
    [
      ['1', '启用', 'Enabled'],
      ['0', '不启用', 'Disabled'],
    ],
  ],
  [
    'dict_item_status',
    '字典项状态',
    'Item status',
    [
      ['1', '启用', 'Enabled'],
      ['0', '不启用', 'Disabled'],
    ],
  ],
  [
    'tenant_status',
    '租户状态',
    'Tenant status',
    [
      ['1', '正常', 'Active'],
      ['0', '冻结', 'Frozen'],
    ],
  ],
  [
    'position_rank',
    '职级',
    'Rank',
    [
      ['1', '员级', 'Junior'],
      ['2', '助级', 'Assistant'],
      ['3', '中级', 'Intermediate'],
      ['4', '副高级', 'Senior'],
      ['5', '正高级', 'Principal'],
    ],
  ],
  [
    'rule_conditions',
    '规则条件',
    'Rule conditions',
    [
      ['>', '大于', 'greater than'],
      ['<', '小于', 'less than'],
      ['!=', '不等于', 'not equal'],
      ['=', '等于', 'equal'],
      ['>=', '大于等于', 'at least'],
      ['<=', '小于等于', 'at most'],
      ['LIKE', '全模糊', 'contains'],
      ['LEFT_LIKE', '左模糊', 'ends with'],
      ['RIGHT_LIKE', '右模糊', 'starts with'],
      ['IN', '包含', 'in'],
    ],
  ],
  ['database_type', '数据库类型', 'Database type', [['6', 'PostgreSQL', 'PostgreSQL']]],
  [
    'urgent_level',
    '紧急程度',
    'Urgency',
    [
      ['1', '一般', 'Normal'],
      ['2', '重要', 'Important'],
      ['3', '紧急', 'Urgent'],
    ],
  ],
  [
    'open_type',
    '打开方式',
    'Open as',
    [
      ['url', '链接', 'Link'],
      ['component', '组件', 'Component'],
    ],
  ],
  [
    'equip_type',
    '装置类型',
    'Device type',
    [
      ['SMD-R', '新能源同步测量装置', 'Renewables (SMD-R)'],
      ['SMD-C', '控制同步测量装置', 'Control (SMD-C)'],
      ['SMD-L', '负荷同步测量装置', 'Loads (SMD-L)'],
      ['SMD-W', '波形同步测量装置', 'Waveforms (SMD-W)'],
    ],
  ],
  [
    'meas_type',
    '量测类型',
    'Measurement',
    [
      ['fq', '频率', 'Frequency'],
      ['UAA', '电压幅值', 'Voltage amplitude'],
    ],
  ],
];

/** Inserts the dictionaries a database does not have yet (by code), with their items in order. */
export async function insertDictionaries(trx: DB, dicts: DictSeed[]): Promise<void> {
  for (const [code, zh, en, items] of dicts) {
    if (await trx.selectFrom('sys_dict').select('id').where('dict_code', '=', code).executeTakeFirst()) continue;
    const dictId = newId();
    await trx
      .insertInto('sys_dict')
      .values({ id: dictId, dict_code: code, dict_name: zh, description: en, type: 0, del_flag: 0, create_by: 'system', create_time: nowText() })
      .execute();
    await insertItems(trx, dictId, items, 1);
  }
}

/** Adds items to an existing dictionary (by code), sorted from `firstSort`; nothing when the dictionary is missing. */
export async function appendDictItems(trx: DB, code: string, items: DictSeed[3], firstSort: number): Promise<void> {
  const dict = await trx.selectFrom('sys_dict').select('id').where('dict_code', '=', code).executeTakeFirst();
  if (dict) await insertItems(trx, dict.id, items, firstSort);
}

async function insertItems(trx: DB, dictId: string, items: DictSeed[3], firstSort: number): Promise<void> {
  const audit = { create_by: 'system', create_time: nowText() };
  await trx
    .insertInto('sys_dict_item')
    .values(
      items.map(([value, text, textEn], i) => ({
        id: newId(),
        dict_id: dictId,
        item_value: value,
        item_text: text,
        item_text_en: textEn,
        sort_order: i + firstSort,
        status: 1,
        ...audit,
      })),
    )
    .execute();
}
