export const POLL_MS = 6000;

/**
 * The 6 s notice poll the spec defines (JeecgBoot never starts it; the socket does the work).
 * A failed load stops the polling.
 */
export function startNoticePoll(load: () => Promise<unknown>, every = POLL_MS): { stop(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const tick = () => {
    timer = setTimeout(() => {
      load().then(() => { if (!stopped) tick(); }, () => { stopped = true; });
    }, every);
  };
  tick();
  return { stop() { stopped = true; if (timer) clearTimeout(timer); } };
}
