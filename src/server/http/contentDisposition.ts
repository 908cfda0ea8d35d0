/**
 * A Content-Disposition value (RFC 6266): an ASCII `filename` for old clients and the exact name as
 * RFC 5987 `filename*`. (The `content-disposition` package would do, but its current major needs Node 22.)
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  // RFC 5987 attr-char leaves out ' ( ) * too, which encodeURIComponent keeps
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
