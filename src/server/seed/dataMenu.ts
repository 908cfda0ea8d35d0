import type { DB } from '../db/types.js';
import { insertDictionaries, type DictSeed } from './dictionaries.js';
import { grant, insertMenu } from './menus.js';

/** Dictionaries of the file, task and data-set pages. */
export const DATA_DICTIONARIES: DictSeed[] = [
  [
    'file_storage',
    '文件存储位置',
    'File storage',
    [
      ['local', '本地目录', 'Local directory'],
      ['s3', '对象存储', 'S3 bucket'],
    ],
  ],
  [
    'task_status',
    '任务状态',
    'Task status',
    [
      ['queued', '排队中', 'Queued'],
      ['running', '进行中', 'Running'],
      ['done', '已完成', 'Done'],
      ['failed', '失败', 'Failed'],
    ],
  ],
  [
    'task_kind',
    '任务类型',
    'Task kind',
    [
      ['dataset-export', '数据集导出', 'Data-set export'],
      ['dataset-import', '数据集导入', 'Data-set import'],
    ],
  ],
  [
    'dataset_source',
    '数据集来源',
    'Data-set source',
    [
      ['wrdb', '实时数据导出', 'Live-data export'],
      ['csv', 'CSV 文件', 'CSV file'],
      ['excel', 'Excel 文件', 'Excel file'],
      ['text', '文本文件', 'Text file'],
    ],
  ],
];

/** Seed step "data-menu-v1": the 数据管理 menu group (files, tasks, data sets hang under it by schema) and its dictionaries. */
export async function seedDataMenu(trx: DB): Promise<void> {
  await insertDictionaries(trx, DATA_DICTIONARIES);
  const menu = await insertMenu(
    trx,
    {
      name: '数据管理',
      url: '/idata',
      component: 'layouts/RouteView',
      icon: 'database',
      sortNo: 6,
      menuType: 0,
      redirect: '/idata/file',
    },
    null,
  );
  await grant(trx, 'admin', [menu]);
  await grant(trx, 'operator', [menu]);
}
