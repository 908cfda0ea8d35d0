import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** After each run, the ten test files that took longest (tests and hooks, plus importing them), per project; every file's in test-results/. */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const rows = modules
      .map((m) => {
        const d = m.diagnostic();
        return { file: path.relative(process.cwd(), m.moduleId), project: m.project.name, ms: d.duration + d.collectDuration };
      })
      .sort((a, b) => b.ms - a.ms);
    if (!rows.length) return;
    // every file's time, for finding where a run's minutes go
    fs.mkdirSync('test-results', { recursive: true });
    fs.writeFileSync('test-results/server-file-times.txt', rows.map((r) => `${(r.ms / 1000).toFixed(1)}\t${r.project}\t${r.file}`).join('\n') + '\n');
    const lines = rows.slice(0, 10).map((r) => `  ${(r.ms / 1000).toFixed(1).padStart(6)} s  ${r.project.padEnd(24)} ${r.file}`);
    process.stdout.write(`\nThe ten slowest test files:\n${lines.join('\n')}\n`);
  }
}
