import { beginFrame, closeFrame, expectEnd } from './common.js';
import type { Reader } from './io.js';
import { CMD, type CommandFrame, type Common } from './types.js';

/** Command frame: CMD word, then extended data when CMD = 8. */
export function readCommand(common: Common, r: Reader): CommandFrame {
  const cmd = r.u16();
  const ext = r.end > r.pos ? r.bytes(r.end - r.pos).slice() : undefined;
  expectEnd(r);
  return { ...common, kind: 'command', cmd, ...(ext ? { ext } : {}) };
}

export function writeCommand(c: CommandFrame): Uint8Array {
  const w = beginFrame('command', c);
  w.u16(c.cmd);
  if (c.ext) w.bytes(c.ext);
  return closeFrame(w);
}

/** A command to a PMU, stamped now. */
export function command(idcode: number, cmd: (typeof CMD)[keyof typeof CMD], nowMs = Date.now()): Uint8Array {
  const soc = Math.floor(nowMs / 1000);
  return writeCommand({ kind: 'command', version: 1, idcode, soc, fracsec: 0, timeQuality: 0, cmd });
}
