import { GlobalWindow } from 'happy-dom';
import type { Environment } from 'vitest/environments';
import { populateGlobal } from 'vitest/environments';

const URL = 'http://localhost:3000/';
/** one window per worker process: the unit files that render share it as they share the module graph (vitest.config.ts) */
let shared: GlobalWindow | undefined;

/**
 * happy-dom, as vitest's own environment sets it up, but one window for every file a worker runs. antd's static message and
 * notification holders stay bound to the document they first rendered into, so files that share antd must share the
 * document too. Between files what a file could leave is undone: its pending timers and requests, storage, cookies, the
 * URL (React roots are unmounted after each test, antd's toasts closed after each file: domTeardown.ts).
 */
export default {
  name: 'shared-dom',
  viteEnvironment: 'client',
  async setup(global) {
    if (!shared) {
      shared = new GlobalWindow({ url: URL, console: global.console, settings: { disableErrorCapturing: true } });
      // installed once and left in place: vitest hands a worker only files of this project (same environment), and work
      // React schedules as one file ends then finds the window it expects instead of "window is not defined"
      populateGlobal(global, shared, {
        bindFunctions: true,
        additionalKeys: ['Request', 'Response', 'MessagePort', 'fetch', 'Headers', 'AbortController', 'AbortSignal', 'URL', 'URLSearchParams', 'FormData'],
      });
    }
    const win = shared;
    return {
      async teardown() {
        await win.happyDOM.abort();
        win.localStorage.clear();
        win.sessionStorage.clear();
        for (const name of win.document.cookie.split(';').map((c) => c.split('=')[0].trim()))
          if (name) win.document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
        win.happyDOM.setURL(URL);
      },
    };
  },
} satisfies Environment;
