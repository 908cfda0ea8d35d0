import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderNginx } from '../../tools/cluster/nginxConf.js';

const template = fs.readFileSync('deploy/nginx.conf', 'utf8');

describe('deploy/nginx.conf', () => {
  it('is the rendering for three processes, so the file and npm run cluster agree', () => {
    expect(renderNginx(template, 8080, [8081, 8082, 8083])).toBe(template);
  });

  it('sends a wrdbID ending in 0n to process n, backed by the others, for any number of processes', () => {
    const conf = renderNginx(template, 9000, [9001, 9002]);
    expect(conf).toContain('listen 9000;');
    expect(conf).toMatch(/upstream isps \{[^}]*server 127\.0\.0\.1:9001 max_fails=1 fail_timeout=2s;\s+server 127\.0\.0\.1:9002 max_fails/);
    expect(conf).toMatch(/map \$arg_wrdbID \$isps_upstream \{\s+default isps;\s+~01\$ isps_slot1;\s+~02\$ isps_slot2;\s+\}/);
    expect(conf).toMatch(/upstream isps_slot2 \{\s+server 127\.0\.0\.1:9002 max_fails=1 fail_timeout=2s;\s+server 127\.0\.0\.1:9001 backup;\s+keepalive 64;/);
    expect(conf).not.toContain('8083');
    expect(conf).toContain('proxy_pass http://$isps_upstream;');
  });
});
