import fs from 'node:fs/promises';

/** pseudo file systems without storage of their own */
const PSEUDO = new Set([
  'proc',
  'sysfs',
  'devpts',
  'cgroup',
  'cgroup2',
  'mqueue',
  'debugfs',
  'tracefs',
  'securityfs',
  'pstore',
  'bpf',
  'configfs',
  'fusectl',
  'hugetlbfs',
  'autofs',
  'binfmt_misc',
  'rpc_pipefs',
  'nsfs',
  'devtmpfs',
  'efivarfs',
  'selinuxfs',
]);
export const WARN_PERCENT = 90;

/** Mount points from /proc/mounts (Linux); elsewhere just the root. */
async function mounts(): Promise<{ mount: string; fsType: string }[]> {
  try {
    const text = await fs.readFile('/proc/mounts', 'utf8');
    const seen = new Set<string>();
    return text
      .split('\n')
      .map((l) => l.split(' '))
      .filter((p) => p.length > 2 && !PSEUDO.has(p[2]))
      .map((p) => ({ mount: p[1].replace(/\\040/g, ' '), fsType: p[2] }))
      .filter((m) => !seen.has(m.mount) && seen.add(m.mount));
  } catch {
    return [{ mount: '/', fsType: '' }];
  }
}

/** Size, used and free bytes of every mounted file system that has any. */
export async function diskSample() {
  const out = [];
  for (const m of await mounts()) {
    const s = await fs.statfs(m.mount).catch(() => null);
    if (!s || !s.blocks) continue;
    const size = s.blocks * s.bsize;
    const free = s.bavail * s.bsize;
    const used = size - s.bfree * s.bsize;
    out.push({ ...m, size, used, free, usedPercent: +((used / (used + free || 1)) * 100).toFixed(1) });
  }
  return { disks: out, warnPercent: WARN_PERCENT, time: Date.now() };
}
