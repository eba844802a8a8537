CREATE TABLE "rate_limit_hit" (
	"key" varchar(160) PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
