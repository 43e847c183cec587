/**
 * How many captcha attempts and solves a client address and a session get: counted in the
 * database (captcha_counters) in fixed ten-minute windows, so every API process sees the same
 * counts. The address and session are the ones that asked for the puzzle. A session is the
 * signed-in member, else the visitor id; a client with neither is held by its address alone.
 * Past an allowance the API answers 429 with the localized rate-limit message.
 */
import type { Db } from '../../db/index';
import { ApiError } from '../../http/errors';

export const CAPTCHA_WINDOW_SECONDS = 600;

interface Allowance {
  attempts: number;
  solves: number;
  /** solves with a keyboard trace, which a script imitates more cheaply than a drag */
  keyboardSolves: number;
}
/** An address may be an office or a mobile network behind one public address: it gets more. */
export const CAPTCHA_ALLOWANCE: Record<'address' | 'session', Allowance> = {
  address: { attempts: 40, solves: 20, keyboardSolves: 10 },
  session: { attempts: 15, solves: 8, keyboardSolves: 5 },
};

export interface CaptchaClient {
  address: string;
  session?: string | null;
}

interface Count {
  attempts: number;
  solves: number;
  keyboard_solves: number;
  reset_in: number;
}

const WINDOW = `to_timestamp(floor(extract(epoch FROM now()) / ${CAPTCHA_WINDOW_SECONDS}) * ${CAPTCHA_WINDOW_SECONDS})`;
const RESET_IN = `GREATEST(1, CEIL(EXTRACT(EPOCH FROM (${WINDOW} + make_interval(secs => ${CAPTCHA_WINDOW_SECONDS}) - now()))))::int AS reset_in`;

const keysOf = (c: CaptchaClient): Array<[string, Allowance]> => [
  [`address:${c.address}`, CAPTCHA_ALLOWANCE.address],
  ...(c.session ? [[`session:${c.session}`, CAPTCHA_ALLOWANCE.session] as [string, Allowance]] : []),
];

const tooMany = (seconds: number) => new ApiError('tooManyRequests', 'tooManyRequests', { seconds });

/** Adds to the counts of this window (a new window starts from zero) and returns them. */
async function add(db: Db, key: string, attempts: number, solves: number, keyboard: number): Promise<Count> {
  const row = await db.one<Count>(
    `INSERT INTO captcha_counters AS c (key, window_start, attempts, solves, keyboard_solves) VALUES ($1, ${WINDOW}, $2, $3, $4)
     ON CONFLICT (key) DO UPDATE SET
       attempts = CASE WHEN c.window_start = ${WINDOW} THEN c.attempts ELSE 0 END + $2,
       solves = CASE WHEN c.window_start = ${WINDOW} THEN c.solves ELSE 0 END + $3,
       keyboard_solves = CASE WHEN c.window_start = ${WINDOW} THEN c.keyboard_solves ELSE 0 END + $4,
       window_start = ${WINDOW}
     RETURNING attempts, solves, keyboard_solves, ${RESET_IN}`,
    [key, attempts, solves, keyboard],
  );
  if (!row) throw new ApiError('internal', 'internal');
  return row;
}

/** Before drawing a puzzle: 429 when the client has spent its attempts or solves already. */
export async function assertCaptchaAllowance(db: Db, client: CaptchaClient): Promise<void> {
  for (const [key, allowance] of keysOf(client)) {
    const row = await db.one<Count>(
      `SELECT attempts, solves, keyboard_solves, ${RESET_IN} FROM captcha_counters WHERE key = $1 AND window_start = ${WINDOW}`,
      [key],
    );
    if (row && (row.attempts >= allowance.attempts || row.solves >= allowance.solves)) throw tooMany(row.reset_in);
  }
  if (Math.random() < 0.02) await db.query(`DELETE FROM captcha_counters WHERE window_start < ${WINDOW}`);
}

/** Counts one answer checked; 429 past the allowance. */
export async function countCaptchaAttempt(db: Db, client: CaptchaClient): Promise<void> {
  for (const [key, allowance] of keysOf(client)) {
    const row = await add(db, key, 1, 0, 0);
    if (row.attempts > allowance.attempts) throw tooMany(row.reset_in);
  }
}

/** Counts one captcha solved; 429 (and no solve) past the allowance. */
export async function countCaptchaSolve(db: Db, client: CaptchaClient, keyboard: boolean): Promise<void> {
  for (const [key, allowance] of keysOf(client)) {
    const row = await add(db, key, 0, 1, keyboard ? 1 : 0);
    if (row.solves > allowance.solves || row.keyboard_solves > allowance.keyboardSolves) throw tooMany(row.reset_in);
  }
}
