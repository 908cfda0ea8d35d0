/**
 * npm run pmu-sim -- [--mode=tcp|udp|tcp-out] [--port=4712] [--host=127.0.0.1] [--idcode=1] [--rate=50] [--phasors=3]
 *
 * A PMU streaming synthetic IEEE C37.118.2 data. tcp: listens for a PDC (ISPS transport "TCP
 * client") that sends commands; udp: streams spontaneously to host:port (ISPS "UDP");
 * tcp-out: connects to host:port (ISPS "TCP server") and streams.
 */
import { startPmuSim, type PmuSimOptions } from '#server/realtime/pmusim/server.js';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const int = (name: string, def: number, min: number, max: number) => {
  const n = args[name] === undefined ? def : Number(args[name]);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be an integer from ${min} to ${max}`);
  return n;
};
const mode = (args.mode ?? 'tcp') as PmuSimOptions['mode'];
if (!['tcp', 'udp', 'tcp-out'].includes(mode)) throw new Error('--mode must be tcp, udp or tcp-out');
const opts: PmuSimOptions = {
  mode,
  host: args.host,
  port: int('port', 4712, mode === 'tcp' ? 0 : 1, 65535),
  idcode: int('idcode', 1, 1, 65534),
  rate: int('rate', 50, 10, 100),
  phasors: int('phasors', 3, 1, 16),
};
const sim = await startPmuSim(opts);
console.log(
  `pmu-sim: IDCODE ${opts.idcode}, ${opts.rate} frames/s, ${opts.phasors} phasors, ${mode} ${mode === 'tcp' ? `listening on ${sim.port}` : `to ${opts.host ?? '127.0.0.1'}:${opts.port}`}`,
);
const stop = () => {
  void sim.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
