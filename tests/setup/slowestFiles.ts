import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** After each run, the ten test files that took longest (tests and hooks, plus importing them), per project. */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const rows = modules
      .map((m) => {
        const d = m.diagnostic();
        return { file: path.relative(process.cwd(), m.moduleId), project: m.project.name, ms: d.duration + d.collectDuration };
      })
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10);
    if (!rows.length) return;
    const lines = rows.map((r) => `  ${(r.ms / 1000).toFixed(1).padStart(6)} s  ${r.project.padEnd(24)} ${r.file}`);
    process.stdout.write(`\nThe ten slowest test files:\n${lines.join('\n')}\n`);
  }
}
