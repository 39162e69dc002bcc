CREATE TABLE "bulk_writes" (
	"espace_id" uuid PRIMARY KEY NOT NULL,
	"batch_id" uuid NOT NULL,
	"base_seq" integer NOT NULL,
	"top_seq" integer NOT NULL,
	"history_from" bigint NOT NULL,
	"tables" text[] NOT NULL,
	"state" text NOT NULL,
	"owner" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alive_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applied_mutations" ADD COLUMN "bulk_id" uuid;--> statement-breakpoint
CREATE INDEX "applied_mutations_bulk" ON "applied_mutations" USING btree ("bulk_id") WHERE "applied_mutations"."bulk_id" is not null;--> statement-breakpoint
DROP TABLE "staged_rows" CASCADE;