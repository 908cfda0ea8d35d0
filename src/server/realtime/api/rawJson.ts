/** the envelope's text up to its result, per message (a handful of fixed messages) */
const heads = new Map<string, string>();

/**
 * An ok envelope's JSON text (as `ok()` prints it: success, message, code, result, timestamp) split
 * where the result's `key` goes, last in the result, so a large value printed straight into bytes
 * (wrdb windows) is neither stringified nor encoded a second time. Runs on every portal poll: the
 * envelope's fixed text is kept per message.
 */
export function envelopeAround(result: Record<string, unknown>, key: string, message = '操作成功！'): { head: string; tail: string } {
  let head = heads.get(message);
  if (head === undefined) {
    head = `{"success":true,"message":${JSON.stringify(message)},"code":200,"result":`;
    if (heads.size < 32) heads.set(message, head);
  }
  const fields = JSON.stringify(result);
  const open = fields.length > 2 ? `${fields.slice(0, -1)},` : '{';
  return { head: `${head}${open}${JSON.stringify(key)}:`, tail: `},"timestamp":${Date.now()}}` };
}
