import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface Done {
  /** when Playwright said it began and ended (the wall clock, ms) */
  began: number;
  at: number;
  /** its duration as Playwright times it (the worker's fixtures, its server among them, and file hooks are not in it) */
  ms: number;
}

/**
 * After each browser run, the ten spec files that took longest (their tests' durations summed) and where each worker's
 * minutes went (in tests as Playwright times them; before its first; outside their durations: the worker's fixtures and
 * the files' beforeAll and afterAll hooks; between tests; then without a test);
 * every test's time in test-results/.
 */
export default class SlowestFiles implements Reporter {
  private readonly byFile = new Map<string, number>();
  private readonly byTest: string[] = [];
  private readonly byWorker = new Map<number, Done[]>();
  private readonly began = new Map<string, number>();
  private begun = Date.now();

  onBegin(): void {
    this.begun = Date.now();
  }

  onTestBegin(test: TestCase): void {
    this.began.set(test.id, Date.now());
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    this.byFile.set(file, (this.byFile.get(file) ?? 0) + result.duration);
    const at = Date.now();
    const began = this.began.get(test.id) ?? at - result.duration;
    // the second column: seconds between its begin and end that its duration leaves out (worker fixtures, file hooks)
    this.byTest.push(`${(result.duration / 1000).toFixed(1)}\t${((at - began - result.duration) / 1000).toFixed(1)}\t${result.status}\t${file}\t${test.title}`);
    const done = this.byWorker.get(result.parallelIndex) ?? [];
    done.push({ began, at, ms: result.duration });
    this.byWorker.set(result.parallelIndex, done);
  }

  onEnd(): void {
    const rows = [...this.byFile].sort((a, b) => b[1] - a[1]).slice(0, 10);
    if (!rows.length) return;
    // every test's time, for finding where a run's minutes go
    fs.mkdirSync('test-results', { recursive: true });
    fs.writeFileSync('test-results/browser-test-times.txt', this.byTest.join('\n') + '\n');
    process.stdout.write(`\nThe ten slowest browser test files:\n${rows.map(([f, ms]) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${f}`).join('\n')}\n`);
    const ended = Date.now();
    const s = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
    const lines = [...this.byWorker]
      .sort((a, b) => a[0] - b[0])
      .map(([worker, done]) => {
        const first = Math.min(...done.map((d) => d.began));
        const last = Math.max(...done.map((d) => d.at));
        const busy = done.reduce((sum, d) => sum + d.ms, 0);
        const uncounted = done.reduce((sum, d) => sum + d.at - d.began - d.ms, 0);
        const between = last - first - done.reduce((sum, d) => sum + d.at - d.began, 0);
        return (
          `  worker ${worker}: ${done.length} tests, ${s(busy)} in tests; ${s(first - this.begun)} before its first, ${s(uncounted)} outside their durations ` +
          `(worker fixtures, its server's start among them, and the files' beforeAll and afterAll hooks), ${s(between)} between tests, then ${s(ended - last)} without a test`
        );
      });
    process.stdout.write(`Where the browser run's ${s(ended - this.begun)} went, per worker:\n${lines.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
