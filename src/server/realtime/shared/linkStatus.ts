import type { Shared } from '../../redis/types.js';
import { orUnavailable } from '../../redis/unavailable.js';
import type { DeviceEntry } from '../devices/types.js';
import type { Ingest } from '../ingest/ingest.js';
import type { LinkStats } from '../ingest/types.js';

/** how often the feeding process copies its link counters to Redis; they live three times as long */
const EVERY_MS = 1000;

/**
 * The C37.118 links run in the feeding process only; their counters go to Redis once a second
 * (one key, expiring), so every process answers the device page's link status.
 */
export class SharedLinkStatus {
  private timer: NodeJS.Timeout | null = null;
  private readonly key: string;

  constructor(
    private readonly shared: Shared,
    private readonly ingest: Ingest,
    private readonly entries: () => DeviceEntry[],
    private readonly feeding: () => boolean,
  ) {
    this.key = shared.key('link', 'status');
  }

  start(): void {
    this.timer = setInterval(() => {
      if (!this.feeding()) return;
      const all: Record<string, LinkStats> = {};
      for (const e of this.entries()) {
        const s = e.device.link && this.ingest.status(e.device.id);
        if (s) all[e.device.id] = s;
      }
      this.shared.redis.set(this.key, JSON.stringify(all), 'PX', EVERY_MS * 3).catch(() => {});
    }, EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** the feeding process's counters of these devices, as of at most a second ago */
  async status(ids: string[]): Promise<(LinkStats | null)[]> {
    const all = JSON.parse((await orUnavailable(this.shared.redis.get(this.key), '链路状态')) ?? '{}') as Record<string, LinkStats>;
    return ids.map((id) => all[id] ?? null);
  }
}
