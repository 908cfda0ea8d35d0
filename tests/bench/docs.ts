import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where `npm run bench` writes its tables; the prose around the marked sections is hand-written. */
export const DOCS_FILE = path.resolve('docs/benchmarks.md');

const markers = (part: string) => [`<!-- bench:${part} -->`, `<!-- /bench:${part} -->`] as const;

/** The machine and the moment a table was measured on: the numbers mean little without them. */
export function machineLine(now = new Date()): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  const args = process.argv.slice(2).join(' ');
  return (
    `_${now.toISOString().slice(0, 16).replace('T', ' ')} UTC · ${cpus.length} × ${cpus[0]?.model.trim() ?? '?'} · ` +
    `load average ${load} (1 / 5 / 15 min) · Node ${process.version} · \`npm run bench${args ? ` -- ${args}` : ''}\`_`
  );
}

/**
 * `text` with the section between `part`'s markers replaced by `body` (headed by the machine line),
 * or, when the markers are missing, the section appended at the end. Other sections stay as they are.
 */
export function replaceSection(text: string, part: string, body: string, head = machineLine()): string {
  const [open, close] = markers(part);
  const section = `${open}\n${head}\n\n${body.trim()}\n${close}`;
  const start = text.indexOf(open);
  const end = text.indexOf(close, start);
  if (start < 0 || end < 0) return `${text.trimEnd()}\n\n${section}\n`;
  return text.slice(0, start) + section + text.slice(end + close.length);
}

/** Writes one part's tables into docs/benchmarks.md (BENCH_NO_DOCS=1 leaves the file alone). */
export function publish(part: string, body: string, file = DOCS_FILE): void {
  if (process.env.BENCH_NO_DOCS) return;
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  fs.writeFileSync(file, replaceSection(text, part, body));
}
