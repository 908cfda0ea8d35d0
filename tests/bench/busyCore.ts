import { spawn } from 'node:child_process';

/**
 * Runs `work` while another process keeps one core busy (a spin loop at normal priority), as another service on
 * the same machine would: what the server's latency does when it has one core to itself and shares the other.
 */
export async function withBusyCore<T>(work: () => Promise<T>): Promise<T> {
  const spinner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 300)); // running before the measurement starts
  try {
    return await work();
  } finally {
    spinner.kill('SIGKILL');
  }
}
