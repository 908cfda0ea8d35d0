import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpConfig } from '../config.js';

export const SMTP_NOT_CONFIGURED = 'SMTP 未配置';

export type MailResult = { ok: true; info: string } | { ok: false; message: string };

const transports = new WeakMap<SmtpConfig, Transporter>();

function transportOf(smtp: SmtpConfig): Transporter {
  let t = transports.get(smtp);
  if (!t) {
    const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
    t = smtp.url
      ? nodemailer.createTransport(smtp.url, timeouts as never)
      : nodemailer.createTransport({
          host: smtp.host,
          port: smtp.port ?? 587,
          secure: smtp.secure ?? smtp.port === 465,
          auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
          ...timeouts,
        });
    transports.set(smtp, t);
  }
  return t;
}

const fromOf = (smtp: SmtpConfig): string => {
  if (smtp.from) return smtp.from;
  if (smtp.user?.includes('@')) return smtp.user;
  try {
    const u = smtp.url ? new URL(smtp.url) : null;
    if (u?.username) return decodeURIComponent(u.username).includes('@') ? decodeURIComponent(u.username) : `${decodeURIComponent(u.username)}@${u.hostname}`;
  } catch {
    /* fall through */
  }
  return `isps@${smtp.host ?? 'localhost'}`;
};

/** One e-mail through the configured SMTP server; failures are returned (they go to the send log), never thrown. */
export async function sendMail(
  smtp: SmtpConfig | undefined,
  to: string,
  subject: string,
  body: { html?: string; text: string; attachments?: { filename: string; content: Buffer; contentType?: string }[] },
): Promise<MailResult> {
  if (!smtp) return { ok: false, message: SMTP_NOT_CONFIGURED };
  try {
    const info = await transportOf(smtp).sendMail({ from: fromOf(smtp), to, subject, text: body.text, html: body.html, attachments: body.attachments });
    return { ok: true, info: String(info.response ?? info.messageId ?? '') };
  } catch (e) {
    return { ok: false, message: `邮件发送失败：${(e as Error).message}`.slice(0, 500) };
  }
}
