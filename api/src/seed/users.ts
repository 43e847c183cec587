/**
 * Accounts: the documented test accounts (see api/data/README.md) and generated owners who
 * list their own flats. Every password is hashed with scrypt; salts come from the PRNG.
 */
import type { Rng } from './prng';
import type { SeedRow } from './batch';
import { hashPassword } from './password';
import { person, type phoneFactory } from './people';
import { minutesAgo } from './clock';

export const TEST_PASSWORD = 'HarbourHome2026!';
export const TEST_ACCOUNTS = [
  { email: 'owner@harbourhome.test', role: 'owner', name: 'Test Owner 測試業主' },
  { email: 'member@harbourhome.test', role: 'member', name: 'Test Member 測試會員' },
  { email: 'agent@harbourhome.test', role: 'agent', name: 'Test Agent 測試代理', agentId: 1 },
] as const;

/** scrypt cost for generated owners, whose 96-bit random passwords nobody knows */
const GENERATED_COST = 1024;

/** hashes in small parallel groups (scrypt runs on the libuv pool) */
async function hashAll(items: readonly { password: string; salt: string; cost?: number }[]): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < items.length; i += 8) {
    const part = await Promise.all(items.slice(i, i + 8).map((x) => hashPassword(x.password, x.salt, x.cost)));
    out.push(...part);
  }
  return out;
}

/** returns rows and the ids of users who may own listings (the test owner first) */
export async function buildUsers(rng: Rng, ownerCount: number, refDate: string, phone: ReturnType<typeof phoneFactory>) {
  const plan: { row: SeedRow; password: string; salt: string; cost?: number }[] = [];
  TEST_ACCOUNTS.forEach((a, i) => {
    plan.push({
      row: {
        id: i + 1, email: a.email, phone: phone('mobile'), name: a.name, role: a.role,
        agent_id: 'agentId' in a ? a.agentId : null, created_at: minutesAgo(refDate, 60 * 24 * 400),
      },
      password: TEST_PASSWORD, salt: rng.hex(16),
    });
  });
  for (let k = 0; k < ownerCount; k++) {
    const p = person(rng);
    const id = plan.length + 1;
    plan.push({
      row: {
        id, email: `owner${String(k + 1).padStart(5, '0')}@owners.harbourhome.test`, phone: phone('mobile'),
        name: p.plain, role: 'owner', agent_id: null, created_at: minutesAgo(refDate, rng.int(60 * 24 * 30, 60 * 24 * 900)),
      },
      password: rng.hex(12), salt: rng.hex(16), cost: GENERATED_COST,
    });
  }
  const hashes = await hashAll(plan);
  const rows: SeedRow[] = plan.map((p, i) => ({ ...p.row, password_hash: hashes[i] }));
  const ownerIds = [1, ...rows.slice(TEST_ACCOUNTS.length).map((r) => r.id as number)];
  return { rows, ownerIds };
}
