-- The statistics' facts (server/modules/stats/sources.ts): one narrow row per application and per
-- applied product with what the figures read, the category of each already found. Counting
-- them needs no join over the products (an application's category is its first categorised
-- product's), so a table at 100 000 applications and 300 000 products is computed in one scan.
--
-- Each fact table is defined once, by its *_source view over the workflow tables; statement
-- triggers on those tables hand the ids they touched to stat_refresh, which rewrites those facts
-- from the views in the same transaction (the ids joined as a set: `= ANY(array)` would compare
-- every row with every id). So the facts never differ from the views (a test compares them after
-- a run of moves) and every server process on the database sees the same.
-- A product's category is looked up by its key in a subquery of its own: joined, a planner working
-- from stale statistics (PGlite never analyses on its own) may scan the catalogue once per row.
CREATE VIEW "stat_application_source" AS
  SELECT e.id, e.org_id, e.status, e.eval_type, e.eval_field, e.unit_id, e.submit_time, e.end_time,
    (SELECT (array_agg(a.category_id ORDER BY a.product_id) FILTER (WHERE a.category_id IS NOT NULL))[1]
      FROM (SELECT ep.product_id, (SELECT p.category_id FROM zp_product p WHERE p.id = ep.product_id) AS category_id
        FROM zp_eval_product ep WHERE ep.eval_id = e.id) a) AS category_id
  FROM zp_eval e;--> statement-breakpoint
CREATE VIEW "stat_product_source" AS
  SELECT ep.id, ep.eval_id, ep.product_id, ep.outcome, e.org_id, e.status, e.eval_type, e.eval_field, e.unit_id, e.submit_time, e.end_time,
    (SELECT p.category_id FROM zp_product p WHERE p.id = ep.product_id) AS category_id
  FROM zp_eval_product ep JOIN zp_eval e ON e.id = ep.eval_id;--> statement-breakpoint
CREATE TABLE "stat_application" AS SELECT * FROM "stat_application_source";--> statement-breakpoint
ALTER TABLE "stat_application" ADD PRIMARY KEY ("id");--> statement-breakpoint
CREATE TABLE "stat_product" AS SELECT * FROM "stat_product_source";--> statement-breakpoint
ALTER TABLE "stat_product" ADD PRIMARY KEY ("id");--> statement-breakpoint
CREATE INDEX "stat_product_eval_idx" ON "stat_product" USING btree ("eval_id");--> statement-breakpoint
CREATE INDEX "stat_product_product_idx" ON "stat_product" USING btree ("product_id");--> statement-breakpoint
-- Planned afresh on every call (plan_cache_mode), for the number of ids of that call.
CREATE FUNCTION "stat_refresh"(applications integer[], products integer[]) RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  IF cardinality(applications) > 0 THEN
    DELETE FROM stat_application f USING unnest(applications) AS x(id) WHERE f.id = x.id;
    INSERT INTO stat_application SELECT s.* FROM stat_application_source s JOIN unnest(applications) AS x(id) ON s.id = x.id;
  END IF;
  IF cardinality(products) > 0 THEN
    DELETE FROM stat_product f USING unnest(products) AS x(id) WHERE f.id = x.id;
    INSERT INTO stat_product SELECT s.* FROM stat_product_source s JOIN unnest(products) AS x(id) ON s.id = x.id;
  END IF;
END $$;--> statement-breakpoint
-- An application written: itself and its applied products (they carry its status, dates and traits).
CREATE FUNCTION "stat_eval_changed"() RETURNS trigger LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(n.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.org_id, n.status, n.eval_type, n.eval_field, n.unit_id, n.submit_time, n.end_time)
        IS DISTINCT FROM (o.org_id, o.status, o.eval_type, o.eval_field, o.unit_id, o.submit_time, o.end_time);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM stat_refresh(ids, ARRAY(SELECT id FROM zp_eval_product WHERE eval_id IN (SELECT unnest(ids)) UNION SELECT id FROM stat_product WHERE eval_id IN (SELECT unnest(ids))));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An applied product written: itself and its application (whose category is its first product's).
CREATE FUNCTION "stat_eval_product_changed"() RETURNS trigger LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE applications integer[]; products integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT eval_id), array_agg(id) INTO applications, products FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT eval_id), array_agg(id) INTO applications, products FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT x.eval_id), array_agg(DISTINCT x.id) INTO applications, products FROM (
      SELECT n.id, unnest(ARRAY[n.eval_id, o.eval_id]) AS eval_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.eval_id, n.product_id, n.outcome) IS DISTINCT FROM (o.eval_id, o.product_id, o.outcome)) x;
  END IF;
  IF products IS NOT NULL THEN
    PERFORM stat_refresh(applications, products);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A product moved to another category (or removed): the products applied with it and their applications.
CREATE FUNCTION "stat_product_changed"() RETURNS trigger LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE moved integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(id) INTO moved FROM old_rows;
  ELSE
    SELECT array_agg(n.id) INTO moved FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.category_id IS DISTINCT FROM o.category_id;
  END IF;
  IF moved IS NOT NULL THEN
    PERFORM stat_refresh(
      ARRAY(SELECT DISTINCT eval_id FROM zp_eval_product WHERE product_id IN (SELECT unnest(moved))),
      ARRAY(SELECT id FROM zp_eval_product WHERE product_id IN (SELECT unnest(moved))));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "zp_eval_stat_insert" AFTER INSERT ON "zp_eval" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stat_eval_changed"();--> statement-breakpoint
CREATE TRIGGER "zp_eval_stat_update" AFTER UPDATE ON "zp_eval" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stat_eval_changed"();--> statement-breakpoint
CREATE TRIGGER "zp_eval_stat_delete" AFTER DELETE ON "zp_eval" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "stat_eval_changed"();--> statement-breakpoint
CREATE TRIGGER "zp_eval_product_stat_insert" AFTER INSERT ON "zp_eval_product" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stat_eval_product_changed"();--> statement-breakpoint
CREATE TRIGGER "zp_eval_product_stat_update" AFTER UPDATE ON "zp_eval_product" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stat_eval_product_changed"();--> statement-breakpoint
CREATE TRIGGER "zp_eval_product_stat_delete" AFTER DELETE ON "zp_eval_product" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "stat_eval_product_changed"();--> statement-breakpoint
CREATE TRIGGER "zp_product_stat_update" AFTER UPDATE ON "zp_product" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stat_product_changed"();--> statement-breakpoint
CREATE TRIGGER "zp_product_stat_delete" AFTER DELETE ON "zp_product" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "stat_product_changed"();
