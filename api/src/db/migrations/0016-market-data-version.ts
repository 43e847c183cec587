/**
 * A version number of what the price index and the valuation model are built from, raised by the
 * database itself whenever a statement changes it: the deals, the estate facts the model reads,
 * building heights and the regions. The API rebuilds its model when the number has moved. Before,
 * each valuation checked a fingerprint of the deals (count, newest id and date, sum of prices),
 * which read the whole deals table every time: 15 ms of the 17 ms of a listing's valuation on
 * PGlite, and the valuation is on every sale listing's page.
 */
export const sql = `
CREATE TABLE market_data_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL
);
INSERT INTO market_data_version (version) VALUES (1);

CREATE FUNCTION raise_market_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE market_data_version SET version = version + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER deals_market_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON deals
  FOR EACH STATEMENT EXECUTE FUNCTION raise_market_data_version();
CREATE TRIGGER estates_market_data AFTER INSERT OR DELETE OR TRUNCATE ON estates
  FOR EACH STATEMENT EXECUTE FUNCTION raise_market_data_version();
CREATE TRIGGER estate_facts_market_data AFTER UPDATE OF region_code, district_code, occupation_date, unit_count, storeys ON estates
  FOR EACH STATEMENT EXECUTE FUNCTION raise_market_data_version();
CREATE TRIGGER buildings_market_data AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF floors ON estate_buildings
  FOR EACH STATEMENT EXECUTE FUNCTION raise_market_data_version();
CREATE TRIGGER regions_market_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON regions
  FOR EACH STATEMENT EXECUTE FUNCTION raise_market_data_version();
`;
