DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_sku_trgm_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_status_created_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
DROP INDEX "products_status_name_idx";--> statement-breakpoint
DROP INDEX "products_status_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || sku || ' ' || coalesce(mpn, ''))) STORED;--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "products_status_created_idx" ON "products" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree (lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "products_status_name_idx" ON "products" USING btree ("status",lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "products_status_price_idx" ON "products" USING btree ("status","price",lower("name") collate "C","id");