import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#shared/contract/envelope.js';
import { newId } from '#shared/ids.js';
import { nowText } from '../crud/records.js';
import { badRequest } from '../http/errors.js';
import type { AuthUser, Ctx } from '../http/types.js';
import { MEAS } from '../realtime/devices/profiles.js';
import { realtimeOf } from '../realtime/plane.js';
import type { TaskHandle } from '../jobs/tasks/types.js';
import { exportWindow, importExcel, importText } from './build.js';
import { LEVEL_TEXT, exportHistory, exportLevel } from './historyExport.js';
import { checkSheet, checkText } from './check.js';
import { importComtrade, putBytes } from './comtradeIn.js';
import { isComtrade, readComtradeUpload } from './comtradeUpload.js';
import { receiveFiles } from './receiveFiles.js';
import type { SheetRows } from '../crud/xlsx/types.js';
import { looseAnswer } from '#shared/contract/loose.js';

const tags = ['Data sets'];
const TABLE = 'isps_dataset';
export const sourceKey = (id: string) => `dataset-${id}`;

/** Records the data set (status running) and runs `work` as its background task; a failure shows on both. */
async function startBuild(
  ctx: Ctx,
  u: AuthUser,
  row: Record<string, unknown>,
  kind: string,
  work: (t: TaskHandle, id: string) => Promise<string>,
  cleanup?: () => Promise<void>,
) {
  const id = newId();
  const now = nowText();
  await ctx.db
    .insertInto(TABLE)
    .values({ id, ...row, owner: u.realname || u.username, owner_id: u.id, status: 'running', create_by: u.username, create_time: now })
    .execute();
  const taskId = await ctx.tasks.start(
    { kind, name: `${kind === 'dataset-export' ? '导出' : '导入'}数据集 ${String(row.name)}`, owner: u.username },
    async (t) => {
      try {
        return await work(t, id);
      } catch (err) {
        await ctx.db
          .updateTable(TABLE)
          .set({ status: 'failed', message: String((err as Error).message).slice(0, 1000) })
          .where('id', '=', id)
          .execute();
        throw err;
      } finally {
        await cleanup?.();
      }
    },
  );
  await ctx.db.updateTable(TABLE).set({ task_id: taskId }).where('id', '=', id).execute();
  return { id, taskId };
}

const zName = z.string({ error: 'name 不能为空' }).trim().min(1, 'name 不能为空').max(100, 'name 最长 100 个字符');

