-- Tamper evidence for the flow log and the operation log (等保 2.0, security audit: records kept from
-- change and deletion): each row, once sealed, carries its place in its log's chain and a hash over
-- its fields and the previous link's hash; log_chain keeps each chain's head. server/http/logChain.ts
-- seals and checks them.
CREATE TABLE "log_chain" (
	"log" varchar(20) PRIMARY KEY NOT NULL,
	"last_seq" bigint NOT NULL,
	"last_hash" varchar(64) NOT NULL,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_log" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "sys_log" ADD COLUMN "chain_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "flow_log" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "flow_log" ADD COLUMN "chain_hash" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "sys_log_chain_idx" ON "sys_log" USING btree ("chain_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_log_chain_idx" ON "flow_log" USING btree ("chain_seq");