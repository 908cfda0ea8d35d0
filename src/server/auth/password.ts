import { randomBytes } from 'node:crypto';
// the module's one exports object (not named bindings): a test can count verifies on it without replacing the module
import argon2 from '@node-rs/argon2';

/** argon2id with the library defaults (m=19456, t=2, p=1: ~15 ms here). */
export const hashPassword = (plain: string) => argon2.hash(plain);

/** a hash of a secret nobody holds, made like every stored one (at start, so no first call is slower) */
const dummy = hashPassword(randomBytes(32).toString('base64'));

/**
 * Whether `plain` matches `stored`. Without a stored hash (unknown user, no password) the same
 * argon2 verify runs against a dummy hash, so the answer takes as long and names no usernames.
 */
export async function verifyPassword(stored: string | null | undefined, plain: string): Promise<boolean> {
  const against = stored || (await dummy);
  try {
    return (await argon2.verify(against, plain)) && !!stored;
  } catch {
    return false;
  }
}
