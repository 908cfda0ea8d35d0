/** the envelope's bytes up to its result, per message (a handful of fixed messages) */
const heads = new Map<string, Buffer>();

/**
 * An ok envelope's JSON text (as `ok()` prints it: success, message, code, result, timestamp) split
 * where the result's `key` goes, last in the result after its other `fields` (a JSON object's text),
 * so a large value printed straight into bytes (wrdb windows) is neither stringified nor encoded a
 * second time. Runs on every portal poll: the envelope's fixed part is kept per message as UTF-8
 * bytes (the messages are Chinese, so text holding them is two-byte and costs a transcoding per answer).
 */
export function envelopeAround(fields: string, key: string, message = '操作成功！'): { head: [Buffer, string]; tail: string } {
  let head = heads.get(message);
  if (head === undefined) {
    head = Buffer.from(`{"success":true,"message":${JSON.stringify(message)},"code":200,"result":`);
    if (heads.size < 32) heads.set(message, head);
  }
  const open = fields.length > 2 ? `${fields.slice(0, -1)},` : '{';
  return { head: [head, `${open}${JSON.stringify(key)}:`], tail: `},"timestamp":${Date.now()}}` };
}
