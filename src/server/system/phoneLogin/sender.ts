import fs from 'node:fs';

/** Sends a login code by SMS. Swap in a provider's client (ctx.sms) to reach real phones. */
export interface SmsSender {
  send(mobile: string, code: string): Promise<void>;
}

/**
 * The default sender: no SMS gateway, the code goes to the server log (an operator reads it
 * out), and, with ISPS_SMS_OUTBOX, as a JSON line to that file (demo and test installs).
 */
export function loggingSender(log: (line: string) => void, outbox?: string): SmsSender {
  return {
    async send(mobile, code) {
      log(`短信验证码（未配置短信网关，仅记录）：${mobile} → ${code}`);
      if (outbox) await fs.promises.appendFile(outbox, `${JSON.stringify({ mobile, code, time: new Date().toISOString() })}\n`);
    },
  };
}
