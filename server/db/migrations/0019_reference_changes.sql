-- #21: which transactions changed the catalogue's reference data (categories, tags, tag groups and
-- specification definitions). Every app server keeps these small tables in memory for the public
-- catalogue (catalogue/reference-data.ts) and reloads them when its facet index's sync sees a
-- transaction here it has not seen. One row per transaction, whatever it wrote; kept a day.
CREATE TABLE "reference_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reference_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reference_changes_xid_idx" ON "reference_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "reference_changes_at_idx" ON "reference_changes" USING btree ("at");--> statement-breakpoint
CREATE FUNCTION "reference_changes_note"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reference_changes (xid) SELECT pg_current_xact_id()
    WHERE NOT EXISTS (SELECT 1 FROM reference_changes WHERE xid = pg_current_xact_id());
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "categories_reference_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION reference_changes_note();--> statement-breakpoint
CREATE TRIGGER "tags_reference_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tags"
  FOR EACH STATEMENT EXECUTE FUNCTION reference_changes_note();--> statement-breakpoint
CREATE TRIGGER "tag_categories_reference_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tag_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION reference_changes_note();--> statement-breakpoint
CREATE TRIGGER "spec_definitions_reference_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "spec_definitions"
  FOR EACH STATEMENT EXECUTE FUNCTION reference_changes_note();
