/**
 * Failed sign-ins per account (e-mail or mobile as typed, normalized), shared by every API
 * process: `failures` since the last success (forgotten after a day without one), and the time
 * before which the account's sign-in is refused.
 */
export const sql = `
CREATE TABLE sign_in_failures (
  account text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  last_failure_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz
);
CREATE INDEX sign_in_failures_last ON sign_in_failures(last_failure_at);
`;
