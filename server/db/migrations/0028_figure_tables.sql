-- A stored figure goes stale only on a change to a table it read (server/modules/stats/figureCache.ts):
-- each change names its table, and each figure keeps the tables its statements named. The facts of
-- migration 0027 log their own changes (their triggers write them in the same statement as the
-- workflow table), so a figure counting them is stale when they are.
ALTER TABLE "stat_change" ADD COLUMN "tbl" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "stat_figure" ADD COLUMN "tables" text[] NOT NULL DEFAULT '{}';--> statement-breakpoint
-- Figures stored before knew no tables: none may be served again.
DELETE FROM "stat_figure";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "stat_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stat_change" ("tbl") VALUES (TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "stat_application_stat_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stat_application" FOR EACH STATEMENT EXECUTE FUNCTION "stat_changed"();--> statement-breakpoint
CREATE TRIGGER "stat_product_stat_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stat_product" FOR EACH STATEMENT EXECUTE FUNCTION "stat_changed"();