/** New data sets: a window of a device's live data, or an uploaded CSV, Excel or text file. */
export function datasetCreateRoutes(base: FastifyInstance, ctx: Ctx, addPerm: string) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/isps/dataset/export',
    {
      config: { perm: addPerm },
      schema: {
        tags,
        summary:
          "Export any past range of a device's record into a new data set (a background task): from the ring when it holds the range, else from the finest history level that keeps the set under 1,000,000 points",
        body: z.object({
          name: zName,
          device: z.string({ error: 'device 不能为空' }).trim().min(1, 'device 不能为空').max(32),
          measType: z.string({ error: 'measType 不能为空' }).trim().min(1, 'measType 不能为空').max(16),
          begin: z.number({ error: 'begin 须为 Unix 秒' }).positive('begin 须为 Unix 秒'),
          end: z.number({ error: 'end 须为 Unix 秒' }).positive('end 须为 Unix 秒'),
        }),
        response: looseAnswer,
      },
    },
    async (req) => {
      const b = req.body;
      if (b.end < b.begin) throw badRequest('end（结束时间）不能早于 begin（开始时间）', 'end');
      if (b.begin > Date.now() / 1000) throw badRequest('begin（开始时间）不能晚于当前时间', 'begin');
      const entry = realtimeOf(ctx)?.directory.byEquipId.get(b.device);
      if (!entry) throw badRequest(`装置 ${b.device} 不存在`, 'device');
      const point = entry.points[b.measType as keyof typeof entry.points];
      if (!point) throw badRequest(`装置 ${b.device} 没有量测 ${b.measType}`, 'measType');
      if (MEAS[point.measType].width !== 1) throw badRequest('谐波类量测（每行多个值）暂不能导出为数据集', 'measType');
      const level = exportLevel(ctx, point.recordId, point.measType, b.begin, b.end);
      const source = level === 'ring' ? 'wrdb' : 'history';
      const r = await startBuild(ctx, req.user!, { name: b.name, source, device: b.device, meas_type: b.measType }, 'dataset-export', (t, id) =>
        level === 'ring' ? exportWindow(ctx, t, id, point.recordId, b.begin, b.end) : exportHistory(ctx, t, id, point.recordId, level, b.begin, b.end),
      );
      const from = level === 'ring' ? LEVEL_TEXT.ring : `所选时段不全在实时库中，取${LEVEL_TEXT[level]}`;
      return ok({ ...r, level }, `已开始导出：${from}，可在后台任务中查看进度`);
    },
  );

  app.post(
    '/isps/dataset/upload',
    {
      config: { perm: addPerm },
      schema: {
        tags,
        summary:
          'Upload a CSV, Excel (.xlsx) or text file of time,value rows, or a COMTRADE recording (.cff, .zip, or .cfg with its .dat as several "file" parts), as a new data set (read as a background task)',
        response: looseAnswer,
      },
    },
    async (req) => {
      const files = await receiveFiles(req, ctx.config.files.maxBytes);
      const drop = () => Promise.all(files.map((f) => fs.rm(f.path, { force: true })));
      if (isComtrade(files)) {
        let c: Awaited<ReturnType<typeof readComtradeUpload>>;
        try {
          c = await readComtradeUpload(files);
        } finally {
          await drop();
        }
        const name = c.name.replace(/\.[^.]+$/, '').slice(0, 100) || c.name;
        const r = await startBuild(
          ctx,
          req.user!,
          {
            name,
            source: 'comtrade',
            device: c.rec.device.slice(0, 32) || null,
            file_name: files
              .map((f) => f.name)
              .join(' + ')
              .slice(0, 255),
            file_type: 'comtrade',
          },
          'dataset-import',
          async (t, id) => {
            await putBytes(ctx, sourceKey(id), c.text, 'text/plain');
            return importComtrade(ctx, t, id, c.rec);
          },
        );
        return ok(r, '已开始导入 COMTRADE，可在后台任务中查看进度');
      }
      const f = files[0];
      const ext = /\.([^.]+)$/.exec(f.name)?.[1]?.toLowerCase() ?? '';
      const source = ext === 'csv' ? 'csv' : ext === 'xlsx' ? 'excel' : ['txt', 'dat', 'log'].includes(ext) ? 'text' : null;
      let sheet: SheetRows | undefined;
      try {
        if (!source) throw badRequest('只能上传 .csv、.xlsx、.txt 文件，或 COMTRADE（.cff、.zip、.cfg + .dat）', 'file');
        // what can be refused is refused here, as a 400 that writes nothing; the task only stores
        if (source === 'excel') sheet = await checkSheet(ctx, f.path);
        else await checkText(f.path);
      } catch (err) {
        await drop();
        throw err;
      }
      const name = f.name.replace(/\.[^.]+$/, '').slice(0, 100) || f.name;
      const r = await startBuild(
        ctx,
        req.user!,
        { name, source, file_name: f.name, file_type: f.mime },
        'dataset-import',
        async (t, id) => {
          // the file as uploaded stays beside the values, for the Excel and text checks
          await ctx.files.put(sourceKey(id), f.path, f.size, f.mime);
          return sheet ? importExcel(ctx, t, id, sheet) : importText(ctx, t, id, f.path, f.size);
        },
        () => fs.rm(f.path, { force: true }),
      );
      return ok(r, '已开始导入，可在后台任务中查看进度');
    },
  );
}
