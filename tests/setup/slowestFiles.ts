import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * After each run, the ten test files that took longest (tests and hooks, plus importing them) and the ten that cost the
 * most CPU (tests/setup/fileCpu.ts), per project; every file's both in test-results/.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const rows = modules
      .map((m) => {
        const d = m.diagnostic();
        const cpu = m.meta().cpuMs;
        return { file: path.relative(process.cwd(), m.moduleId), project: m.project.name, ms: d.duration + d.collectDuration, cpu };
      })
      .sort((a, b) => b.ms - a.ms);
    if (!rows.length) return;
    // every file's time, for finding where a run's minutes go
    fs.mkdirSync('test-results', { recursive: true });
    const s = (ms = 0) => (ms / 1000).toFixed(1);
    const table = rows.map((r) => `${s(r.ms)}\t${s(r.cpu)}\t${r.project}\t${r.file}`);
    fs.writeFileSync('test-results/server-file-times.txt', `wall s\tCPU s\tproject\tfile\n${table.join('\n')}\n`);
    const line = (r: (typeof rows)[number], ms = 0) => `  ${s(ms).padStart(6)} s  ${r.project.padEnd(24)} ${r.file}`;
    const costly = [...rows].sort((a, b) => (b.cpu ?? 0) - (a.cpu ?? 0)).slice(0, 10);
    const cpuTotal = rows.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
    process.stdout.write(
      `\nThe ten slowest test files:\n${rows
        .slice(0, 10)
        .map((r) => line(r, r.ms))
        .join('\n')}\n` +
        `The ten test files that cost the most CPU (${s(cpuTotal)} s in all the files' hooks and tests):\n${costly.map((r) => line(r, r.cpu)).join('\n')}\n`,
    );
  }
}
