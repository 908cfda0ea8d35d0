import { newId } from '#shared/ids.js';
import { nowText } from '../crud/records.js';
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

/** Adds an item to a dictionary seeded by data-menu-v1 (later steps: existing databases get it too). */
async function addDictItem(trx: DB, code: string, value: string, zh: string, en: string, sort: number): Promise<void> {
  const dict = await trx.selectFrom('sys_dict').select('id').where('dict_code', '=', code).executeTakeFirst();
  if (!dict) return;
  await trx
    .insertInto('sys_dict_item')
    .values({
      id: newId(),
      dict_id: dict.id,
      item_value: value,
      item_text: zh,
      item_text_en: en,
      sort_order: sort,
      status: 1,
      create_by: 'system',
      create_time: nowText(),
    })
    .execute();
}

/** Seed step "task-kind-thumbnail-v1": thumbnail generation joins the task kinds. */
export const seedThumbnailTaskKind = (trx: DB) => addDictItem(trx, 'task_kind', 'thumbnail', '缩略图生成', 'Thumbnail', 3);

/** Seed step "dataset-source-history-v1": data sets exported from the history tables. */
export const seedHistorySource = (trx: DB) => addDictItem(trx, 'dataset_source', 'history', '测量历史导出', 'Measurement-history export', 5);

/** Seed step "dataset-source-comtrade-v1": data sets imported from COMTRADE recordings. */
export const seedComtradeSource = (trx: DB) => addDictItem(trx, 'dataset_source', 'comtrade', 'COMTRADE 录波文件', 'COMTRADE recording', 6);
