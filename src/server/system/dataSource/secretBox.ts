import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Reversible storage for secrets the server must use again (a data source's database
 * password): AES-256-GCM under a key derived (HKDF-SHA256) from the per-install secret in
 * sys_config, so a copy of the table alone does not reveal them. Stored as "v1:" + base64
 * of iv | tag | ciphertext.
 */
const PREFIX = 'v1:';
const keys = new WeakMap<Uint8Array, Buffer>();

function keyOf(installSecret: Uint8Array): Buffer {
  let k = keys.get(installSecret);
  if (!k) {
    k = Buffer.from(hkdfSync('sha256', installSecret, Buffer.alloc(0), 'isps:sys_data_source:db_password', 32));
    keys.set(installSecret, k);
  }
  return k;
}

export function seal(installSecret: Uint8Array, plain: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', keyOf(installSecret), iv);
  const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return PREFIX + Buffer.concat([iv, c.getAuthTag(), body]).toString('base64');
}

/** The plain text, or null when the value is not ours or was sealed under another install's key. */
export function open(installSecret: Uint8Array, sealed: string): string | null {
  if (!sealed.startsWith(PREFIX)) return null;
  try {
    const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
    const d = createDecipheriv('aes-256-gcm', keyOf(installSecret), raw.subarray(0, 12));
    d.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
  } catch {
    return null;
  }
}
