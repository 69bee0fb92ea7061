-- #18 "Import within budget". Measured on a 74,389-product workbook (PostgreSQL, idle): the deferred search
-- flush took 15 s, 60% of it seq scans, and the facet rows were rewritten three times per product.
-- 1. product_search_sync reads each product's tags and values through the (product_id, …) indexes (LATERAL):
--    the planner could not size `IN (SELECT … FROM unnest(ids))` and hashed the whole product_tags and
--    product_spec_values tables for every batch of a flush, so a flush grew with the square of the import.
--    The SKU and MPN are compacted once, and the vocabulary split with string_to_table.
CREATE OR REPLACE FUNCTION "product_search_sync"(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH t AS (
    SELECT p.id,
      search_fold(concat_ws(' ', p.name, p.sku, p.mpn)) || ' ' || coalesce(k.sku, '') || ' ' || coalesce(k.mpn, '') AS a,
      search_fold(concat_ws(' ', b.name, c.name, pc.name, tg.names, sv.vals)) AS b,
      search_fold(concat_ws(' ', p.subtitle, p.short_description)) AS c,
      array_remove(ARRAY[k.sku, k.mpn], NULL) AS codes
    FROM (SELECT DISTINCT i AS id FROM unnest(ids) AS i) AS ids
    JOIN products p ON p.id = ids.id
    CROSS JOIN LATERAL (SELECT search_compact(p.sku) AS sku, search_compact(p.mpn) AS mpn) AS k
    LEFT JOIN brands b ON b.id = p.brand_id
    LEFT JOIN categories c ON c.id = p.category_id
    LEFT JOIN categories pc ON pc.id = c.parent_id
    LEFT JOIN LATERAL (
      SELECT string_agg(tg.name, ' ') AS names
      FROM product_tags pt JOIN tags tg ON tg.id = pt.tag_id WHERE pt.product_id = p.id
    ) AS tg ON true
    LEFT JOIN LATERAL (
      SELECT string_agg(concat_ws(' ', coalesce(v.value_string, trim_scale(v.value_number)::text,
          v.value_enum, CASE WHEN v.value_boolean THEN d.label END), d.unit), ' ') AS vals
      FROM product_spec_values v JOIN spec_definitions d ON d.id = v.spec_definition_id
      WHERE v.product_id = p.id
    ) AS sv ON true
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
    SELECT DISTINCT w FROM t, string_to_table(t.a || ' ' || t.b || ' ' || t.c, ' ') AS w
    WHERE length(w) >= 4 AND w ~ '^[a-z]+$'
  ON CONFLICT DO NOTHING;
END $$;--> statement-breakpoint
-- search_name_text was folded twice per call (the SQL function is inlined into both to_tsvector calls).
CREATE OR REPLACE FUNCTION "search_name_doc"(name text, sku text, mpn text) RETURNS tsvector LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE t text := search_name_text(name, sku, mpn);
BEGIN
  RETURN strip(to_tsvector('simple', t) || to_tsvector('english', t));
END $$;--> statement-breakpoint
-- 2. The facet rows are deferred like the search documents: with search.defer on, the facet triggers only
--    note ids in facets_pending, and the flush (search/index-maintenance.ts) writes each product's facet row
--    once, from products, tags and values together (an import wrote it, then rewrote it for the values and
--    again for the tags, each rewrite a new row version in six indexes).
CREATE TABLE "facets_pending" (
	"product_id" integer PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "product_facets_queue"(ids int[]) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('search.defer', true) IS DISTINCT FROM 'on' THEN
    RETURN false;
  END IF;
  INSERT INTO facets_pending (product_id) SELECT DISTINCT i FROM unnest(ids) AS i ON CONFLICT DO NOTHING;
  RETURN true;
END $$;--> statement-breakpoint
-- The whole facet row of each product, written only where it differs from what is stored. The flush writes
-- the search documents first: the name words are then the document's weight-A words (the same lexemes as
-- search_name_doc, read in ~1 µs instead of folding and parsing the name again).
CREATE FUNCTION "product_facets_sync"(ids int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_facets AS f (product_id, status, category_id, name_key, price, created_at, name_doc, tag_ids, spec_keys)
  SELECT p.id, p.status, p.category_id, lower(p.name), p.price, p.created_at,
    coalesce(strip(ts_filter(ps.doc, '{a}')), search_name_doc(p.name, p.sku, p.mpn)),
    coalesce(tg.ids, '{}'), coalesce(sv.keys, '{}')
  FROM (SELECT DISTINCT i AS id FROM unnest(ids) AS i) AS ids
  JOIN products p ON p.id = ids.id
  LEFT JOIN product_search ps ON ps.product_id = p.id
  LEFT JOIN LATERAL (
    SELECT array_agg(pt.tag_id ORDER BY pt.tag_id) AS ids FROM product_tags pt WHERE pt.product_id = p.id
  ) AS tg ON true
  LEFT JOIN LATERAL (
    SELECT array_agg(v.spec_definition_id || ':' || v.value_slug ORDER BY v.spec_definition_id) AS keys
    FROM product_spec_values v JOIN spec_definitions d ON d.id = v.spec_definition_id AND d.filterable
    WHERE v.product_id = p.id AND v.value_slug IS NOT NULL
  ) AS sv ON true
  ON CONFLICT (product_id) DO UPDATE SET status = excluded.status, category_id = excluded.category_id,
    name_key = excluded.name_key, price = excluded.price, created_at = excluded.created_at,
    name_doc = excluded.name_doc, tag_ids = excluded.tag_ids, spec_keys = excluded.spec_keys
  WHERE (f.status, f.category_id, f.name_key, f.price, f.created_at, f.tag_ids, f.spec_keys)
      IS DISTINCT FROM (excluded.status, excluded.category_id, excluded.name_key, excluded.price,
        excluded.created_at, excluded.tag_ids, excluded.spec_keys)
    OR f.name_doc <> excluded.name_doc;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_facets_from_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF product_facets_queue(ARRAY(SELECT id FROM new_rows)) THEN
      RETURN NULL;
    END IF;
    INSERT INTO product_facets (product_id, status, category_id, name_key, price, created_at, name_doc)
      SELECT n.id, n.status, n.category_id, lower(n.name), n.price, n.created_at,
        search_name_doc(n.name, n.sku, n.mpn)
      FROM new_rows n;
  ELSE
    IF current_setting('search.defer', true) = 'on' THEN
      PERFORM product_facets_queue(ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.status, n.category_id, n.name, n.price, n.created_at, n.sku, n.mpn)
          IS DISTINCT FROM (o.status, o.category_id, o.name, o.price, o.created_at, o.sku, o.mpn)));
      RETURN NULL;
    END IF;
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
CREATE OR REPLACE FUNCTION "product_facets_refresh_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE product_facets SET tag_ids = '{}' WHERE tag_ids <> '{}';
  ELSIF TG_OP = 'INSERT' THEN
    IF NOT product_facets_queue(ARRAY(SELECT DISTINCT product_id FROM new_rows)) THEN
      PERFORM product_facets_sync_tags(ARRAY(SELECT DISTINCT product_id FROM new_rows));
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT product_facets_queue(ARRAY(SELECT DISTINCT product_id FROM old_rows)) THEN
      PERFORM product_facets_sync_tags(ARRAY(SELECT DISTINCT product_id FROM old_rows));
    END IF;
  ELSIF NOT product_facets_queue(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows)) THEN
    PERFORM product_facets_sync_tags(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_facets_refresh_specs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE product_facets SET spec_keys = '{}' WHERE spec_keys <> '{}';
  ELSIF TG_OP = 'INSERT' THEN
    IF NOT product_facets_queue(ARRAY(SELECT DISTINCT product_id FROM new_rows)) THEN
      PERFORM product_facets_sync_specs(ARRAY(SELECT DISTINCT product_id FROM new_rows));
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT product_facets_queue(ARRAY(SELECT DISTINCT product_id FROM old_rows)) THEN
      PERFORM product_facets_sync_specs(ARRAY(SELECT DISTINCT product_id FROM old_rows));
    END IF;
  ELSIF NOT product_facets_queue(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows)) THEN
    PERFORM product_facets_sync_specs(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- 3. products.search_text and its trigram index were the search box's column before the search documents
--    (0004); nothing reads them any more, and every product written paid for ~40 trigrams in a GIN index.
ALTER TABLE "products" DROP COLUMN "search_text";
--> statement-breakpoint
-- 4. Revisions of many products at once (an import records one per changed product): the snapshots of a
--    set of products in one query. product_snapshot(pid) ran its eight sub-selects as a new PL/pgSQL
--    execution per product (~115 µs each inside a large import's transaction); it now reads the same
--    expression for one id, so the two can never differ.
CREATE FUNCTION "product_snapshots"(ids int[]) RETURNS TABLE(product_id integer, snapshot jsonb) LANGUAGE sql STABLE AS $$
  SELECT p.id, jsonb_build_object(
  'product', jsonb_build_object(
    'name', p.name, 'slug', p.slug, 'sku', p.sku, 'mpn', p.mpn, 'subtitle', p.subtitle,
    'description', p.description, 'shortDescription', p.short_description, 'price', p.price::text,
    'categoryId', p.category_id, 'brandId', p.brand_id, 'images', to_jsonb(p.images), 'stock', p.stock,
    'status', p.status, 'featured', p.featured),
  'specs', coalesce((select jsonb_agg(jsonb_build_object('definitionId', s.spec_definition_id,
      'string', s.value_string, 'number', s.value_number::text, 'boolean', s.value_boolean,
      'enum', s.value_enum, 'slug', s.value_slug) order by s.spec_definition_id)
    from product_spec_values s where s.product_id = p.id), '[]'::jsonb),
  'tags', coalesce((select jsonb_agg(t.tag_id order by t.tag_id) from product_tags t where t.product_id = p.id), '[]'::jsonb),
  'documents', coalesce((select jsonb_agg(jsonb_build_object('id', d.id, 'title', d.title) order by d.id)
    from product_documents pd join documents d on d.id = pd.document_id where pd.product_id = p.id), '[]'::jsonb),
  'highlights', coalesce((select jsonb_agg(jsonb_build_object('text', h.text, 'icon', h.icon, 'sort', h.sort) order by h.sort, h.id)
    from highlights h where h.product_id = p.id), '[]'::jsonb),
  'faqs', coalesce((select jsonb_agg(jsonb_build_object('question', f.question, 'answer', f.answer, 'sort', f.sort) order by f.sort, f.id)
    from faqs f where f.product_id = p.id), '[]'::jsonb),
  'relationships', coalesce((select jsonb_agg(jsonb_build_object('toProductId', r.to_product_id, 'type', r.type, 'note', r.note)
      order by r.to_product_id, r.type)
    from relationships r where r.from_product_id = p.id), '[]'::jsonb),
  'distributorLinks', coalesce((select jsonb_agg(jsonb_build_object('name', l.distributor_name, 'url', l.url, 'sort', l.sort) order by l.sort, l.id)
    from distributor_links l where l.product_id = p.id), '[]'::jsonb))
  FROM products p WHERE p.id IN (SELECT DISTINCT i FROM unnest(ids) AS i)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_snapshot"(pid integer) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE result jsonb;
BEGIN
  SELECT s.snapshot INTO result FROM product_snapshots(ARRAY[pid]) s;
  RETURN result;
END $$;
