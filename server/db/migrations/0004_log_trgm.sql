-- The operation log's "operator" filter (search.username_like) is a contains-search (ILIKE '%x%'
-- over username::text); a trigram GIN index serves it instead of a scan of every row.
-- pg_trgm is a trusted contrib extension (PostgreSQL 13+); PGlite loads it in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sys_log_username_trgm_idx" ON "sys_log" USING gin (("username"::text) gin_trgm_ops);
