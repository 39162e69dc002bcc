ALTER TABLE "users" ADD COLUMN "espace_ids" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;