import os from 'node:os';

let last = { at: process.hrtime.bigint(), cpu: process.cpuUsage() };

/** Host CPU, load and memory, and this process's CPU share since the previous sample. */
export function systemSample() {
  const now = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  const wallUs = Number(now - last.at) / 1000;
  const usedUs = cpu.user - last.cpu.user + cpu.system - last.cpu.system;
  last = { at: now, cpu };
  const cpus = os.cpus();
  return {
    os: { type: os.type(), release: os.release(), platform: os.platform(), arch: os.arch(), hostname: os.hostname() },
    cpu: { count: cpus.length, model: cpus[0]?.model ?? '', load: os.loadavg().map((l) => +l.toFixed(2)) },
    memory: { total: os.totalmem(), free: os.freemem(), used: os.totalmem() - os.freemem() },
    // share of one core's time, over all cores: 100 % = the whole machine
    processCpuPercent: wallUs > 0 ? +((usedUs / wallUs / Math.max(1, cpus.length)) * 100).toFixed(2) : 0,
    uptimeS: Math.round(os.uptime()),
    time: Date.now(),
  };
}
