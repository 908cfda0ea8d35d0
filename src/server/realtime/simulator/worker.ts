import { parentPort, workerData } from 'node:worker_threads';
import type { RecordSpec } from '../wrdb/types.js';
import { RowBatch, forwardRing, waveRing } from './batch.js';
import type { FromSimulator, SimulatorStart, ToSimulator } from './protocol.js';
import { Simulator } from './simulator.js';
import type { RingLike } from './types.js';

const sameShape = (a: RecordSpec, b: RecordSpec) => a.rate === b.rate && a.width === b.width && a.seconds === b.seconds;

/**
 * The simulator's thread (thread.ts): the same Simulator, writing into stand-in rings that forward every row; each
 * tick's rows go back to the server's thread in one transferred batch. Only waveform records keep their rows here,
 * because the harmonic windows are analysed from the stored waveform.
 */
export function serve(): void {
  const port = parentPort!;
  const batch = new RowBatch();
  let clock = 0;
  let rings = new Map<number, { spec: RecordSpec; ring: RingLike }>();
  const post = (m: FromSimulator, transfer: ArrayBuffer[] = []) => port.postMessage(m, transfer);
  const simulator = new Simulator(
    { get: (id) => rings.get(id)?.ring },
    { ...(workerData as SimulatorStart), tickMs: 0, now: () => clock, onError: (e) => post({ error: e instanceof Error ? e.message : String(e) }) },
  );
  port.on('message', (m: ToSimulator) => {
    clock = m.now;
    if (m.op === 'devices') {
      const waves = new Set(m.entries.map((e) => e.points.WAV?.recordId));
      const next = new Map<number, { spec: RecordSpec; ring: RingLike }>();
      for (const spec of m.specs) {
        const have = rings.get(spec.recordId);
        const ring = have && sameShape(have.spec, spec) ? have.ring : waves.has(spec.recordId) ? waveRing(spec, batch) : forwardRing(spec, batch);
        next.set(spec.recordId, { spec, ring });
      }
      rings = next;
      simulator.setDevices(m.entries, m.reached, m.restart);
      return;
    }
    simulator.tick(m.now);
    const rows = batch.take();
    post({ id: m.id, rows, stats: simulator.stats, through: simulator.through() }, [rows.runs.buffer as ArrayBuffer, rows.values.buffer as ArrayBuffer]);
  });
}
