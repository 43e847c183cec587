/**
 * Members and visitors: sessions, bookmarks, messages, reports, captchas, subscriptions, the
 * notification outbox, contact logs, evaluations and the member view of listing orders.
 * Everything a request needs lives here, so any number of API processes can serve it.
 */
export const sql = /* sql */ `
-- Opaque session tokens; only their sha256 is stored
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_seen timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user ON sessions(user_id);
CREATE INDEX sessions_expires ON sessions(expires_at);

CREATE TABLE visitors (
  id text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen timestamptz NOT NULL DEFAULT now()
);

-- Bookmarks of members (unlimited) and of visitors (limited, see the API)
CREATE TABLE collections (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  source_type text NOT NULL CHECK (source_type IN ('buy', 'rent', 'estate', 'new', 'serviced')),
  source_id text NOT NULL,
  remark text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, source_type, source_id)
);
CREATE TABLE visitor_collections (
  id bigserial PRIMARY KEY,
  visitor_id text NOT NULL REFERENCES visitors(id) ON DELETE CASCADE,
  source_type text NOT NULL CHECK (source_type IN ('buy', 'rent', 'estate', 'new', 'serviced')),
  source_id text NOT NULL,
  remark text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (visitor_id, source_type, source_id)
);

-- Messages left on a listing, by a member or a visitor
CREATE TABLE leave_messages (
  id bigserial PRIMARY KEY,
  listing_id text NOT NULL REFERENCES listings(id),
  author_user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  author_visitor_id text REFERENCES visitors(id) ON DELETE SET NULL,
  contact_name text NOT NULL,
  contact_type text NOT NULL CHECK (contact_type IN ('phone', 'email')),
  contact text NOT NULL,
  content text NOT NULL,
  sms_notice boolean NOT NULL DEFAULT true,
  owner_only boolean NOT NULL DEFAULT false,
  reply text,
  replied_at timestamptz,
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'deleted')),
  language text NOT NULL DEFAULT 'zh-hk',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK (author_user_id IS NOT NULL OR author_visitor_id IS NOT NULL OR status = 'deleted')
);
CREATE INDEX leave_messages_listing ON leave_messages(listing_id, created_at DESC);

-- Complaints about a listing
CREATE TABLE property_reports (
  id bigserial PRIMARY KEY,
  listing_id text NOT NULL REFERENCES listings(id),
  listing_no text NOT NULL,
  user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  visitor_id text,
  contact_name text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  content text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Slider captchas (spec 4.5): one use, two-minute life
CREATE TABLE captchas (
  id text PRIMARY KEY,
  answer_x integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE INDEX captchas_created ON captchas(created_at);

-- Saved searches a member subscribes to (at most 10 each, see the API)
CREATE TABLE user_subscriptions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  property_type text NOT NULL CHECK (property_type IN ('buy', 'rent', 'new', 'estate', 'serviced')),
  property_category smallint,
  district_code text REFERENCES regions(code),
  filter jsonb NOT NULL DEFAULT '{}',
  search_conditions text NOT NULL DEFAULT '',
  language text NOT NULL DEFAULT 'zh-hk',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_subscriptions_user ON user_subscriptions(user_id, created_at DESC);

CREATE TABLE email_subscriptions (
  email text PRIMARY KEY,
  user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  language text NOT NULL DEFAULT 'zh-hk',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- E-mail and SMS waiting to be sent by the outbox worker
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  ref_type text,
  ref_id text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_at timestamptz,
  sent_at timestamptz,
  error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_pending ON outbox(status, next_attempt_at);

-- Who contacted whom about what (AddOperateContactLog, AddOperateContactVerLog, calls)
CREATE TABLE contact_logs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('operate', 'verify', 'call', 'whatsapp')),
  user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  visitor_id text,
  listing_id text REFERENCES listings(id),
  agent_id integer REFERENCES agents(id),
  contact_type text NOT NULL,
  platform text NOT NULL DEFAULT 'pc',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_logs_listing ON contact_logs(listing_id, created_at DESC);

-- A member's rating of a listing, an agent or an estate
CREATE TABLE user_evaluations (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  target_type text NOT NULL CHECK (target_type IN ('listing', 'agent', 'estate')),
  target_id text NOT NULL,
  score smallint NOT NULL CHECK (score BETWEEN 1 AND 5),
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, target_type, target_id)
);
CREATE INDEX user_evaluations_target ON user_evaluations(target_type, target_id);

-- The orders a member sees: those they placed, and those on listings they own
CREATE VIEW member_order_records AS
  SELECT o.id, o.listing_id, l.listing_no, l.title, l.rental_type, o.method, o.amount,
         o.payment_method, o.status, o.created_at, COALESCE(o.user_id, l.owner_user_id) AS member_id
  FROM listing_orders o JOIN listings l ON l.id = o.listing_id;
`;
