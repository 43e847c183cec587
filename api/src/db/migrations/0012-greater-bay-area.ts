/**
 * Greater Bay Area (spec 2.2 and 3.5): the nine mainland cities and Macau with their districts,
 * the projects on sale there with floor plans and sale permits, and the exchange rates every
 * price is shown in HKD at (the newest row of a currency applies; a new rate is a new row).
 */
export const sql = /* sql */ `
CREATE TABLE gba_cities (
  id text PRIMARY KEY,                        -- the reference data's id, e.g. 'shenzhen'
  code smallint NOT NULL UNIQUE,              -- the list URL's c{code}
  name jsonb NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  currency text NOT NULL CHECK (currency IN ('CNY', 'MOP'))
);

CREATE TABLE gba_districts (
  id integer PRIMARY KEY,
  city_id text NOT NULL REFERENCES gba_cities(id),
  name jsonb NOT NULL
);
CREATE INDEX gba_districts_city ON gba_districts(city_id);

CREATE TABLE gba_exchange_rates (
  id serial PRIMARY KEY,
  currency text NOT NULL CHECK (currency IN ('CNY', 'MOP')),
  hkd_per_unit double precision NOT NULL CHECK (hkd_per_unit > 0),
  as_of date NOT NULL,
  source jsonb NOT NULL,
  source_url text,
  UNIQUE (currency, as_of)
);

CREATE TABLE gba_projects (
  id integer PRIMARY KEY,
  city_id text NOT NULL REFERENCES gba_cities(id),
  district_id integer NOT NULL REFERENCES gba_districts(id),
  name jsonb NOT NULL,
  developer jsonb NOT NULL,
  address jsonb NOT NULL,
  sales_address jsonb NOT NULL,
  sales_status smallint NOT NULL,             -- 1 upcoming, 2 selling, 3 sold out
  property_type jsonb NOT NULL,
  completion_year integer,
  unit_price_m2 integer,                      -- local currency a m², the mean of the plans on sale
  total_min bigint,
  total_max bigint,
  area_min_m2 double precision,
  area_max_m2 double precision,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  sales_intro jsonb NOT NULL,
  land_tenure_years smallint NOT NULL,
  decoration jsonb NOT NULL,
  plot_ratio double precision NOT NULL,
  greening_ratio double precision NOT NULL,
  household_count integer NOT NULL,
  management_fee_m2 double precision NOT NULL,
  agent jsonb NOT NULL,                       -- {name, company (localized), phone, licenceNo}
  latest_permit_on date
);
CREATE INDEX gba_projects_city ON gba_projects(city_id, district_id);

CREATE TABLE gba_floorplans (
  id integer PRIMARY KEY,
  project_id integer NOT NULL REFERENCES gba_projects(id) ON DELETE CASCADE,
  name jsonb NOT NULL,
  bedrooms smallint NOT NULL,
  living_rooms smallint NOT NULL,
  bathrooms smallint NOT NULL,
  area_m2 double precision NOT NULL,
  orientation jsonb NOT NULL,
  unit_count integer NOT NULL,
  total_price bigint,
  description jsonb NOT NULL
);
CREATE INDEX gba_floorplans_project ON gba_floorplans(project_id);

CREATE TABLE gba_sale_permits (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES gba_projects(id) ON DELETE CASCADE,
  permit_no text NOT NULL,
  issued_on date NOT NULL,
  buildings jsonb NOT NULL,
  unit_count integer NOT NULL,
  area_m2 double precision NOT NULL
);
CREATE INDEX gba_sale_permits_project ON gba_sale_permits(project_id, issued_on DESC);
`;
