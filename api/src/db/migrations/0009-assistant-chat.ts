/**
 * Assistant chat (spec 4.4, 7.4): who agreed to the disclaimer and asked to be remembered,
 * conversations with their question count and last understood filter, each question and answer
 * (a member's history, deleted on request), and the ratings of answers.
 */
export const sql = /* sql */ `
CREATE TABLE chat_disclaimers (
  owner_key text PRIMARY KEY,                -- 'u:<user id>' or 'v:<visitor id>'
  accepted_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chat_sessions (
  id text PRIMARY KEY,
  owner_key text NOT NULL,
  user_id bigint REFERENCES users(id) ON DELETE CASCADE,
  question_count integer NOT NULL DEFAULT 0,
  last_filter jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_sessions_owner ON chat_sessions(owner_key, created_at DESC);

CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  session_id text NOT NULL REFERENCES chat_sessions(id) ON DELETE CASCADE,
  user_id bigint REFERENCES users(id) ON DELETE CASCADE,
  question text NOT NULL,
  answer jsonb NOT NULL,
  rating smallint CHECK (rating BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_user ON chat_messages(user_id, created_at DESC);
CREATE INDEX chat_messages_session ON chat_messages(session_id, id);
`;
