import { sendMail } from '#server/notify/mailer.js';
import { buildReport } from '#server/pq/complianceReport.js';
import { bufferOf, complianceXlsx, profileText, quantityText, statusText } from '#server/pq/complianceXlsx.js';
import type { JobClass } from '../types.js';
import { said } from '../../i18n/said.js';

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;
const DAY_MS = 86_400_000;
/** the week ends at the last midnight of China Standard Time (UTC+8) unless tz (minutes east of UTC) says otherwise */
const CST = 480;

interface Params {
  equipId: string;
  profile: string;
  to: string[];
  days: number;
  tz: number;
  lang: 'zh' | 'en';
}

/** "equipId=SMDL-SH01; profile=gb; to=a@x.cn,b@x.cn" (+ optional days=7, tz=480, lang=en) → the parameters, or the error text. */
export function parseParams(p: string): Params | string {
  const kv = new Map<string, string>();
  for (const part of p.split(/[;\n]+/)) {
    const i = part.indexOf('=');
    if (i > 0) kv.set(part.slice(0, i).trim(), part.slice(i + 1).trim());
  }
  const equipId = kv.get('equipId') ?? '';
  const profile = kv.get('profile') ?? '';
  const to = (kv.get('to') ?? '').split(/[,\s]+/).filter(Boolean);
  const days = Number(kv.get('days') ?? 7);
  const tz = Number(kv.get('tz') ?? CST);
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/.test(equipId)) return '参数应为 equipId=装置编号; profile=限值方案; to=收件人邮箱（逗号分隔）';
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(profile)) return '参数缺少 profile=限值方案编码（gb、en50160、ieee519 …）';
  if (!to.length) return '参数缺少 to=收件人邮箱';
  const bad = to.find((a) => !EMAIL.test(a));
  if (bad) return `收件人邮箱格式不正确：${bad}`;
  if (!Number.isInteger(days) || days < 1 || days > 31) return 'days 应为 1–31 的整数';
  if (!Number.isInteger(tz) || Math.abs(tz) > 840) return 'tz 应为 −840–840 的整数（分钟）';
  return { equipId, profile, to, days, tz, lang: kv.get('lang') === 'en' ? 'en' : 'zh' };
}

/** The weekly compliance report of a device against a limit profile, mailed with the .xlsx attached (ISPS_SMTP_*). */
export const pqComplianceMailJob: JobClass = {
  title: '电能质量周合规报告邮件（参数：equipId=装置编号; profile=限值方案; to=收件人邮箱，可加 days=7; tz=480; lang=en）',
  checkParameter: (p) => {
    const r = parseParams(p);
    return typeof r === 'string' ? r : undefined;
  },
  async run({ ctx, parameter }) {
    const p = parseParams(parameter);
    if (typeof p === 'string') throw new Error(p);
    const offset = p.tz * 60_000;
    const to = Math.floor((Date.now() + offset) / DAY_MS) * DAY_MS - offset;
    const from = to - p.days * DAY_MS;
    const rep = await buildReport(ctx.db, { equipId: p.equipId, profile: p.profile, from, to });
    const en = p.lang === 'en';
    const day = (ms: number) => new Date(ms + offset).toISOString().slice(0, 10);
    const period = `${day(from)} – ${day(to - 1)}`;
    const fails = rep.rows.filter((r) => r.status === 'fail').map((r) => `  ${quantityText(r, p.lang)}: ${r.p95?.toFixed(3)} > ${r.limit} ${r.unit}`);
    const c = rep.counts;
    const lines = [
      `${en ? 'Device' : '装置'}: ${rep.equipId} (${rep.equipType}, ${rep.ratedKv} kV)`,
      `${en ? 'Profile' : '限值方案'}: ${profileText(rep.profile, p.lang)}`,
      `${en ? 'Period' : '时段'}: ${period}`,
      `${en ? 'Result' : '结论'}: ${rep.verdict === 'none' ? '—' : statusText(rep.verdict, p.lang)}`,
      `${statusText('pass', p.lang)} ${c.pass}, ${statusText('fail', p.lang)} ${c.fail}, ${statusText('not_measured', p.lang)} ${c.not_measured}, ${statusText('no_data', p.lang)} ${c.no_data}`,
      ...(fails.length ? [en ? 'Failed:' : '不合格项：', ...fails] : []),
    ];
    const xlsx = await bufferOf(complianceXlsx(rep, p.lang));
    const subject = en ? `ISPS compliance report ${rep.equipId} ${period}` : `ISPS 电能质量合规报告 ${rep.equipId} ${period}`;
    const sent = await sendMail(ctx.config.smtp, p.to.join(','), subject, {
      text: lines.join('\n'),
      attachments: [{ filename: `compliance-${rep.equipId}-${day(from)}.xlsx`, content: xlsx }],
    });
    if (!sent.ok) throw new Error(`邮件发送失败：${sent.message}`);
    return said('job.compliance.sent', { verdict: rep.verdict, to: p.to.join(',') });
  },
};
