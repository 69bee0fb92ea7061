-- #18: the ids a bulk write notes for its flush (migration 0018) live only inside the transaction that
-- notes them: the flush deletes every one before that transaction commits, and a transaction that does
-- not commit leaves none. Written to the WAL they were ~four records a product each way (insert, its
-- key, the ON CONFLICT confirmation, the delete), for rows that never outlive their transaction. An
-- unlogged table is still transactional (a rollback forgets its rows); only a crash empties it, and
-- after a crash no transaction that noted anything is left to flush.
ALTER TABLE "search_pending" SET UNLOGGED;--> statement-breakpoint
ALTER TABLE "facets_pending" SET UNLOGGED;
