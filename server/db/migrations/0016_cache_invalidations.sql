-- #21: the answer cache's shared invalidation log. A write appends the tags of the answers it affects
-- ("product:12", "page:3", "categories" or "*" for everything); every app server reads the rows of every
-- transaction at or after the oldest one still running when it last read (the facet index's rule), so a
-- slow commit is never skipped, and drops only the cached answers that depend on those tags.
CREATE TABLE "cache_invalidations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cache_invalidations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"tags" text[] NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cache_invalidations_xid_idx" ON "cache_invalidations" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "cache_invalidations_at_idx" ON "cache_invalidations" USING btree ("at");
