/** the envelope's bytes up to its result, per message (a handful of fixed messages) */
const heads = new Map<string, Buffer>();

/**
 * The fixed part of an ok envelope (as `ok()` prints it: success, message, code, result, timestamp) up to its result,
 * kept per message as UTF-8 bytes: it runs on every portal poll, and the messages are Chinese, so text holding them is
 * two-byte and costs a transcoding per answer.
 */
function headOf(message: string): Buffer {
  let head = heads.get(message);
  if (head === undefined) {
    head = Buffer.from(`{"success":true,"message":${JSON.stringify(message)},"code":200,"result":`);
    if (heads.size < 32) heads.set(message, head);
  }
  return head;
}

/**
 * An ok envelope's JSON text split where the result's `key` goes, last in the result after its other `fields` (a
 * JSON object's text), so a large value printed straight into bytes (wrdb windows) is neither stringified nor
 * encoded a second time.
 */
export function envelopeAround(fields: string, key: string, message = '操作成功！'): { head: [Buffer, string]; tail: string } {
  const open = fields.length > 2 ? `${fields.slice(0, -1)},` : '{';
  return { head: [headOf(message), `${open}${JSON.stringify(key)}:`], tail: `},"timestamp":${Date.now()}}` };
}

/** An ok envelope's bytes around a small result already printed as JSON (`result`, ASCII). */
export function okBytes(result: string, message = '操作成功！'): Buffer {
  return Buffer.concat([headOf(message), Buffer.from(`${result},"timestamp":${Date.now()}}`, 'latin1')]);
}
