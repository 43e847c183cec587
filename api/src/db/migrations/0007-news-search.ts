/**
 * Article search (spec 2.3, 7.8): a term table of every article, filled by the API
 * (modules/news/search-index.ts): Chinese as character bigrams folded to one script, English as
 * stemmed words, each with its weight in the article (title, tags, summary, body). An article
 * whose title, summary, body or tags change is marked for indexing again by a trigger; the terms
 * of a removed article go with it. docs/news-search.md explains why bigrams.
 */
export const sql = /* sql */ `
CREATE TABLE information_terms (
  term text NOT NULL,
  information_id integer NOT NULL REFERENCES information(id) ON DELETE CASCADE,
  weight real NOT NULL,
  PRIMARY KEY (term, information_id)
);
CREATE INDEX information_terms_article ON information_terms(information_id);

ALTER TABLE information ADD COLUMN search_indexed boolean NOT NULL DEFAULT false;
CREATE INDEX information_unindexed ON information(id) WHERE NOT search_indexed;

CREATE FUNCTION information_search_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_indexed := false;
  RETURN NEW;
END
$$;
CREATE TRIGGER information_search_stale BEFORE UPDATE OF title, summary, body, tags ON information
  FOR EACH ROW EXECUTE FUNCTION information_search_stale();
`;
