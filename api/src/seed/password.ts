/**
 * Password hashes for seeded accounts: scrypt (N=16384, r=8, p=1, 64-byte key) stored as
 * `scrypt$16384$8$1$<salt base64>$<hash base64>`. The salt comes from the seed's PRNG so the
 * data stays deterministic. verifyPassword checks any hash in this format.
 */
import { scrypt, timingSafeEqual } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 64;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/**
 * `cost` is scrypt's N; the default suits people's passwords. Generated accounts whose passwords
 * are 96 random bits that nobody knows use a lower cost so large seeds stay fast.
 */
export async function hashPassword(password: string, saltHex: string, cost = N): Promise<string> {
  const salt = Buffer.from(saltHex, 'hex');
  const key = await derive(password, salt, cost, R, P);
  return `scrypt$${cost}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
