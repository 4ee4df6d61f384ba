/**
 * Password hashing with argon2id. The memory cost comes from PASSWORD_HASH_MEMORY_KIB (tests
 * lower it for speed); the parameters are stored inside each hash, so changing the setting
 * never breaks existing passwords.
 */
import argon2 from 'argon2';
import type { Config } from '../config/config.js';

export function hashPassword(config: Pick<Config, 'PASSWORD_HASH_MEMORY_KIB'>, password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: config.PASSWORD_HASH_MEMORY_KIB });
}

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, computed once per configuration. Checking a password against it
 * when no user matches makes an unknown e-mail cost the same time as a wrong password, so the
 * answer time does not reveal which e-mails are registered.
 */
const dummyHashes = new Map<number, Promise<string>>();
export function verifyAgainstDummy(
  config: Pick<Config, 'PASSWORD_HASH_MEMORY_KIB'>,
  password: string,
): Promise<boolean> {
  const key = config.PASSWORD_HASH_MEMORY_KIB;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword(config, `dummy-${Math.random()}-${Date.now()}`);
    dummyHashes.set(key, hash);
  }
  return hash.then((h) => verifyPassword(h, password)).then(() => false);
}
