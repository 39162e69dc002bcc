ALTER TABLE "documents" ADD COLUMN "date_document" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "remplace_par" uuid;