import autocannon from 'autocannon';

export interface HttpRequestSpec {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Measured {
  /** completed requests per second over the measured window */
  rps: number;
  /** 99th percentile latency, ms */
  p99: number;
  /** requests counted */
  requests: number;
  /** requests sent, answered or not (those still in flight at the end included) */
  sent: number;
  /** errors, timeouts and non-2xx answers (all should be 0) */
  failures: number;
}

export interface LoadOptions {
  connections: number;
  /** seconds counted */
  duration: number;
  /** seconds of unmeasured load first */
  warmup: number;
}

function once(url: string, requests: HttpRequestSpec[], connections: number, duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration,
        // the load generator runs in its own worker thread, so the server under test
        // (this process's main thread) does not share its event loop with the client
        workers: 1,
        requests: requests.map((r) => ({ method: r.method, path: r.path, headers: r.headers, body: r.body })),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

/**
 * autocannon against `origin`, the connections cycling through `requests` in order.
 * An unmeasured warm-up run goes first when `warmup` > 0.
 */
export async function httpLoad(origin: string, requests: HttpRequestSpec[], o: LoadOptions): Promise<Measured> {
  if (o.warmup > 0) await once(origin, requests, o.connections, o.warmup);
  const r = await once(origin, requests, o.connections, o.duration);
  const ok = r['2xx'];
  const seconds = (Number(r.finish) - Number(r.start)) / 1000 || o.duration;
  return {
    rps: ok / seconds,
    p99: r.latency.p99,
    requests: ok,
    // autocannon's result has it; its types do not
    sent: (r.requests as { sent?: number }).sent ?? ok,
    failures: r.errors + r.timeouts + r.non2xx,
  };
}
