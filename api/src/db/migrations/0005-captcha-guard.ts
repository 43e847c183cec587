/**
 * Slider captcha guard: who asked for each puzzle (its client address and session), and the
 * counts of captcha attempts and solves per address and per session in ten-minute windows, so
 * every API process enforces the same allowance.
 */
export const sql = /* sql */ `
ALTER TABLE captchas ADD COLUMN address text;
ALTER TABLE captchas ADD COLUMN session_key text;

CREATE TABLE captcha_counters (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  solves integer NOT NULL DEFAULT 0,
  keyboard_solves integer NOT NULL DEFAULT 0
);
CREATE INDEX captcha_counters_window ON captcha_counters(window_start);
`;
