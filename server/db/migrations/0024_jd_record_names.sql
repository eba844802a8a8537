ALTER TABLE "jd_record" ADD COLUMN "product_name" varchar(100);--> statement-breakpoint
ALTER TABLE "jd_record" ADD COLUMN "cert_no" varchar(40);--> statement-breakpoint
UPDATE "jd_record" SET "cert_no" = c."cert_no", "product_name" = coalesce(c."product_name", p."name") FROM "zp_cert" c LEFT JOIN "zp_product" p ON p."id" = c."product_id" WHERE c."id" = "jd_record"."cert_id";
