import { afterAll, afterEach } from 'vitest';

/**
 * Unit files that render (happy-dom). Without vitest globals testing-library registers no cleanup, so
 * a file that forgot it left its roots mounted: a data hook's answer arriving after the last test made
 * React schedule work that ran once the file's DOM environment was gone ("window is not defined", an
 * unhandled error that fails the run). Unmount after every test; at the end also close antd's toasts
 * (React roots of their own) and give React's scheduler its turn before the environment goes.
 */
const dom = typeof window !== 'undefined';

afterEach(async () => {
  if (!dom) return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});

afterAll(async () => {
  if (!dom) return;
  const { message, notification } = await import('antd');
  message.destroy();
  notification.destroy();
  // 50 ms was not always enough: twice in ~17 CI runs React still worked after it (what scheduled that work is not known)
  await new Promise((resolve) => setTimeout(resolve, 250));
});
