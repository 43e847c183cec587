/**
 * Member accounts: when an e-mail or phone was verified, the one-time codes that verify it or
 * reset a password (only their hash is kept), and the time each subscription last sent its alert
 * and up to when it has looked at listings; the estates and blocks members watch, and the
 * notices a watch makes (member centre); the numbers of listings members post and the reason
 * staff gave for not approving one; the photos uploaded for them; bank transfer references.
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

-- estates or single blocks a member follows; deals are seen by id, listings by time
CREATE TABLE building_watches (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  estate_id integer NOT NULL REFERENCES estates(id),
  building_id integer REFERENCES estate_buildings(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  seen_until timestamptz NOT NULL DEFAULT now(),
  last_deal_id bigint NOT NULL DEFAULT 0,
  language text NOT NULL DEFAULT 'zh-hk'
);
CREATE UNIQUE INDEX building_watches_one ON building_watches(user_id, estate_id, COALESCE(building_id, 0));

-- the member centre's notices: a new deal, a new listing or a price cut where the member watches
CREATE TABLE member_notices (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  watch_id bigint REFERENCES building_watches(id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('listing', 'priceCut', 'deal')),
  ref text NOT NULL,
  estate_id integer NOT NULL REFERENCES estates(id),
  listing_id text REFERENCES listings(id) ON DELETE CASCADE,
  deal_id bigint REFERENCES deals(id) ON DELETE CASCADE,
  price bigint,
  previous_price bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  UNIQUE (user_id, kind, ref)
);
CREATE INDEX member_notices_user ON member_notices(user_id, created_at DESC);

-- listings members post themselves: their numbers, and why staff did not approve one
CREATE SEQUENCE own_listing_numbers START 80000001;
ALTER TABLE listings ADD COLUMN refusal_reason text CHECK (refusal_reason IN ('paymentProof', 'content'));
ALTER TABLE listings ADD COLUMN refusal_note text;

-- photos members upload for their listings, resized by the API (JPEG, metadata stripped)
CREATE TABLE listing_photos (
  key text PRIMARY KEY,
  listing_id text NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  width integer NOT NULL,
  height integer NOT NULL,
  image bytea NOT NULL,
  thumb bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX listing_photos_listing ON listing_photos(listing_id, created_at);

-- orders paid by bank transfer: the reference the member quotes, and who confirmed it when
ALTER TABLE listing_orders ADD COLUMN reference text UNIQUE;
ALTER TABLE listing_orders ADD COLUMN paid_at timestamptz;
ALTER TABLE listing_orders ADD COLUMN confirmed_by bigint REFERENCES users(id);
`;
