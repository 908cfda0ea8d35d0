import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail, ok } from '#shared/contract/envelope.js';
import { newId } from '#shared/ids.js';
import { permOf } from '../crud/perms.js';
import { nowText } from '../crud/records.js';
import { HttpError, badRequest, notFound } from '../http/errors.js';
import { FORMATS } from '#shared/contract/formats.js';
import type { AuthUser, Ctx } from '../http/types.js';
import { publishToUsers } from './announcements.js';
import { sendMail } from './mailer.js';
import { plainText } from './sanitize.js';
import { RICH, TEMPLATES, renderTemplate, textAsHtml } from './templates.js';
import { looseAnswer } from '#shared/contract/loose.js';
import { refusalOf } from '#shared/contract/refusal.js';

const tags = ['Messages'];
const LOG = 'sys_message';
/** es_send_status: 0 not sent, 1 sent, 2 failed */
const SENT = '1';
const FAILED = '2';

const sendBody = z.object(
  {
    templateCode: z.string({ error: 'templateCode 不能为空' }).trim().min(1, 'templateCode 不能为空').max(64, 'templateCode 长度不能超过 64'),
    testData: z.union([z.string().max(20_000, 'testData 过长'), z.record(z.string(), z.unknown())], { error: 'testData 必须是 JSON 对象' }).optional(),
    receiver: z.string({ error: 'receiver 不能为空' }).trim().min(1, 'receiver 不能为空').max(2000, 'receiver 长度不能超过 2000'),
    msgType: z.enum(['system', 'email'], { error: 'msgType 只能是 system 或 email' }),
  },
  { error: '请求体必须是 JSON 对象' },
);

function dataOf(raw: string | Record<string, unknown> | undefined): Record<string, unknown> {
  if (raw === undefined || raw === '') return {};
  if (typeof raw !== 'string') return raw;
  try {
    const v = JSON.parse(raw) as unknown;
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    /* below */
  }
  throw badRequest('解析Json出错！testData 必须是 JSON 对象', 'testData');
}

const isAddress = (s: string) => FORMATS.email.test(s);

interface Delivery {
  receiver: string;
  ok: boolean;
  result: string;
}

/** Templates rendered and delivered (system message or e-mail); every delivery leaves a row in the send log. */
export async function messageRoutes(base: FastifyInstance, ctx: Ctx) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const templates = ctx.registry.must(TEMPLATES);
  const log = ctx.registry.must(LOG);

  app.post(
    '/sys/message/sysMessageTemplate/sendMsg',
    {
      config: { perm: 'messageTemplate:send' },
      schema: {
        tags,
        summary: 'Render a template with testData and send it to receiver (usernames, comma-joined) as a system message or an e-mail',
        body: sendBody,
        response: looseAnswer,
      },
    },
    async (req) => {
      const b = req.body;
      const data = dataOf(b.testData);
      const t = await ctx.db.selectFrom(templates.table).selectAll().where('template_code', '=', b.templateCode).executeTakeFirst();
      if (!t) throw notFound(`模板「${b.templateCode}」不存在`);
      const rich = t.template_type === RICH;
      const { text, missing } = renderTemplate(String(t.template_content ?? ''), data, rich);
      if (missing.length) throw badRequest(`testData 缺少模板变量：${missing.join('、')}`, 'testData');
      const names = [
        ...new Set(
          b.receiver
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (!names.length) throw badRequest('receiver 不能为空', 'receiver');
      const title = String(t.template_name ?? b.templateCode);
      const html = rich ? text : textAsHtml(text);

      const deliveries =
        b.msgType === 'system'
          ? [await deliverSystem(ctx, req.user!, names, title, html)]
          : await deliverEmail(ctx, names, title, rich ? { html, text: plainText(html) } : { text });
      const now = nowText();
      await ctx.db
        .insertInto(LOG)
        .values(
          deliveries.map((d) => ({
            id: newId(),
            es_title: title.slice(0, 255),
            es_content: text.slice(0, 20_000),
            es_param: JSON.stringify(data).slice(0, 10_000),
            es_receiver: d.receiver.slice(0, 2000),
            es_type: b.msgType,
            es_send_status: d.ok ? SENT : FAILED,
            es_send_num: 1,
            es_result: d.result.slice(0, 500),
            es_send_time: now,
            create_by: req.user!.username,
            create_time: now,
          })),
        )
        .execute();
      const failed = deliveries.filter((d) => !d.ok);
      const result = { sent: deliveries.length - failed.length, failed: failed.length, deliveries };
      return failed.length ? fail(`消息发送失败：${failed[0].result}`, 500, result) : ok(result, '消息发送成功！');
    },
  );

  // the send log is written by the server as messages go out
  const refused = refusalOf(405, '消息记录由系统在发送时写入，不能手工添加、修改或导入');
  const refuse = async () => {
    throw new HttpError(405, '消息记录由系统在发送时写入，不能手工添加、修改或导入');
  };
  const api = log.schema.api;
  app.post(`${api}/add`, { config: { perm: permOf(log, 'add') }, schema: { tags, summary: 'Refused: written by the server', response: refused } }, refuse);
  app.put(`${api}/edit`, { config: { perm: permOf(log, 'edit') }, schema: { tags, summary: 'Refused: written by the server', response: refused } }, refuse);
  app.post(`${api}/edit`, { config: { perm: permOf(log, 'edit') }, schema: { tags, summary: 'Refused: written by the server', response: refused } }, refuse);
  app.post(
    `${api}/importExcel`,
    { config: { perm: permOf(log, 'import') }, schema: { tags, summary: 'Refused: written by the server', response: refused } },
    refuse,
  );
}

/** One system message (msgCategory 2, for the named users), published at once. */
async function deliverSystem(ctx: Ctx, user: AuthUser, names: string[], title: string, html: string): Promise<Delivery> {
  const users = await ctx.db.selectFrom('sys_user').select(['id', 'username']).where('del_flag', '=', 0).where('username', 'in', names).execute();
  const unknown = names.filter((n) => !users.some((u) => u.username === n));
  if (unknown.length) throw badRequest(`接收人不存在：${unknown.join('、')}`, 'receiver');
  const id = await publishToUsers(ctx, { titile: title, msgContent: html, userIds: users.map((u) => u.id), sender: user.username });
  return { receiver: names.join(','), ok: true, result: `已发布系统消息 ${id}` };
}

/** One e-mail per receiver: a username (its e-mail address) or an address. */
async function deliverEmail(ctx: Ctx, names: string[], title: string, body: { html?: string; text: string }): Promise<Delivery[]> {
  const users = await ctx.db.selectFrom('sys_user').select(['username', 'email']).where('del_flag', '=', 0).where('username', 'in', names).execute();
  const unknown = names.filter((n) => !isAddress(n) && !users.some((u) => u.username === n));
  if (unknown.length) throw badRequest(`接收人不存在：${unknown.join('、')}`, 'receiver');
  const out: Delivery[] = [];
  for (const n of names) {
    const address = isAddress(n) ? n : users.find((u) => u.username === n)?.email;
    if (!address) {
      out.push({ receiver: n, ok: false, result: '该用户未设置邮箱' });
      continue;
    }
    const r = await sendMail(ctx.config.smtp, String(address), title, body);
    out.push({ receiver: n === address ? n : `${n} <${address}>`, ok: r.ok, result: r.ok ? `已发送 ${r.info}`.trim() : r.message });
  }
  return out;
}
