CREATE TABLE "facet_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facet_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"product_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "facet_changes_xid_idx" ON "facet_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "facet_changes_at_idx" ON "facet_changes" USING btree ("at");--> statement-breakpoint
-- Hand-written below: every statement that writes product_facets notes the products it wrote, with
-- its transaction id (the column default). Statement-level with transition tables, as the facet
-- triggers themselves; a TRUNCATE notes "everything" (a row without a product).
CREATE FUNCTION "facet_changes_note"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO facet_changes (product_id) VALUES (NULL);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO facet_changes (product_id) SELECT DISTINCT product_id FROM old_rows;
  ELSE
    INSERT INTO facet_changes (product_id) SELECT DISTINCT product_id FROM new_rows;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_facets_changes_insert" AFTER INSERT ON "product_facets" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION facet_changes_note();--> statement-breakpoint
CREATE TRIGGER "product_facets_changes_update" AFTER UPDATE ON "product_facets" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION facet_changes_note();--> statement-breakpoint
CREATE TRIGGER "product_facets_changes_delete" AFTER DELETE ON "product_facets" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION facet_changes_note();--> statement-breakpoint
CREATE TRIGGER "product_facets_changes_truncate" AFTER TRUNCATE ON "product_facets"
  FOR EACH STATEMENT EXECUTE FUNCTION facet_changes_note();
--> statement-breakpoint
-- A changed search document is noted too, so that the index's cached search matches follow it.
CREATE TRIGGER "product_search_changes_insert" AFTER INSERT ON "product_search" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION facet_changes_note();--> statement-breakpoint
CREATE TRIGGER "product_search_changes_update" AFTER UPDATE ON "product_search" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION facet_changes_note();--> statement-breakpoint
CREATE TRIGGER "product_search_changes_delete" AFTER DELETE ON "product_search" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION facet_changes_note();
