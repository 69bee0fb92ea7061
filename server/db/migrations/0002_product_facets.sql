CREATE TABLE "product_facets" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"category_id" integer NOT NULL,
	"tag_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"spec_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"name_key" text NOT NULL,
	"price" numeric(10, 2),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_facets" ADD CONSTRAINT "product_facets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_facets_status_category_idx" ON "product_facets" USING btree ("status","category_id");--> statement-breakpoint
CREATE INDEX "product_facets_tag_ids_idx" ON "product_facets" USING gin ("tag_ids");--> statement-breakpoint
CREATE INDEX "product_facets_spec_keys_idx" ON "product_facets" USING gin ("spec_keys");--> statement-breakpoint
-- Hand-written below: the triggers that keep product_facets in step, and the backfill. Statement-level
-- with transition tables, so a bulk import pays one set-based update per statement, not one per row.
-- spec_keys holds the values of filterable definitions only (what the catalogue offers as filters):
-- marking a definition filterable, or not, rewrites the keys of the products that have it.
CREATE FUNCTION "product_facets_from_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_facets (product_id, status, category_id, name_key, price, created_at)
      SELECT n.id, n.status, n.category_id, lower(n.name), n.price, n.created_at FROM new_rows n;
  ELSE
    UPDATE product_facets f
      SET status = n.status, category_id = n.category_id, name_key = lower(n.name), price = n.price,
        created_at = n.created_at
      FROM new_rows n
      WHERE f.product_id = n.id AND (f.status <> n.status OR f.category_id <> n.category_id
        OR f.name_key <> lower(n.name) OR f.price IS DISTINCT FROM n.price OR f.created_at <> n.created_at);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "product_facets_sync_tags"(ids int[]) RETURNS void LANGUAGE sql AS $$
  UPDATE product_facets f SET tag_ids = coalesce(
      (SELECT array_agg(pt.tag_id ORDER BY pt.tag_id) FROM product_tags pt WHERE pt.product_id = f.product_id), '{}')
    WHERE f.product_id = ANY(ids);
$$;--> statement-breakpoint
CREATE FUNCTION "product_facets_sync_specs"(ids int[]) RETURNS void LANGUAGE sql AS $$
  UPDATE product_facets f SET spec_keys = coalesce(
      (SELECT array_agg(v.spec_definition_id || ':' || v.value_slug ORDER BY v.spec_definition_id)
        FROM product_spec_values v JOIN spec_definitions d ON d.id = v.spec_definition_id AND d.filterable
        WHERE v.product_id = f.product_id AND v.value_slug IS NOT NULL), '{}')
    WHERE f.product_id = ANY(ids);
$$;--> statement-breakpoint
CREATE FUNCTION "product_facets_refresh_filterable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_facets_sync_specs(ARRAY(
    SELECT DISTINCT v.product_id FROM product_spec_values v
    WHERE v.spec_definition_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.filterable <> o.filterable)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "product_facets_refresh_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE product_facets SET tag_ids = '{}' WHERE tag_ids <> '{}';
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM product_facets_sync_tags(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM product_facets_sync_tags(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM product_facets_sync_tags(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "product_facets_refresh_specs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE product_facets SET spec_keys = '{}' WHERE spec_keys <> '{}';
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM product_facets_sync_specs(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM product_facets_sync_specs(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM product_facets_sync_specs(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_facets_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facets_from_products();--> statement-breakpoint
CREATE TRIGGER "products_facets_update" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facets_from_products();--> statement-breakpoint
CREATE TRIGGER "product_tags_facets_insert" AFTER INSERT ON "product_tags" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facets_refresh_tags();--> statement-breakpoint
CREATE TRIGGER "product_tags_facets_delete" AFTER DELETE ON "product_tags" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facets_refresh_tags();--> statement-breakpoint
CREATE TRIGGER "product_tags_facets_update" AFTER UPDATE ON "product_tags" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facets_refresh_tags();--> statement-breakpoint
CREATE TRIGGER "product_tags_facets_truncate" AFTER TRUNCATE ON "product_tags"
  FOR EACH STATEMENT EXECUTE FUNCTION product_facets_refresh_tags();--> statement-breakpoint
CREATE TRIGGER "product_spec_values_facets_insert" AFTER INSERT ON "product_spec_values" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facets_refresh_specs();--> statement-breakpoint
CREATE TRIGGER "product_spec_values_facets_delete" AFTER DELETE ON "product_spec_values" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facets_refresh_specs();--> statement-breakpoint
CREATE TRIGGER "product_spec_values_facets_update" AFTER UPDATE ON "product_spec_values" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facets_refresh_specs();--> statement-breakpoint
CREATE TRIGGER "product_spec_values_facets_truncate" AFTER TRUNCATE ON "product_spec_values"
  FOR EACH STATEMENT EXECUTE FUNCTION product_facets_refresh_specs();--> statement-breakpoint
CREATE TRIGGER "spec_definitions_facets_update" AFTER UPDATE ON "spec_definitions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facets_refresh_filterable();--> statement-breakpoint
INSERT INTO "product_facets" (product_id, status, category_id, name_key, price, created_at)
  SELECT id, status, category_id, lower(name), price, created_at FROM "products";--> statement-breakpoint
SELECT product_facets_sync_tags(ARRAY(SELECT product_id FROM product_tags));--> statement-breakpoint
SELECT product_facets_sync_specs(ARRAY(SELECT product_id FROM product_spec_values));
