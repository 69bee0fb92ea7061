-- #21: the admin lists of pages, galleries and users are paged in these orders (each ending on the id), so a
-- page reads its rows from an index instead of sorting the table; the redirects list (which grows by one row
-- for every published slug change) is searched by either path or the description with trigram indexes on
-- the exact expressions the search uses (lower(coalesce(column, ''))). Measured on PostgreSQL with 100,000
-- redirects and 20,000 pages and users: docs/decisions.md.
CREATE INDEX "pages_title_id_idx" ON "pages" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "galleries_order_idx" ON "galleries" USING btree ("sort_order","name","id");--> statement-breakpoint
CREATE INDEX "users_created_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "redirects_search_trgm_idx" ON "redirects" USING gin (lower(coalesce("from_path", '')) gin_trgm_ops,lower(coalesce("to_path", '')) gin_trgm_ops,lower(coalesce("description", '')) gin_trgm_ops);
