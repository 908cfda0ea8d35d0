/**
 * deploy/nginx.conf for `n` processes: the listen port, the balanced upstream's servers and the wrdb slots
 * (one upstream per process, the others its backups; the map from a wrdbID's last two digits to it).
 * deploy/nginx.conf itself is this rendering for ports 8080 → 8081–8083 (tests/unit/nginxConf.test.ts).
 */
export function renderNginx(template: string, port: number, upstreams: number[]): string {
  const server = /^ {4}server 127\.0\.0\.1:\d+ /;
  const lines = template.replace(/listen \d+;/, `listen ${port};`).split('\n');
  const first = lines.findIndex((l) => server.test(l));
  const options = lines[first].replace(server, '');
  const begin = lines.findIndex((l) => l.includes('# slots:begin'));
  const end = lines.findIndex((l) => l.includes('# slots:end'));
  if (first < 0 || begin < first || end < begin) throw new Error('deploy/nginx.conf: no upstream servers or slots block');
  const head = lines.slice(0, begin + 3); // the block's comment lines stay
  const balanced = head.filter((l, i) => i < first || !server.test(l));
  balanced.splice(first, 0, ...upstreams.map((p) => `    server 127.0.0.1:${p} ${options}`));
  const slot = (i: number) => String(i + 1).padStart(2, '0');
  const block = [
    '  map $arg_wrdbID $isps_upstream {',
    '    default isps;',
    ...upstreams.map((_, i) => `    ~${slot(i)}$ isps_slot${i + 1};`),
    '  }',
    ...upstreams.flatMap((p, i) => [
      `  upstream isps_slot${i + 1} {`,
      `    server 127.0.0.1:${p} ${options}`,
      ...upstreams.filter((q) => q !== p).map((q) => `    server 127.0.0.1:${q} backup;`),
      '    keepalive 64;',
      '  }',
    ]),
  ];
  return [...balanced, ...block, ...lines.slice(end)].join('\n');
}
