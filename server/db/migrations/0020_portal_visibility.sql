ALTER TABLE "espaces" ADD COLUMN "portail_delai" integer;--> statement-breakpoint
ALTER TABLE "occupants" ADD COLUMN "portail_masque" boolean DEFAULT false NOT NULL;