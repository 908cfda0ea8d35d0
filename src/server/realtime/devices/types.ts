export const EQUIP_TYPES = ['SMD-R', 'SMD-C', 'SMD-L', 'SMD-W'] as const;
export type EquipType = (typeof EQUIP_TYPES)[number];

export const MEAS_TYPES = ['fq', 'UAA', 'RF', 'THD', 'HG', 'HSG', 'IHG', 'IHSG', 'WAV', 'UPM', 'IPM', 'PHA'] as const;
export type MeasType = (typeof MEAS_TYPES)[number];

/** One point per phasor channel of a real device's CFG: voltage or current magnitude, and the angle. */
export const PHASOR_MEAS = ['UPM', 'IPM', 'PHA'] as const;
export type PhasorMeas = (typeof PHASOR_MEAS)[number];
export const isPhasorMeas = (m: string): m is PhasorMeas => (PHASOR_MEAS as readonly string[]).includes(m);

/** A row of isps_device, with the type defaults filled in. */
export interface Device {
  id: string;
  equipId: string;
  equipType: EquipType;
  nameZh: string;
  nameEn: string;
  province: string;
  lat: number;
  lng: number;
  /** device_status: 1 running (fed by the simulator), 2 maintenance, 0 out of service */
  status: number;
  ratedKv: number;
  /** reports (fq, RF, UAA) per second */
  reportRate: number;
  /** waveform sampling rate, Hz (SMD-W record, SMD-L internal analysis) */
  sampleRate: number;
  /** a real device streaming C37.118.2; absent: the simulator feeds it */
  link?: DeviceLink;
}

export const TRANSPORTS = ['tcp', 'tcp-server', 'udp'] as const;
export type Transport = (typeof TRANSPORTS)[number];

/** isps_device transport, host, port, idcode */
export interface DeviceLink {
  transport: Transport;
  host: string;
  port: number;
  idcode: number;
}

/** A row of isps_meas_point. */
export interface Point {
  deviceId: string;
  measType: MeasType;
  pointId: string;
  recordId: number;
  /** phasor points: the phasor's place in the CFG (1-based) and its CHNAM */
  channel?: number;
  channelName?: string;
}

export interface DeviceEntry {
  device: Device;
  points: Partial<Record<MeasType, Point>>;
  /** phasor points (UPM / IPM / PHA), by channel: created from the device's CFG */
  channels?: Point[];
}
