-- Figures computed once per change of what they count (server/modules/stats/figureCache.ts).
-- Every statement writing a table the wall or the statistics read appends a row to stat_change,
-- with its transaction's id; a stored figure is fresh while no change comes from a transaction
-- at or after the oldest one running when it was computed. Appends never wait on each other, and
-- a change is seen only once committed, so a figure is never stored as fresh over a change it missed.
CREATE TABLE "stat_change" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
	"at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "stat_change_xid_idx" ON "stat_change" USING btree ("xid");--> statement-breakpoint
CREATE TABLE "stat_figure" (
	"key" varchar(600) PRIMARY KEY NOT NULL,
	"since_xid" xid8 NOT NULL,
	"value" jsonb NOT NULL,
	"stored_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE FUNCTION "stat_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stat_change" DEFAULT VALUES;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['zp_eval', 'zp_eval_product', 'zp_cert', 'jd_plan', 'jd_task', 'jd_record', 'jd_reform', 'jd_exit', 'sys_org', 'zp_product', 'zp_place', 'pro_category', 'addvcd', 'base_standard', 'base_tech_spec', 'base_eval_rule'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "stat_changed"()', t || '_stat_changed', t);
  END LOOP;
END $$;
