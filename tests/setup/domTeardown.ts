import { afterAll } from 'vitest';

/**
 * Unit files that render: antd's toasts (message, notification) live in React roots of their own, which
 * testing-library's cleanup does not unmount. One still open when a file ends — its close timer, its
 * animation — made React run work after the file's DOM environment was gone ("window is not defined",
 * an unhandled error that fails the run). Close them and give React's scheduler its turn first.
 */
afterAll(async () => {
  if (typeof window === 'undefined') return;
  const { message, notification } = await import('antd');
  message.destroy();
  notification.destroy();
  await new Promise((resolve) => setTimeout(resolve, 50));
});
