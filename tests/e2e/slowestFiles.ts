import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** After each browser run, the ten spec files that took longest (their tests' durations summed). */
export default class SlowestFiles implements Reporter {
  private readonly byFile = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    this.byFile.set(file, (this.byFile.get(file) ?? 0) + result.duration);
  }

  onEnd(): void {
    const rows = [...this.byFile].sort((a, b) => b[1] - a[1]).slice(0, 10);
    if (!rows.length) return;
    process.stdout.write(`\nThe ten slowest browser test files:\n${rows.map(([f, ms]) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${f}`).join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
