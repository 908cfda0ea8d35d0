/**
 * Messages of the field rules (fieldRules.ts), in the two UI languages. The server always answers in zh
 * (clients and tests match those texts); the client's forms show the caller's language.
 */
export type RuleLang = 'zh' | 'en';

interface Named {
  name: string;
  title: { zh: string; en: string };
}

const zh = {
  label: (c: Named) => `${c.title.zh}（${c.name}）`,
  integer: (L: string) => `${L}必须是整数`,
  number: (L: string) => `${L}必须是数字`,
  min: (L: string, n: number) => `${L}不能小于 ${n}`,
  max: (L: string, n: number) => `${L}不能大于 ${n}`,
  boolean: (L: string) => `${L}必须是布尔值`,
  date: (L: string) => `${L}必须是日期`,
  dateFormat: (L: string) => `${L}格式应为 YYYY-MM-DD`,
  realDate: (L: string) => `${L}不是有效日期`,
  datetime: (L: string) => `${L}必须是时间`,
  datetimeFormat: (L: string) => `${L}格式应为 YYYY-MM-DD HH:mm:ss`,
  text: (L: string) => `${L}必须是文本`,
  maxLength: (L: string, n: number) => `${L}长度不能超过 ${n}`,
  minLength: (L: string, n: number) => `${L}长度不能少于 ${n}`,
  pattern: (L: string, custom?: string) => `${L}${custom ?? '格式不正确'}`,
  email: (L: string) => `${L}不是有效的邮箱地址`,
  phone: (L: string) => `${L}不是有效的电话号码`,
  url: (L: string) => `${L}不是有效的网址`,
  json: (L: string) => `${L}不是有效的 JSON`,
  required: (L: string) => `${L}不能为空`,
};

const en: typeof zh = {
  label: (c) => c.title.en || c.title.zh,
  integer: (L) => `${L} must be an integer`,
  number: (L) => `${L} must be a number`,
  min: (L, n) => `${L} must not be less than ${n}`,
  max: (L, n) => `${L} must not be greater than ${n}`,
  boolean: (L) => `${L} must be true or false`,
  date: (L) => `${L} must be a date`,
  dateFormat: (L) => `${L} must look like YYYY-MM-DD`,
  realDate: (L) => `${L} is not a valid date`,
  datetime: (L) => `${L} must be a time`,
  datetimeFormat: (L) => `${L} must look like YYYY-MM-DD HH:mm:ss`,
  text: (L) => `${L} must be text`,
  maxLength: (L, n) => `${L} must not be longer than ${n}`,
  minLength: (L, n) => `${L} must be at least ${n} long`,
  pattern: (L, custom) => `${L}: ${custom ?? 'wrong format'}`,
  email: (L) => `${L} is not a valid email address`,
  phone: (L) => `${L} is not a valid phone number`,
  url: (L) => `${L} is not a valid URL`,
  json: (L) => `${L} is not valid JSON`,
  required: (L) => `${L} is required`,
};

export const RULE_MESSAGES: Record<RuleLang, typeof zh> = { zh, en };
