import type { EntityHooks, Row } from '../crud/hooks.js';
import { badRequest } from '../http/errors.js';
import { escapeHtml, sanitizeRich } from './sanitize.js';

export const TEMPLATES = 'sys_message_template';
/** template_type: 1 plain text, 2 rich text (HTML) */
export const RICH = '2';

const PLACEHOLDER = /\$\{\s*([A-Za-z_][\w.]*)\s*\}/g;

const lookup = (data: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), data);

const asText = (v: unknown): string => (typeof v === 'object' ? JSON.stringify(v) : String(v));

/**
 * Replaces ${name} (and ${a.b}) with values from `data`. In a rich template values are
 * HTML-escaped and the result is sanitised again (a value cannot smuggle markup or a
 * javascript: link in). Placeholders without a value are reported, not guessed.
 */
export function renderTemplate(content: string, data: Record<string, unknown>, rich: boolean): { text: string; missing: string[] } {
  const missing: string[] = [];
  const text = content.replace(PLACEHOLDER, (whole, name: string) => {
    const v = lookup(data, name);
    if (v === undefined || v === null) {
      if (!missing.includes(name)) missing.push(name);
      return whole;
    }
    return rich ? escapeHtml(asText(v)) : asText(v);
  });
  return { text: rich ? sanitizeRich(text) : text, missing };
}

/** A plain-text message shown as HTML (the announcement dialog renders HTML): escaped, line breaks kept. */
export const textAsHtml = (s: string): string => escapeHtml(s).replace(/\r?\n/g, '<br>');

/** Rich templates are sanitised when written (the type may come from the stored row on edit). */
export const templateHooks: EntityHooks = {
  async beforeWrite(w, row: Row, op, id) {
    let type = row.template_type;
    if (type === undefined && op === 'edit') {
      type = (await w.trx.selectFrom(TEMPLATES).select('template_type').where('id', '=', id).executeTakeFirst())?.template_type;
    }
    if (row.template_content !== undefined && row.template_content !== null) {
      const content = String(row.template_content);
      if (type === RICH) row.template_content = sanitizeRich(content);
      if (/\$\{(?![\s]*[A-Za-z_][\w.]*\s*\})/.test(content)) throw badRequest('模板内容的占位符应为 ${变量名} 形式', 'templateContent');
    }
  },
};
