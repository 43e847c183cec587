import { createTestDb } from '../../../test/helpers';
import type { Db } from '../../db/index';
import { CAPTCHA_ALLOWANCE, countCaptchaAttempt, countCaptchaSolve, assertCaptchaAllowance } from './captcha-limits';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDb());
});
afterAll(() => drop());

const refusal = (p: Promise<unknown>) => p.then(() => undefined, (e: { status?: number; key?: string }) => `${e.status} ${e.key}`);

describe('captcha allowances (in the database, shared by every API process)', () => {
  it(`an address gets ${CAPTCHA_ALLOWANCE.address.attempts} attempts a window, then 429, and no new puzzle`, async () => {
    const client = { address: '10.9.0.1' };
    for (let i = 0; i < CAPTCHA_ALLOWANCE.address.attempts; i++) await countCaptchaAttempt(db, client);
    expect(await refusal(assertCaptchaAllowance(db, client))).toBe('429 tooManyRequests');
    expect(await refusal(countCaptchaAttempt(db, client))).toBe('429 tooManyRequests');
    expect(await refusal(countCaptchaAttempt(db, { address: '10.9.0.2' }))).toBeUndefined();
  });

  it('keyboard solves have a smaller allowance than drags, per address and per session', async () => {
    const client = { address: '10.9.1.1', session: 'visitor:kb' };
    for (let i = 0; i < CAPTCHA_ALLOWANCE.session.keyboardSolves; i++) await countCaptchaSolve(db, client, true);
    expect(await refusal(countCaptchaSolve(db, client, true))).toBe('429 tooManyRequests');
    const other = { address: '10.9.1.1', session: 'visitor:drag' };
    for (let i = 0; i < CAPTCHA_ALLOWANCE.session.solves; i++) await countCaptchaSolve(db, other, false);
    expect(await refusal(countCaptchaSolve(db, other, false))).toBe('429 tooManyRequests');
    // the address they share counted every solve of both, the refused ones too
    const row = await db.one<{ solves: number; keyboard_solves: number }>('SELECT solves, keyboard_solves FROM captcha_counters WHERE key = $1', ['address:10.9.1.1']);
    expect(row).toEqual({ solves: CAPTCHA_ALLOWANCE.session.keyboardSolves + CAPTCHA_ALLOWANCE.session.solves + 2, keyboard_solves: CAPTCHA_ALLOWANCE.session.keyboardSolves + 1 });
  });
});
