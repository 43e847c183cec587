/**
 * Member accounts: when an e-mail or phone was verified, the one-time codes that verify it or
 * reset a password (only their hash is kept), and the time each subscription last sent its alert
 * with the newest listing it had seen.
 */
export const sql = /* sql */ `
ALTER TABLE users ADD COLUMN verified_at timestamptz;
-- accounts made before verification existed were trusted as they were
UPDATE users SET verified_at = created_at;

CREATE TABLE account_codes (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify', 'reset')),
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_codes_user ON account_codes(user_id, purpose, created_at DESC);

-- the subscription alert (at most one e-mail a day each): when it last sent, and up to when
-- listings have been looked at
ALTER TABLE user_subscriptions ADD COLUMN alerted_at timestamptz;
ALTER TABLE user_subscriptions ADD COLUMN seen_until timestamptz;
`;
