-- #18 #21: a bulk write notes "everything" once instead of every product. An import's flush writes the
-- facet row and the search document of each of its products, and each statement noted them in
-- facet_changes (two rows a product: 148,000 for the bench's workbook, about a second of the import's
-- one transaction, and a group-by over them in every server's next sync). An engine reloads in full
-- past 20,000 changed products anyway, so when the flush has more than that to write it sets
-- facets.note_all for its transaction and the servers read one row that says "reload".
CREATE OR REPLACE FUNCTION "facet_changes_note"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' OR current_setting('facets.note_all', true) = 'on' THEN
    INSERT INTO facet_changes (product_id) SELECT NULL
      WHERE NOT EXISTS (SELECT 1 FROM facet_changes WHERE xid = pg_current_xact_id() AND product_id IS NULL);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO facet_changes (product_id) SELECT DISTINCT product_id FROM old_rows;
  ELSE
    INSERT INTO facet_changes (product_id) SELECT DISTINCT product_id FROM new_rows;
  END IF;
  RETURN NULL;
END $$;
