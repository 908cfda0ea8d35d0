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

/** the machine's busy CPU seconds so far (Linux; 0 elsewhere) */
function machineCpu(): number {
  try {
    const f = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return (f[0] + f[1] + f[2] + f[5] + f[6] + f[7]) / 100; // user, nice, system, irq, softirq, steal
  } catch {
    return 0;
  }
}

/**
 * After each browser run, the ten spec files that took longest (their tests' durations summed) and where each worker's
 * minutes went (in tests as Playwright times them; before its first; outside their durations: the worker's fixtures and
 * the files' beforeAll and afterAll hooks; between tests; then without a test), and the ten that cost the machine the
 * most CPU (each second's busy CPU, browsers and servers included, shared among the tests running in it);
 * every test's time in test-results/.
 */
export default class SlowestFiles implements Reporter {
  private readonly byFile = new Map<string, number>();
  private readonly byTest: string[] = [];
  private readonly byWorker = new Map<number, Done[]>();
  private readonly began = new Map<string, number>();
  private begun = Date.now();
  private readonly running = new Map<string, string>();
  private readonly cpuByFile = new Map<string, number>();
  private lastCpu = 0;
  private sampler?: NodeJS.Timeout;

  onBegin(): void {
    this.begun = Date.now();
    this.lastCpu = machineCpu();
    this.sampler = setInterval(() => this.shareCpu(), 1000).unref();
  }

  /** the machine's CPU since the last sample, shared equally by the files of the tests running now */
  private shareCpu() {
    const now = machineCpu();
    const files = [...this.running.values()];
    for (const f of files) this.cpuByFile.set(f, (this.cpuByFile.get(f) ?? 0) + (now - this.lastCpu) / files.length);
    this.lastCpu = now;
  }

  onTestBegin(test: TestCase): void {
    this.shareCpu();
    this.began.set(test.id, Date.now());
    this.running.set(test.id, path.relative(process.cwd(), test.location.file));
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.shareCpu();
    this.running.delete(test.id);
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
    clearInterval(this.sampler);
    const rows = [...this.byFile].sort((a, b) => b[1] - a[1]).slice(0, 10);
    if (!rows.length) return;
    // every test's time, for finding where a run's minutes go
    fs.mkdirSync('test-results', { recursive: true });
    fs.writeFileSync('test-results/browser-test-times.txt', this.byTest.join('\n') + '\n');
    process.stdout.write(`\nThe ten slowest browser test files:\n${rows.map(([f, ms]) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${f}`).join('\n')}\n`);
    const costly = [...this.cpuByFile].sort((a, b) => b[1] - a[1]).slice(0, 10);
    if (costly.length && costly[0][1] > 0)
      process.stdout.write(
        `The ten browser test files that cost the machine the most CPU (browsers and servers included):\n${costly.map(([f, cpu]) => `  ${cpu.toFixed(0).padStart(6)} s  ${f}`).join('\n')}\n`,
      );
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
