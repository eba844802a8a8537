-- 评价依据 as certified (server/modules/cert/basis.ts). Certificates issued before it printed none and keep none.
ALTER TABLE "zp_cert" ADD COLUMN "basis" varchar(500);
