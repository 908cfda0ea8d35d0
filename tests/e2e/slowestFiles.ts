import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** After each browser run, the ten spec files that took longest (their tests' durations summed); every test's time in test-results/. */
export default class SlowestFiles implements Reporter {
  private readonly byFile = new Map<string, number>();
  private readonly byTest: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    this.byFile.set(file, (this.byFile.get(file) ?? 0) + result.duration);
    this.byTest.push(`${(result.duration / 1000).toFixed(1)}\t${result.status}\t${file}\t${test.title}`);
  }

  onEnd(): void {
    const rows = [...this.byFile].sort((a, b) => b[1] - a[1]).slice(0, 10);
    if (!rows.length) return;
    // every test's time, for finding where a run's minutes go
    fs.mkdirSync('test-results', { recursive: true });
    fs.writeFileSync('test-results/browser-test-times.txt', this.byTest.join('\n') + '\n');
    process.stdout.write(`\nThe ten slowest browser test files:\n${rows.map(([f, ms]) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${f}`).join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
