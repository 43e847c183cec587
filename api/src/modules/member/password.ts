/**
 * Password hashing with argon2id (memory-hard; hash-wasm, parameters of the OWASP minimum:
 * 19 MiB, 2 passes, 1 lane) and a per-user random salt, stored in the standard encoded form
 * `$argon2id$v=19$m=...,t=...,p=...$salt$hash` so the cost can rise later. Hashes of the earlier
 * scheme (`scrypt$N$r$p$salt$hash`, node:crypto) still verify, and `needsRehash` tells sign-in
 * to replace them. Passwords are NFKC-normalized and never logged.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

export const ARGON2 = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;
const ARGON2_PREFIX = `$argon2id$v=19$m=${ARGON2.memorySize},t=${ARGON2.iterations},p=${ARGON2.parallelism}$`;

export async function hashPassword(password: string): Promise<string> {
  return argon2id({ password: password.normalize('NFKC'), salt: randomBytes(16), ...ARGON2, outputType: 'encoded' });
}

/** true when `stored` is not an argon2id hash of today's parameters */
export function needsRehash(stored: string | null | undefined): boolean {
  return !(stored ?? '').startsWith(ARGON2_PREFIX);
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const hash = stored ?? '';
  if (hash.startsWith('$argon2id$')) {
    try {
      return await argon2Verify({ password: password.normalize('NFKC'), hash });
    } catch {
      return false;
    }
  }
  return verifyScrypt(password, hash);
}

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** The earlier scheme, kept only to verify (and then upgrade) the hashes made with it. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, hashText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashText, 'base64');
  if (expected.length < 16 || expected.length > 128) return false;
  try {
    const key = await scrypt(password, Buffer.from(saltText, 'base64'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: 64 * 1024 * 1024,
    });
    return key.length === expected.length && timingSafeEqual(key, expected);
  } catch {
    return false;
  }
}

/** A hash to compare against when the account does not exist, so timing does not tell. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(12).toString('hex'));
  return dummy;
}
