import type { DB } from '../db/types.js';
import { insertDictionaries, type DictSeed } from './dictionaries.js';

/**
 * Dictionaries JeecgBoot 2.4.6's console asks for in its add forms (UserModal: activiti_sync,
 * PermissionModal: global_perms_type, the online form designer: cgform_table_type, ol_form_biz_type),
 * with JeecgBoot's own values and texts (its jeecgboot-mysql-5.7.sql), so its radio groups are not empty.
 */
export const JEECG_CONSOLE_DICTIONARIES: DictSeed[] = [
  [
    'activiti_sync',
    '同步工作流引擎',
    'Sync to workflow engine',
    [
      ['1', '同步', 'Sync'],
      ['0', '不同步', 'Do not sync'],
    ],
  ],
  [
    'global_perms_type',
    '全局权限策略',
    'Global permission policy',
    [
      ['1', '可见/可访问(授权后可见/可访问)', 'Visible (when granted)'],
      ['2', '可编辑(未授权时禁用)', 'Editable (disabled when not granted)'],
    ],
  ],
  [
    'cgform_table_type',
    'Online表单类型',
    'Online form table type',
    [
      ['1', '单表', 'Single table'],
      ['2', '主表', 'Main table'],
      ['3', '附表', 'Sub table'],
    ],
  ],
  [
    'ol_form_biz_type',
    'Online表单业务分类',
    'Online form category',
    [
      ['demo', '官方示例', 'Official example'],
      ['bpm', '流程表单', 'Workflow form'],
      ['temp', '测试表单', 'Test form'],
      ['bdfl_include', '导入表单', 'Imported form'],
    ],
  ],
];

/** A seed step (once per database): dictionaries that already exist by code are left as they are. */
export const seedJeecgConsoleDicts = (trx: DB) => insertDictionaries(trx, JEECG_CONSOLE_DICTIONARIES);
