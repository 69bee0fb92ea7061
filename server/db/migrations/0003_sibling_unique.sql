-- Hand-written first (#14): an existing database may already hold names that the new unique indexes
-- refuse; the later duplicates are renamed "Name (2)", "Name (3)" … so the migration cannot fail.
UPDATE "brands" t SET "name" = btrim(t."name") || ' (' || d.n || ')' FROM (SELECT id, row_number() OVER (PARTITION BY lower(btrim("name")) ORDER BY id) AS n FROM "brands") d WHERE d.id = t.id AND d.n > 1;--> statement-breakpoint
UPDATE "categories" t SET "name" = btrim(t."name") || ' (' || d.n || ')' FROM (SELECT id, row_number() OVER (PARTITION BY coalesce("parent_id", 0), lower(btrim("name")) ORDER BY id) AS n FROM "categories") d WHERE d.id = t.id AND d.n > 1;--> statement-breakpoint
UPDATE "galleries" t SET "name" = btrim(t."name") || ' (' || d.n || ')' FROM (SELECT id, row_number() OVER (PARTITION BY lower(btrim("name")) ORDER BY id) AS n FROM "galleries") d WHERE d.id = t.id AND d.n > 1;--> statement-breakpoint
UPDATE "spec_categories" t SET "name" = btrim(t."name") || ' (' || d.n || ')' FROM (SELECT id, row_number() OVER (PARTITION BY lower(btrim("name")) ORDER BY id) AS n FROM "spec_categories") d WHERE d.id = t.id AND d.n > 1;--> statement-breakpoint
UPDATE "spec_definitions" t SET "label" = btrim(t."label") || ' (' || d.n || ')' FROM (SELECT id, row_number() OVER (PARTITION BY coalesce("category_id", 0), lower(btrim("label")) ORDER BY id) AS n FROM "spec_definitions") d WHERE d.id = t.id AND d.n > 1;--> statement-breakpoint
UPDATE "tag_categories" t SET "name" = btrim(t."name") || ' (' || d.n || ')' FROM (SELECT id, row_number() OVER (PARTITION BY lower(btrim("name")) ORDER BY id) AS n FROM "tag_categories") d WHERE d.id = t.id AND d.n > 1;--> statement-breakpoint
UPDATE "tags" t SET "name" = btrim(t."name") || ' (' || d.n || ')' FROM (SELECT id, row_number() OVER (PARTITION BY lower(btrim("name")) ORDER BY id) AS n FROM "tags") d WHERE d.id = t.id AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_lower_unique" ON "brands" USING btree (lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "categories_sibling_name_idx" ON "categories" USING btree (coalesce("parent_id", 0),lower(btrim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "galleries_name_lower_unique" ON "galleries" USING btree (lower(btrim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "spec_categories_name_lower_unique" ON "spec_categories" USING btree (lower(btrim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "spec_definitions_category_label_unique" ON "spec_definitions" USING btree (coalesce("category_id", 0),lower(btrim("label")));--> statement-breakpoint
CREATE UNIQUE INDEX "tag_categories_name_lower_unique" ON "tag_categories" USING btree (lower(btrim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_lower_unique" ON "tags" USING btree (lower(btrim("name")));--> statement-breakpoint
-- Hand-written below (#14): category names are unique among siblings, checked at commit by a deferred
-- constraint trigger rather than a unique index, because the import inserts new categories at the top
-- level first and sets their parents afterwards in the same transaction. The advisory lock on the
-- sibling key makes two concurrent transactions check one after the other (each check runs with a fresh
-- snapshot under READ COMMITTED), so a race is refused as well. The error carries the constraint name
-- and SQLSTATE 23505, so it maps to 409 like a unique index.
CREATE FUNCTION "categories_sibling_name_check"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('category-name:' || coalesce(NEW.parent_id, 0) || ':' || lower(btrim(NEW.name))));
  IF EXISTS (
    SELECT 1 FROM categories c
    WHERE c.id <> NEW.id
      AND coalesce(c.parent_id, 0) = coalesce(NEW.parent_id, 0)
      AND lower(btrim(c.name)) = lower(btrim(NEW.name))
  ) AND EXISTS (SELECT 1 FROM categories WHERE id = NEW.id AND coalesce(parent_id, 0) = coalesce(NEW.parent_id, 0) AND lower(btrim(name)) = lower(btrim(NEW.name))) THEN
    RAISE EXCEPTION 'duplicate category name among siblings: %', NEW.name
      USING ERRCODE = '23505', CONSTRAINT = 'categories_sibling_name_unique', TABLE = 'categories';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_sibling_name_unique" AFTER INSERT OR UPDATE OF "name", "parent_id" ON "categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "categories_sibling_name_check"();
