import type { DeviceEventKind } from '../../notify/types.js';
import type { Device } from '../devices/types.js';
import type { AlarmRule } from './types.js';

/**
 * The rules of one kind that apply to a device: those naming the device, else those of its type,
 * else the ones for every device. A more specific level replaces the broader one (a device with a
 * rule of its own for dips is not also held to the type's dip rule).
 */
export function rulesFor(rules: AlarmRule[], device: Pick<Device, 'equipId' | 'equipType'>, kind: DeviceEventKind): AlarmRule[] {
  const ofKind = rules.filter((r) => r.kind === kind);
  const own = ofKind.filter((r) => r.equipId === device.equipId);
  if (own.length) return own;
  const typed = ofKind.filter((r) => !r.equipId && r.equipType === device.equipType);
  if (typed.length) return typed;
  return ofKind.filter((r) => !r.equipId && !r.equipType);
}

/** The phase a phasor channel's name denotes (VA, UB_MAG, Va1 …), or null. */
export function phaseOfChannel(name: string | undefined): string | null {
  const m = /(?:^|[^A-Za-z])[UV]_?([ABC])(?:[^A-Za-z]|$)/i.exec(` ${name ?? ''} `);
  return m ? m[1].toUpperCase() : null;
}
