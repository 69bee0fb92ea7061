CREATE TABLE "search_pending" (
	"product_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_facets" ADD COLUMN "name_doc" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "product_facets_name_doc_idx" ON "product_facets" USING gin ("name_doc");--> statement-breakpoint
CREATE INDEX "product_facets_status_name_idx" ON "product_facets" USING btree ("status","name_key" collate "C","product_id");--> statement-breakpoint
CREATE INDEX "product_facets_name_idx" ON "product_facets" USING btree ("name_key" collate "C","product_id");--> statement-breakpoint
-- Hand-written below (#17, performance). See docs/decisions.md "Search at 100,000 products".
-- 1. product_facets.name_doc: the words of name, SKU and MPN (weight A of the search document) on the narrow
--    facet row, stripped of positions, so the relevance tiers "whole word / prefix in the name" are a GIN
--    lookup on a small table and a top-N over its matches, never a rank computed on every matching document.
CREATE FUNCTION "search_name_text"(name text, sku text, mpn text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT search_fold(concat_ws(' ', name, sku, mpn)) || ' ' || coalesce(search_compact(sku), '')
    || ' ' || coalesce(search_compact(mpn), '')
$$;--> statement-breakpoint
CREATE FUNCTION "search_name_doc"(name text, sku text, mpn text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT strip(to_tsvector('simple', search_name_text(name, sku, mpn))
    || to_tsvector('english', search_name_text(name, sku, mpn)))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_facets_from_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_facets (product_id, status, category_id, name_key, price, created_at, name_doc)
      SELECT n.id, n.status, n.category_id, lower(n.name), n.price, n.created_at,
        search_name_doc(n.name, n.sku, n.mpn)
      FROM new_rows n;
  ELSE
    UPDATE product_facets f
      SET status = n.status, category_id = n.category_id, name_key = lower(n.name), price = n.price,
        created_at = n.created_at,
        name_doc = CASE WHEN (n.name, n.sku, n.mpn) IS DISTINCT FROM (o.name, o.sku, o.mpn)
          THEN search_name_doc(n.name, n.sku, n.mpn) ELSE f.name_doc END
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE f.product_id = n.id AND (f.status <> n.status OR f.category_id <> n.category_id
        OR f.name_key <> lower(n.name) OR f.price IS DISTINCT FROM n.price OR f.created_at <> n.created_at
        OR (n.name, n.sku, n.mpn) IS DISTINCT FROM (o.name, o.sku, o.mpn));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "products_facets_update" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_facets_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facets_from_products();--> statement-breakpoint
UPDATE "product_facets" f SET name_doc = search_name_doc(p.name, p.sku, p.mpn)
  FROM "products" p WHERE p.id = f.product_id;--> statement-breakpoint
-- 2. Deferred rebuilds for bulk writes: with the transaction setting search.defer = 'on' the triggers only
--    note product ids in search_pending, and flushSearchIndex (search/index-maintenance.ts) rebuilds each
--    noted product once, in short statements. An import or the bench generator writes products, tags and
--    values in separate statements: without this each statement rebuilt the same documents again.
CREATE FUNCTION "product_search_queue"(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  ELSIF current_setting('search.defer', true) = 'on' THEN
    INSERT INTO search_pending (product_id) SELECT DISTINCT i FROM unnest(ids) AS i ON CONFLICT DO NOTHING;
  ELSE
    PERFORM product_search_sync(ids);
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_search_from_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_search_queue(ARRAY(SELECT id FROM new_rows));
  ELSE
    PERFORM product_search_queue(ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.sku, n.mpn, n.subtitle, n.short_description, n.brand_id, n.category_id)
        IS DISTINCT FROM (o.name, o.sku, o.mpn, o.subtitle, o.short_description, o.brand_id, o.category_id)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_search_from_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM product_search_queue(ARRAY(SELECT id FROM products));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM product_search_queue(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM product_search_queue(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM product_search_queue(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_search_from_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'brands' THEN
    PERFORM product_search_queue(ARRAY(SELECT p.id FROM products p WHERE p.brand_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name)));
  ELSIF TG_TABLE_NAME = 'categories' THEN
    PERFORM product_search_queue(ARRAY(SELECT p.id FROM products p WHERE p.category_id IN (
      SELECT c.id FROM categories c WHERE c.id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE n.name IS DISTINCT FROM o.name OR n.parent_id IS DISTINCT FROM o.parent_id)
        OR c.parent_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name))));
  ELSIF TG_TABLE_NAME = 'tags' THEN
    PERFORM product_search_queue(ARRAY(SELECT DISTINCT pt.product_id FROM product_tags pt WHERE pt.tag_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name)));
  ELSE
    PERFORM product_search_queue(ARRAY(SELECT DISTINCT v.product_id FROM product_spec_values v WHERE v.spec_definition_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.unit IS DISTINCT FROM o.unit OR n.label IS DISTINCT FROM o.label)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- 3. The vocabulary of typo corrections holds the words of descriptions too, and stays in step: the
--    words of a rewritten or deleted document that no document contains any more leave search_words (one
--    GIN probe per such word, only for the statement's old documents), so a correction never proposes a
--    word that finds nothing, and a word no vocabulary word starts with matches no document's words.
CREATE OR REPLACE FUNCTION "product_search_sync"(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Set-based: tags and values aggregated once per statement, not per product (~0.25 ms a product on
  -- PostgreSQL, most of it folding the text and building the two vectors). The vocabulary takes every
  -- word of 4+ letters of the document (0005: descriptions too), so "no vocabulary word starts with it"
  -- tells that a word of the query matches no document without reading the documents.
  -- The ids join as a set (hash semi-join): `= ANY(ids)` on a parameter array is tested element by element.
  WITH ids AS (
    SELECT DISTINCT i AS id FROM unnest(ids) AS i
  ), tg AS (
    SELECT pt.product_id, string_agg(tg.name, ' ') AS names
    FROM product_tags pt JOIN tags tg ON tg.id = pt.tag_id
    WHERE pt.product_id IN (SELECT id FROM ids) GROUP BY pt.product_id
  ), sv AS (
    SELECT v.product_id, string_agg(concat_ws(' ', coalesce(v.value_string, trim_scale(v.value_number)::text,
        v.value_enum, CASE WHEN v.value_boolean THEN d.label END), d.unit), ' ') AS vals
    FROM product_spec_values v JOIN spec_definitions d ON d.id = v.spec_definition_id
    WHERE v.product_id IN (SELECT id FROM ids) GROUP BY v.product_id
  ), t AS (
    SELECT p.id,
      search_fold(concat_ws(' ', p.name, p.sku, p.mpn)) || ' ' || coalesce(search_compact(p.sku), '')
        || ' ' || coalesce(search_compact(p.mpn), '') AS a,
      search_fold(concat_ws(' ', b.name, c.name, pc.name, tg.names, sv.vals)) AS b,
      search_fold(concat_ws(' ', p.subtitle, p.short_description)) AS c,
      array_remove(ARRAY[search_compact(p.sku), search_compact(p.mpn)], NULL) AS codes
    FROM products p
    LEFT JOIN brands b ON b.id = p.brand_id
    LEFT JOIN categories c ON c.id = p.category_id
    LEFT JOIN categories pc ON pc.id = c.parent_id
    LEFT JOIN tg ON tg.product_id = p.id
    LEFT JOIN sv ON sv.product_id = p.id
    WHERE p.id IN (SELECT id FROM ids)
  ), docs AS (
    INSERT INTO product_search (product_id, doc, codes)
    SELECT id, setweight(to_tsvector('simple', a), 'A') || setweight(to_tsvector('english', a), 'A')
        || setweight(to_tsvector('simple', b), 'B') || setweight(to_tsvector('english', b), 'B')
        || setweight(to_tsvector('simple', c), 'C') || setweight(to_tsvector('english', c), 'C'),
      codes
    FROM t
    ON CONFLICT (product_id) DO UPDATE SET doc = excluded.doc, codes = excluded.codes
  )
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM t, regexp_split_to_table(t.a || ' ' || t.b || ' ' || t.c, ' ') AS w
    WHERE length(w) >= 4 AND w ~ '^[a-z]+$'
  ON CONFLICT DO NOTHING;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_words_prune"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_words w
  WHERE w.word IN (SELECT DISTINCT l.lexeme FROM old_rows o CROSS JOIN LATERAL unnest(o.doc) AS l)
    AND NOT EXISTS (SELECT 1 FROM product_search s WHERE s.doc @@ to_tsquery('simple', w.word));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_search_words_update" AFTER UPDATE ON "product_search" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_prune();--> statement-breakpoint
CREATE TRIGGER "product_search_words_delete" AFTER DELETE ON "product_search" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_prune();--> statement-breakpoint
DELETE FROM "search_words" w
  WHERE NOT EXISTS (SELECT 1 FROM "product_search" s WHERE s.doc @@ to_tsquery('simple', w.word));--> statement-breakpoint
INSERT INTO "search_words" (word)
  SELECT DISTINCT w FROM "products" p,
    regexp_split_to_table(search_fold(concat_ws(' ', p.subtitle, p.short_description)), ' ') AS w
  WHERE length(w) >= 4 AND w ~ '^[a-z]+$'
ON CONFLICT DO NOTHING;
