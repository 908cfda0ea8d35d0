import { writeCommand, readCommand } from './command.js';
import { openFrame } from './common.js';
import { readConfig12, writeConfig12 } from './config.js';
import { readConfig3, writeConfig3 } from './config3.js';
import { readData, writeData } from './data.js';
import { readHeader, writeHeader } from './header.js';
import { FrameError } from './io.js';
import type { ConfigFrame, Frame } from './types.js';

/**
 * Decodes one frame (buf starts at SYNC; bytes past FRAMESIZE are ignored). A data frame needs
 * the configuration of its stream: `configOf(idcode)`.
 */
export function decodeFrame(buf: Uint8Array, configOf?: (idcode: number) => ConfigFrame | undefined): Frame {
  const { kind, common, r } = openFrame(buf);
  switch (kind) {
    case 'data': {
      const cfg = configOf?.(common.idcode);
      if (!cfg) throw new FrameError('no-config', `no configuration for IDCODE ${common.idcode}`);
      return readData(common, r, cfg);
    }
    case 'header':
      return readHeader(common, r);
    case 'cfg1':
    case 'cfg2':
      return readConfig12(kind, common, r);
    case 'cfg3':
      return readConfig3(common, r);
    case 'command':
      return readCommand(common, r);
  }
}

export function encodeFrame(f: Frame, cfg?: ConfigFrame): Uint8Array {
  switch (f.kind) {
    case 'data':
      if (!cfg) throw new FrameError('no-config', 'a data frame is encoded with its configuration');
      return writeData(f, cfg);
    case 'header':
      return writeHeader(f);
    case 'cfg1':
    case 'cfg2':
      return writeConfig12(f);
    case 'cfg3':
      return writeConfig3(f);
    case 'command':
      return writeCommand(f);
  }
}
