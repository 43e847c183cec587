/**
 * The catalog: reference data (regions, school nets, MTR, dictionaries, facilities, developers),
 * agencies and agents, users, estates with phases, blocks and deals, listings with orders, new
 * developments with units, room types and price sheets, content (news, tips, encyclopedia, FAQ),
 * ads, app config and SEO entries.
 *
 * Text shown to users is jsonb of the three languages: {"zh-hk": "...", "zh-cn": "...", "en-us": "..."}.
 * Money is whole HKD (bigint); areas are square feet (integer).
 */
export const sql = /* sql */ `
-- Regions (gscope): level 1 region (HK Island, Kowloon, NT East, NT West), 2 district, 3 sub-area
CREATE TABLE regions (
  code text PRIMARY KEY,
  parent_code text REFERENCES regions(code),
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
  name jsonb NOT NULL,
  lat double precision,
  lng double precision,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX regions_parent ON regions(parent_code);

CREATE TABLE school_nets (
  code text PRIMARY KEY,                -- '11', '12', ... primary (POA); 'S-CW' ... secondary (SSPA)
  kind text NOT NULL CHECK (kind IN ('primary', 'secondary')),
  district_code text REFERENCES regions(code),
  name jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE mtr_lines (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name jsonb NOT NULL,
  color text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE TABLE mtr_stations (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name jsonb NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  district_code text REFERENCES regions(code)
);
CREATE TABLE mtr_line_stations (
  line_id integer NOT NULL REFERENCES mtr_lines(id),
  station_id integer NOT NULL REFERENCES mtr_stations(id),
  seq integer NOT NULL,
  PRIMARY KEY (line_id, station_id)
);

-- Dictionary groups of spec 3.2 (RentPrice, SalePrice, ..., PropertyTag with parents 1..6)
CREATE TABLE dictionary_entries (
  id serial PRIMARY KEY,
  group_name text NOT NULL,
  item_name text NOT NULL,
  value text NOT NULL,                  -- dictionaryValue; ranges are written min-max
  name jsonb NOT NULL,
  parent_value text,                    -- parentDictionaryValue (PropertyTag: '1'..'6')
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (group_name, value)
);

CREATE TABLE facilities (
  id integer PRIMARY KEY,
  name jsonb NOT NULL,
  icon text
);

CREATE TABLE developers (
  id integer PRIMARY KEY,
  name jsonb NOT NULL,
  short_name jsonb NOT NULL
);

-- Agencies and their agents (partners are licensed professional agents)
CREATE TABLE companies (
  id integer PRIMARY KEY,
  name jsonb NOT NULL,
  address jsonb NOT NULL,
  license text NOT NULL,
  phones text[] NOT NULL DEFAULT '{}',
  branches jsonb NOT NULL DEFAULT '[]',
  logo text,
  agent_count integer NOT NULL DEFAULT 0,
  sale_count integer NOT NULL DEFAULT 0,
  rent_count integer NOT NULL DEFAULT 0
);
CREATE TABLE agents (
  id integer PRIMARY KEY,
  company_id integer REFERENCES companies(id),
  is_partner boolean NOT NULL DEFAULT false,
  name jsonb NOT NULL,
  license text NOT NULL,
  phone text NOT NULL,
  whatsapp text,
  avatar text,
  district_codes text[] NOT NULL DEFAULT '{}',
  sale_count integer NOT NULL DEFAULT 0,
  rent_count integer NOT NULL DEFAULT 0,
  rank_score integer NOT NULL DEFAULT 0
);
CREATE INDEX agents_company ON agents(company_id);

-- Members, owners and agents who sign in
CREATE TABLE users (
  id bigserial PRIMARY KEY,
  email text UNIQUE,
  phone text UNIQUE,
  password_hash text,
  name text NOT NULL,
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'owner', 'agent', 'admin')),
  agent_id integer REFERENCES agents(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (email IS NOT NULL OR phone IS NOT NULL)
);

CREATE TABLE estates (
  id integer PRIMARY KEY,               -- estateID (digits)
  name jsonb NOT NULL,
  search_key text NOT NULL,             -- lower-case names in every script and romanization, spaces removed, for the suggester
  tag_category text NOT NULL CHECK (tag_category IN ('Z', 'G', 'DEV')),
  address jsonb NOT NULL,
  region_code text NOT NULL REFERENCES regions(code),
  district_code text NOT NULL REFERENCES regions(code),
  area_code text REFERENCES regions(code),
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  developer_id integer REFERENCES developers(id),
  management_company jsonb,
  primary_school_net text REFERENCES school_nets(code),
  secondary_school_net text REFERENCES school_nets(code),
  station_id integer REFERENCES mtr_stations(id),      -- nearest station
  station_distance_m integer,
  occupation_date date NOT NULL,
  phase_count integer NOT NULL DEFAULT 1,
  block_count integer NOT NULL DEFAULT 1,
  storeys integer NOT NULL,
  unit_count integer NOT NULL,
  carpark_count integer NOT NULL DEFAULT 0,
  facility_ids integer[] NOT NULL DEFAULT '{}',
  avg_deal_price_sqft integer,          -- saleable, last 6 months
  avg_listing_price_sqft integer,
  month_deal_count integer NOT NULL DEFAULT 0,
  sale_listing_count integer NOT NULL DEFAULT 0,
  rent_listing_count integer NOT NULL DEFAULT 0,
  description jsonb
);
CREATE INDEX estates_district ON estates(district_code);
CREATE INDEX estates_search_key ON estates USING gin (search_key gin_trgm_ops);

CREATE TABLE estate_phases (
  id integer PRIMARY KEY,
  estate_id integer NOT NULL REFERENCES estates(id),
  name jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE TABLE estate_buildings (
  id integer PRIMARY KEY,
  estate_id integer NOT NULL REFERENCES estates(id),
  phase_id integer REFERENCES estate_phases(id),
  code text NOT NULL UNIQUE,            -- buildingCode
  name jsonb NOT NULL,
  floors integer NOT NULL,
  flats_per_floor integer NOT NULL
);
CREATE INDEX estate_buildings_estate ON estate_buildings(estate_id);

-- Transactions (deals): five years per estate along one market trend
CREATE TABLE deals (
  id bigserial PRIMARY KEY,
  estate_id integer NOT NULL REFERENCES estates(id),
  building_id integer REFERENCES estate_buildings(id),
  floor integer,
  flat text,
  rental_type smallint NOT NULL DEFAULT 1,   -- 1 sale, 2 lease
  deal_date date NOT NULL,
  price bigint NOT NULL,                     -- HKD (monthly rent when rental_type = 2)
  building_area integer,
  saleable_area integer NOT NULL,
  price_per_sqft integer NOT NULL,           -- per saleable area
  previous_price bigint,
  previous_date date,
  change_pct numeric(7, 2),
  room_number smallint,
  source text NOT NULL DEFAULT 'land-registry'
);
CREATE INDEX deals_estate_date ON deals(estate_id, deal_date DESC);
CREATE INDEX deals_date ON deals(deal_date DESC);

-- Listings (spec 3.1); id is letters then digits: S... sale, R... rent
CREATE TABLE listings (
  id text PRIMARY KEY,
  listing_no text NOT NULL UNIQUE,           -- number assigned by the product
  agent_ref text,                            -- property number supplied by the agent
  rental_type smallint NOT NULL CHECK (rental_type IN (1, 2)),
  is_serviced boolean NOT NULL DEFAULT false,
  status smallint NOT NULL DEFAULT 4,        -- 1 awaiting payment, 2 under review, 3 not approved, 4 effective, 5 expired, 6 hidden, 7 deleted, 8 content updated, 9 removed
  verified boolean NOT NULL DEFAULT false,
  premium boolean NOT NULL DEFAULT false,
  top_type smallint NOT NULL DEFAULT 0,      -- 3 promoted
  owner_user_id bigint REFERENCES users(id),
  agent_id integer REFERENCES agents(id),
  company_id integer REFERENCES companies(id),
  is_owner_listing boolean NOT NULL DEFAULT false,
  property_source smallint NOT NULL DEFAULT 2,
  estate_id integer REFERENCES estates(id),
  building_id integer REFERENCES estate_buildings(id),
  region_code text NOT NULL REFERENCES regions(code),
  district_code text NOT NULL REFERENCES regions(code),
  area_code text REFERENCES regions(code),
  title jsonb NOT NULL,
  description jsonb NOT NULL,
  address jsonb NOT NULL,
  floor integer,
  floor_level smallint,                      -- 1 low, 2 middle, 3 high (UnitFloor)
  flat text,
  property_category smallint NOT NULL DEFAULT 1,
  sub_category smallint,
  sale_form smallint,
  sale_price bigint,
  rent_price integer,
  original_price bigint,                     -- before a reduction
  price_reduction_pct numeric(5, 2),
  building_area integer,
  saleable_area integer NOT NULL,
  saleable_avg_price integer,                -- per saleable sq ft (sale price, or rent)
  building_avg_price integer,
  room_number smallint NOT NULL,
  bathroom_number smallint NOT NULL DEFAULT 1,
  building_age smallint NOT NULL,
  property_tags integer[] NOT NULL DEFAULT '{}',   -- PropertyTag values (features, view, decoration, facilities, other)
  property_labels integer[] NOT NULL DEFAULT '{}', -- PropertyLabel values (multimedia)
  rent_labels integer[] NOT NULL DEFAULT '{}',
  facility_ids integer[] NOT NULL DEFAULT '{}',
  station_id integer REFERENCES mtr_stations(id),
  line_ids integer[] NOT NULL DEFAULT '{}',
  primary_school_net text REFERENCES school_nets(code),
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  photos text[] NOT NULL DEFAULT '{}',       -- media keys, served by /api/Media
  floor_plan text,
  video_url text,
  vr_url text,
  parking jsonb,
  lease_min_months smallint,                 -- serviced apartments: at least 1, under 12
  lease_max_months smallint,
  view_count integer NOT NULL DEFAULT 0,
  published_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  rank_score integer NOT NULL DEFAULT 0
);
CREATE INDEX listings_type_status_pub ON listings(rental_type, status, published_at DESC);
CREATE INDEX listings_type_district ON listings(rental_type, district_code, status);
CREATE INDEX listings_type_sale_price ON listings(rental_type, sale_price);
CREATE INDEX listings_type_rent_price ON listings(rental_type, rent_price);
CREATE INDEX listings_estate ON listings(estate_id, rental_type);
CREATE INDEX listings_agent ON listings(agent_id);
CREATE INDEX listings_company ON listings(company_id);
CREATE INDEX listings_owner ON listings(owner_user_id);
CREATE INDEX listings_station ON listings(station_id);

CREATE TABLE listing_orders (
  id bigserial PRIMARY KEY,
  listing_id text NOT NULL REFERENCES listings(id),
  user_id bigint REFERENCES users(id),
  method text NOT NULL,                      -- listing method (standard, premium, renewal)
  amount integer NOT NULL,
  payment_method text NOT NULL CHECK (payment_method IN ('bank-transfer', 'card', 'paypal')),
  status text NOT NULL DEFAULT 'paid',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- New developments (first-hand)
CREATE TABLE new_estates (
  id integer PRIMARY KEY,
  name jsonb NOT NULL,
  search_key text NOT NULL,
  developer_id integer REFERENCES developers(id),
  region_code text NOT NULL REFERENCES regions(code),
  district_code text NOT NULL REFERENCES regions(code),
  area_code text REFERENCES regions(code),
  address jsonb NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  tower_count integer NOT NULL,
  flat_count integer NOT NULL,
  carpark_count integer NOT NULL DEFAULT 0,
  expected_handover date,
  primary_school_net text REFERENCES school_nets(code),
  secondary_school_net text REFERENCES school_nets(code),
  station_id integer REFERENCES mtr_stations(id),
  management_company jsonb,
  show_flat_location jsonb,
  sales_status smallint NOT NULL,            -- 1 pending, 2 on sale, 3 sold, 4 tendering
  estate_status smallint NOT NULL DEFAULT 1,
  features integer[] NOT NULL DEFAULT '{}',
  multimedia integer[] NOT NULL DEFAULT '{}',
  sales_start_date date,
  min_price bigint,
  max_price bigint,
  min_saleable_area integer,
  max_saleable_area integer,
  discounts jsonb NOT NULL DEFAULT '[]',
  payment_plans jsonb NOT NULL DEFAULT '[]',
  sales_arrangements jsonb NOT NULL DEFAULT '[]',
  brochure_url text,
  reference_links jsonb NOT NULL DEFAULT '[]',
  photos text[] NOT NULL DEFAULT '{}',
  description jsonb,
  hot_score integer NOT NULL DEFAULT 0
);
CREATE INDEX new_estates_district ON new_estates(district_code);

CREATE TABLE new_estate_towers (
  id integer PRIMARY KEY,
  new_estate_id integer NOT NULL REFERENCES new_estates(id),
  name jsonb NOT NULL,
  floors integer NOT NULL,
  flats_per_floor integer NOT NULL
);
CREATE TABLE new_estate_room_types (
  id integer PRIMARY KEY,
  new_estate_id integer NOT NULL REFERENCES new_estates(id),
  name jsonb NOT NULL,
  room_number smallint NOT NULL,
  min_saleable_area integer NOT NULL,
  max_saleable_area integer NOT NULL,
  floor_plan text
);
CREATE TABLE new_estate_price_sheets (
  id integer PRIMARY KEY,
  new_estate_id integer NOT NULL REFERENCES new_estates(id),
  number integer NOT NULL,                   -- priceListNumber
  issued_at date NOT NULL,
  UNIQUE (new_estate_id, number)
);
CREATE TABLE new_estate_units (
  id integer PRIMARY KEY,
  new_estate_id integer NOT NULL REFERENCES new_estates(id),
  tower_id integer NOT NULL REFERENCES new_estate_towers(id),
  room_type_id integer REFERENCES new_estate_room_types(id),
  price_sheet_id integer REFERENCES new_estate_price_sheets(id),
  floor integer NOT NULL,
  flat text NOT NULL,
  saleable_area integer NOT NULL,
  list_price bigint NOT NULL,
  status smallint NOT NULL DEFAULT 1,        -- 1 available, 2 reserved, 3 sold
  sold_at date,
  sold_price bigint
);
CREATE INDEX new_estate_units_estate ON new_estate_units(new_estate_id, status);

-- Content: news, estate news, property tips, encyclopedia articles and FAQ
CREATE TABLE information_categories (
  id integer PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('news', 'estate-news', 'tips', 'encyclopedia', 'faq')),
  parent_id integer REFERENCES information_categories(id),
  name jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE TABLE information (
  id integer PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('news', 'estate-news', 'tips', 'encyclopedia', 'faq')),
  category_id integer REFERENCES information_categories(id),
  estate_id integer REFERENCES estates(id),
  title jsonb NOT NULL,
  summary jsonb NOT NULL,
  body jsonb NOT NULL,                       -- {"zh-hk": ["paragraph", ...], ...}
  cover text,
  tags text[] NOT NULL DEFAULT '{}',
  author text,
  featured boolean NOT NULL DEFAULT false,
  view_count integer NOT NULL DEFAULT 0,
  published_at timestamptz NOT NULL
);
CREATE INDEX information_kind_pub ON information(kind, published_at DESC);
CREATE INDEX information_category ON information(category_id, published_at DESC);
CREATE INDEX information_estate ON information(estate_id);

CREATE TABLE search_keywords (
  id serial PRIMARY KEY,
  search_type text NOT NULL,                 -- buy, rent, estate, new, news
  keyword jsonb NOT NULL,
  weight integer NOT NULL DEFAULT 0
);

CREATE TABLE ads (
  id serial PRIMARY KEY,
  location text NOT NULL,
  title jsonb NOT NULL,
  image text NOT NULL,
  link_url text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX ads_location ON ads(location);

CREATE TABLE app_config (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);

CREATE TABLE seo_entries (
  web_path text PRIMARY KEY,
  title jsonb NOT NULL,
  description jsonb NOT NULL,
  keywords jsonb
);

CREATE TABLE browse_logs (
  id bigserial PRIMARY KEY,
  user_id bigint REFERENCES users(id),
  visitor_id text,
  source_type text NOT NULL,
  browse_value text NOT NULL,
  browse_url text,
  language text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
