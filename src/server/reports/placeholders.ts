import { badRequest } from '../http/errors.js';

/**
 * `${name}` placeholders of a report's SQL become bound parameters ($1, $2, …); a value is
 * never written into the SQL text. A placeholder that is a whole quoted literal ('${name}')
 * becomes the parameter itself; one inside a longer literal ('%${name}%') becomes a
 * concatenation ('%' || $1::text || '%'). Placeholders in comments, quoted identifiers and
 * dollar-quoted strings are left alone (they are not SQL values there). A `$1` written into
 * the stored SQL is refused: numbered parameters are the server's own.
 */
export interface Compiled {
  text: string;
  /** placeholder name of each $n, in order */
  names: string[];
}

const NAME = /^\$\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/;
const ANY_NAME = /\$\{\s*[A-Za-z_][A-Za-z0-9_]*\s*\}/;
const FIELD = 'cgrSql';

/** Where a quoted literal starts: '…', E'…' (backslash escapes) — an identifier character before E makes it part of a word. */
function literalStart(sql: string, i: number): { quote: number; escapes: boolean } | null {
  if (sql[i] === "'") return { quote: i, escapes: false };
  if ((sql[i] === 'E' || sql[i] === 'e') && sql[i + 1] === "'" && !/[A-Za-z0-9_$]/.test(sql[i - 1] ?? '')) return { quote: i + 1, escapes: true };
  return null;
}

/** The end (index after the closing quote) of a literal starting at `quote`, and its raw body. */
function literalEnd(sql: string, quote: number, escapes: boolean): number {
  for (let j = quote + 1; j < sql.length; j++) {
    if (escapes && sql[j] === '\\') {
      j++;
      continue;
    }
    if (sql[j] === "'") {
      if (sql[j + 1] === "'") {
        j++;
        continue;
      }
      return j + 1;
    }
  }
  throw badRequest('报表 SQL（cgrSql）中的字符串没有结束的引号', FIELD);
}

/** A literal holding placeholders → the parameter alone, or literal parts joined with ||. */
function literalWithParams(prefix: string, body: string, names: string[]): string {
  const parts: string[] = [];
  let rest = body;
  let text = '';
  while (rest.length) {
    const at = rest.indexOf('${');
    const m = at >= 0 ? NAME.exec(rest.slice(at)) : null;
    if (!m) {
      text += rest;
      break;
    }
    text += rest.slice(0, at);
    if (text) parts.push(`${prefix}'${text}'`);
    text = '';
    names.push(m[1]);
    parts.push(`$${names.length}`);
    rest = rest.slice(at + m[0].length);
  }
  if (text) parts.push(`${prefix}'${text}'`);
  if (parts.length === 1) return parts[0];
  return `(${parts.map((p) => (p.startsWith('$') ? `${p}::text` : p)).join(' || ')})`;
}

/** Replaces placeholders with $1..$n (numbered from 1). */
export function compilePlaceholders(sql: string): Compiled {
  const names: string[] = [];
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    const lit = literalStart(sql, i);
    if (lit) {
      const end = literalEnd(sql, lit.quote, lit.escapes);
      const body = sql.slice(lit.quote + 1, end - 1);
      const prefix = lit.escapes ? sql[i] : '';
      out += ANY_NAME.test(body) ? literalWithParams(prefix, body, names) : sql.slice(i, end);
      i = end;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end < 0 ? sql.length : end;
      out += sql.slice(i, stop);
      i = stop;
    } else if (c === '/' && sql[i + 1] === '*') {
      const stop = blockCommentEnd(sql, i);
      out += sql.slice(i, stop);
      i = stop;
    } else if (c === '"') {
      const end = sql.indexOf('"', i + 1);
      const stop = end < 0 ? sql.length : end + 1;
      out += sql.slice(i, stop);
      i = stop;
    } else if (c === '$') {
      const m = NAME.exec(sql.slice(i));
      const dollarTag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i));
      if (m) {
        names.push(m[1]);
        out += `$${names.length}`;
        i += m[0].length;
      } else if (/^\$\d/.test(sql.slice(i)) && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? '')) {
        throw badRequest('报表 SQL（cgrSql）不能包含 $1 形式的参数，请使用 ${参数名}', FIELD);
      } else if (dollarTag && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? '')) {
        const close = sql.indexOf(dollarTag[0], i + dollarTag[0].length);
        const stop = close < 0 ? sql.length : close + dollarTag[0].length;
        out += sql.slice(i, stop);
        i = stop;
      } else {
        out += c;
        i++;
      }
    } else {
      out += c;
      i++;
    }
  }
  return { text: out, names };
}

/** Block comments nest in PostgreSQL. */
function blockCommentEnd(sql: string, start: number): number {
  let depth = 0;
  for (let j = start; j < sql.length - 1; j++) {
    if (sql[j] === '/' && sql[j + 1] === '*') {
      depth++;
      j++;
    } else if (sql[j] === '*' && sql[j + 1] === '/') {
      depth--;
      j++;
      if (depth === 0) return j + 1;
    }
  }
  return sql.length;
}

/** Distinct placeholder names in order of first use. */
export const placeholderNames = (sql: string): string[] => [...new Set(compilePlaceholders(sql).names)];
