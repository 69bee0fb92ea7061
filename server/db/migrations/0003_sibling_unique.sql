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
CREATE UNIQUE INDEX "categories_sibling_name_unique" ON "categories" USING btree (coalesce("parent_id", 0),lower(btrim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "galleries_name_lower_unique" ON "galleries" USING btree (lower(btrim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "spec_categories_name_lower_unique" ON "spec_categories" USING btree (lower(btrim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "spec_definitions_category_label_unique" ON "spec_definitions" USING btree (coalesce("category_id", 0),lower(btrim("label")));--> statement-breakpoint
CREATE UNIQUE INDEX "tag_categories_name_lower_unique" ON "tag_categories" USING btree (lower(btrim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_lower_unique" ON "tags" USING btree (lower(btrim("name")));