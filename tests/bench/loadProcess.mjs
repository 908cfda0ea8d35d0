// Child process of the CPU-per-request part (tests/bench/cpuPerRequest.ts): runs autocannon for a fixed request
// count when asked and answers with the counts. In a process of its own, not a worker thread: autocannon starts
// its workers and merges their latency histograms on the main thread of the process that calls it, work that
// the server's main thread would otherwise be charged for. Plain JavaScript so it needs no TypeScript loader.
import autocannon from 'autocannon';

process.on('message', ({ id, url, connections, amount, requests }) => {
  autocannon({ url, connections, amount, requests }, (err, r) =>
    process.send(err ? { id, error: String(err) } : { id, ok: r['2xx'], failures: r.errors + r.timeouts + r.non2xx }),
  );
});
process.on('disconnect', () => process.exit(0));
