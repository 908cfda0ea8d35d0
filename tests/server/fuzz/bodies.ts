import type { Rng } from './values.js';

const JSON_TYPE = { 'content-type': 'application/json' };
const deep = (n: number) => `${'{"a":['.repeat(n)}1${']}'.repeat(n)}`;

/** Bodies no JSON route can parse as an object: broken text, other JSON values, other media types (around a refused body). */
export function brokenBody(rng: Rng, refused: unknown): { kind: string; headers: Record<string, string>; body?: string | Uint8Array<ArrayBuffer> } {
  const text = JSON.stringify(refused ?? {});
  const variants: (() => { kind: string; headers: Record<string, string>; body?: string | Uint8Array<ArrayBuffer> })[] = [
    () => ({ kind: 'truncated-json', headers: JSON_TYPE, body: text.slice(0, Math.max(1, rng.int(text.length))) }),
    () => ({
      kind: 'broken-json',
      headers: JSON_TYPE,
      body: rng.pick(['{', '{"a":}', '{"a":1,}', "{'a':1}", 'NaN', '{"a":1}{"b":2}', '\ufeff{}', '{"a":"\\u0000"}', '{"a":"\\ud800"}', 'nul', '']),
    }),
    () => ({ kind: 'non-object-json', headers: JSON_TYPE, body: rng.pick(['[]', '"text"', 'null', '1', 'true', '-0', '1e400', `[${text}]`, '[[[]]]']) }),
    () => ({ kind: 'deep-json', headers: JSON_TYPE, body: deep(rng.pick([100, 5_000, 50_000])) }),
    () => ({ kind: 'proto-json', headers: JSON_TYPE, body: protoJson(rng, text) }),
    () => ({
      kind: 'wrong-type',
      headers: {
        'content-type': rng.pick([
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'application/octet-stream',
          'text/html; charset=utf-8',
          'application/json; charset=utf-16',
          'application/x-ndjson',
          'application/*',
          ';;',
          'application/json;;;boundary',
        ]),
      },
      body: text,
    }),
    () => ({ kind: 'no-type', headers: {}, body: text }),
    () => ({ kind: 'json-as-bytes', headers: JSON_TYPE, body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]) }),
    () => multipart(rng),
  ];
  return rng.pick(variants)();
}

/** `__proto__` / `constructor.prototype` keys inside an otherwise plausible body. */
function protoJson(rng: Rng, text: string): string {
  const inner = text.length > 2 ? `${text.slice(1, -1)},` : '';
  return rng.pick([
    `{${inner}"__proto__":{"isAdmin":true,"x":1}}`,
    `{${inner}"constructor":{"prototype":{"isAdmin":true}}}`,
    `{${inner}"a":{"__proto__":{"polluted":1}}}`,
    `[{"__proto__":{"polluted":1}}]`,
  ]);
}

const CRLF = '\r\n';
const part = (b: string, headers: string, data: string) => `--${b}${CRLF}${headers}${CRLF}${CRLF}${data}${CRLF}`;

/** Multipart bodies busboy cannot take apart, or that carry a NUL or a prototype key. */
function multipart(rng: Rng) {
  const b = 'fuzzBoundary7MA4YWxk';
  const typed = { 'content-type': `multipart/form-data; boundary=${b}` };
  return rng.pick([
    { kind: 'multipart-no-boundary', headers: { 'content-type': 'multipart/form-data' }, body: 'xx' },
    { kind: 'multipart-empty-boundary', headers: { 'content-type': 'multipart/form-data; boundary=' }, body: 'xx' },
    { kind: 'multipart-mixed', headers: { 'content-type': 'multipart/mixed' }, body: 'xx' },
    { kind: 'multipart-garbage', headers: typed, body: 'not a multipart body at all' },
    { kind: 'multipart-truncated', headers: typed, body: part(b, 'Content-Disposition: form-data; name="file"; filename="a.xlsx"', 'PK\u0003\u0004 trunc') },
    { kind: 'multipart-bad-header', headers: typed, body: `--${b}${CRLF}Content-Disposition${CRLF}${CRLF}x${CRLF}--${b}--${CRLF}` },
    {
      kind: 'multipart-nul-name',
      headers: typed,
      body: `${part(b, 'Content-Disposition: form-data; name="file"; filename="a\u0000.png"\r\nContent-Type: image/png', 'x')}--${b}--${CRLF}`,
    },
    {
      kind: 'multipart-nul-field',
      headers: typed,
      body: `${part(b, 'Content-Disposition: form-data; name="note"', 'a\u0000b')}${part(b, 'Content-Disposition: form-data; name="file"; filename="a.png"', 'x')}--${b}--${CRLF}`,
    },
    { kind: 'multipart-proto', headers: typed, body: `${part(b, 'Content-Disposition: form-data; name="__proto__"', 'x')}--${b}--${CRLF}` },
    {
      kind: 'multipart-not-a-file',
      headers: typed,
      body: `${part(b, 'Content-Disposition: form-data; name="file"; filename="a.xlsx"', 'not a workbook')}--${b}--${CRLF}`,
    },
    {
      kind: 'multipart-two-files',
      headers: typed,
      body: `${part(b, 'Content-Disposition: form-data; name="file"; filename="a.png"', 'x')}${part(b, 'Content-Disposition: form-data; name="file"; filename="b.png"', 'y')}--${b}--${CRLF}`,
    },
    { kind: 'multipart-no-file', headers: typed, body: `${part(b, 'Content-Disposition: form-data; name="a"', 'b')}--${b}--${CRLF}` },
  ]);
}
