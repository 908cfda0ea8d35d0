/** Settings of the power-quality store (README, "Environment"). */
export interface PqOptions {
  /** ISPS_PQ_CAPTURES_PER_HOUR: captures one device may store per hour; further events are kept without one */
  capturesPerHour: number;
  /** ISPS_PQ_CAPTURE_DAYS: captures older than this are deleted (their events stay) */
  captureDays: number;
  /** ISPS_PQ_EVENT_DAYS: events older than this are deleted */
  eventDays: number;
  /** ISPS_PQ_DEMO_DAYS: days of demo 10-minute history a fresh database gets for one SMD-L device (0: none) */
  demoDays: number;
}

function int(env: NodeJS.ProcessEnv, name: string, def: number, min: number, max: number): number {
  const v = env[name];
  if (v === undefined || v === '') return def;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`环境变量 ${name}=${v} 不正确：应为 ${min} 到 ${max} 之间的整数`);
  return n;
}

export function pqOptions(env: NodeJS.ProcessEnv = process.env): PqOptions {
  return {
    capturesPerHour: int(env, 'ISPS_PQ_CAPTURES_PER_HOUR', 6, 0, 100_000),
    captureDays: int(env, 'ISPS_PQ_CAPTURE_DAYS', 35, 1, 36_500),
    eventDays: int(env, 'ISPS_PQ_EVENT_DAYS', 400, 1, 36_500),
    demoDays: int(env, 'ISPS_PQ_DEMO_DAYS', 0, 0, 31),
  };
}
