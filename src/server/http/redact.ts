/** Query parameters whose values are credentials: never written to a log (`sig`: an upload's signed link, system/upload/signed.ts). */
const SECRET = /token|passw|secret|captcha|^sig$/i;

const decode = (s: string) => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

/** The URL with the values of credential parameters replaced (names compared decoded: `%74oken` is `token`). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const pairs = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const key = pair.split('=', 1)[0];
      return SECRET.test(decode(key)) ? `${key}=[REDACTED]` : pair;
    });
  return `${url.slice(0, q)}?${pairs.join('&')}`;
}
