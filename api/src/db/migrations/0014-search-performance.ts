/**
 * Search at 100,000+ listings on PostgreSQL (docs/search-performance.md):
 *
 * - One partial covering index per common order of the list (spec 3.4: default, newest, price,
 *   price per saleable foot and saleable area, each way), keyed by kind and district and then by
 *   exactly the ORDER BY of that order, over the visible statuses only. A district's page is an
 *   index-only scan in order that stops after the page (and a keyset seeks to where the previous
 *   window ended) instead of reading every match and sorting it. The columns the common filters
 *   test (rooms, prices, area, status) are included, so the filter needs no heap either.
 * - listing_counts: the number of listings per kind, serviced flag, region, district, rooms,
 *   status and price band (the dictionary's price bands), kept by statement triggers in the same
 *   transaction as every write. A total of a filter made of those fields is a sum over a few
 *   dozen of its rows; a price range adds an index range count of its two partial bands only.
 *   The triggers are ENABLE ALWAYS so a bulk load that turns ordinary triggers off (the seed's
 *   session_replication_role = replica) still keeps the counts, and a TRUNCATE empties them.
 */
const visible = 'WHERE status IN (4, 8)';
const include = 'INCLUDE (room_number, sale_price, rent_price, saleable_area, status)';

export const sql = /* sql */ `
CREATE INDEX listings_order_default ON listings
  (rental_type, district_code, top_type DESC, rank_score DESC, published_at DESC, id) ${include} ${visible};
CREATE INDEX listings_order_published ON listings
  (rental_type, district_code, published_at DESC NULLS LAST, id) ${include} ${visible};
CREATE INDEX listings_order_sale_price ON listings (district_code, sale_price, id) ${include} ${visible} AND rental_type = 1;
CREATE INDEX listings_order_sale_price_desc ON listings (district_code, sale_price DESC NULLS LAST, id) ${include} ${visible} AND rental_type = 1;
CREATE INDEX listings_order_rent_price ON listings (district_code, rent_price, id) ${include} ${visible} AND rental_type = 2;
CREATE INDEX listings_order_rent_price_desc ON listings (district_code, rent_price DESC NULLS LAST, id) ${include} ${visible} AND rental_type = 2;
CREATE INDEX listings_order_saleable_avg ON listings
  (rental_type, district_code, saleable_avg_price, id) ${include} ${visible};
CREATE INDEX listings_order_saleable_avg_desc ON listings
  (rental_type, district_code, saleable_avg_price DESC NULLS LAST, id) ${include} ${visible};
CREATE INDEX listings_order_saleable_area ON listings
  (rental_type, district_code, saleable_area, id) ${include} ${visible};
CREATE INDEX listings_order_saleable_area_desc ON listings
  (rental_type, district_code, saleable_area DESC NULLS LAST, id) ${include} ${visible};

-- the price bands of the counts: lo inclusive, hi exclusive, NULL unbounded (sale: HKD; rent: HKD a month)
CREATE TABLE listing_price_bands (
  rental_type smallint NOT NULL,
  band smallint NOT NULL,
  lo bigint,
  hi bigint,
  PRIMARY KEY (rental_type, band)
);
INSERT INTO listing_price_bands (rental_type, band, lo, hi)
SELECT t.rental_type, (row_number() OVER (PARTITION BY t.rental_type ORDER BY e.lo NULLS FIRST))::smallint - 1, e.lo, e.hi
FROM (VALUES
  (1, ARRAY[0, 4000000, 6000000, 8000000, 10000000, 15000000, 20000000, 30000000, 50000000, 999999999]::bigint[]),
  (2, ARRAY[0, 10000, 15000, 20000, 30000, 50000, 80000, 100000, 999999999]::bigint[])
) AS t(rental_type, edges)
CROSS JOIN LATERAL (
  SELECT edges[i - 1] AS lo, edges[i] AS hi FROM generate_subscripts(edges, 1) AS i WHERE i > 1
  UNION ALL SELECT NULL, edges[1]
  UNION ALL SELECT edges[array_length(edges, 1)], NULL
) AS e;

-- the band of a listing's price for its kind (sale price for sale, rent for rent); -1 without one
CREATE FUNCTION listing_price_band(kind smallint, sale bigint, rent bigint) RETURNS smallint
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT b.band FROM listing_price_bands b
    WHERE b.rental_type = kind AND (CASE WHEN kind = 2 THEN rent ELSE sale END) IS NOT NULL
      AND (b.lo IS NULL OR (CASE WHEN kind = 2 THEN rent ELSE sale END) >= b.lo)
      AND (b.hi IS NULL OR (CASE WHEN kind = 2 THEN rent ELSE sale END) < b.hi)), -1)::smallint
$$;

CREATE TABLE listing_counts (
  rental_type smallint NOT NULL,
  district_code text NOT NULL,
  room_number smallint NOT NULL,
  status smallint NOT NULL,
  is_serviced boolean NOT NULL,
  region_code text NOT NULL,
  price_band smallint NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (rental_type, district_code, room_number, status, is_serviced, region_code, price_band)
);

INSERT INTO listing_counts
SELECT rental_type, district_code, room_number, status, is_serviced, region_code,
       listing_price_band(rental_type, sale_price, rent_price), count(*)::int
FROM listings GROUP BY 1, 2, 3, 4, 5, 6, 7;

-- adds the signed rows of one statement (+1 a new row, -1 an old one) to the counts
CREATE FUNCTION listing_counts_apply(delta jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO listing_counts AS c (rental_type, district_code, room_number, status, is_serviced, region_code, price_band, n)
  SELECT (d->>'rental_type')::smallint, d->>'district_code', (d->>'room_number')::smallint, (d->>'status')::smallint,
         (d->>'is_serviced')::boolean, d->>'region_code', (d->>'price_band')::smallint, (d->>'n')::int
  FROM jsonb_array_elements(delta) AS d
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (rental_type, district_code, room_number, status, is_serviced, region_code, price_band)
  DO UPDATE SET n = c.n + excluded.n
$$;

CREATE FUNCTION listing_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_counts_apply(coalesce((SELECT jsonb_agg(g) FROM (
    SELECT rental_type, district_code, room_number, status, is_serviced, region_code,
           listing_price_band(rental_type, sale_price, rent_price) AS price_band, count(*) AS n
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7) g), '[]'));
  RETURN NULL;
END $$;

CREATE FUNCTION listing_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_counts_apply(coalesce((SELECT jsonb_agg(g) FROM (
    SELECT rental_type, district_code, room_number, status, is_serviced, region_code,
           listing_price_band(rental_type, sale_price, rent_price) AS price_band, -count(*) AS n
    FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7) g), '[]'));
  RETURN NULL;
END $$;

-- an update that changes none of the counted fields (a view count, a title) changes no count
CREATE FUNCTION listing_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_counts_apply(coalesce((SELECT jsonb_agg(g) FROM (
    SELECT rental_type, district_code, room_number, status, is_serviced, region_code, price_band, sum(n) AS n
    FROM (
      SELECT rental_type, district_code, room_number, status, is_serviced, region_code,
             listing_price_band(rental_type, sale_price, rent_price) AS price_band, 1 AS n FROM new_rows
      UNION ALL
      SELECT rental_type, district_code, room_number, status, is_serviced, region_code,
             listing_price_band(rental_type, sale_price, rent_price), -1 FROM old_rows
    ) s GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(n) <> 0) g), '[]'));
  RETURN NULL;
END $$;

CREATE FUNCTION listing_counts_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_counts;
  RETURN NULL;
END $$;

CREATE TRIGGER listing_counts_insert AFTER INSERT ON listings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_on_insert();
CREATE TRIGGER listing_counts_delete AFTER DELETE ON listings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_on_delete();
CREATE TRIGGER listing_counts_update AFTER UPDATE ON listings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_on_update();
CREATE TRIGGER listing_counts_truncate AFTER TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_on_truncate();
ALTER TABLE listings ENABLE ALWAYS TRIGGER listing_counts_insert;
ALTER TABLE listings ENABLE ALWAYS TRIGGER listing_counts_delete;
ALTER TABLE listings ENABLE ALWAYS TRIGGER listing_counts_update;
ALTER TABLE listings ENABLE ALWAYS TRIGGER listing_counts_truncate;
ANALYZE listing_counts;
`;
