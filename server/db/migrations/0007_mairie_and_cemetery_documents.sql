ALTER TABLE "espaces" ADD COLUMN "reglement_sha256" text;--> statement-breakpoint
ALTER TABLE "espaces" ADD COLUMN "patrimoine_sha256" text;--> statement-breakpoint
ALTER TABLE "societes" ADD COLUMN "maire_civilite" text DEFAULT 'H' NOT NULL;--> statement-breakpoint
ALTER TABLE "societes" ADD COLUMN "maire_nom" text;--> statement-breakpoint
ALTER TABLE "societes" ADD COLUMN "maire_prenom" text;--> statement-breakpoint
ALTER TABLE "societes" ADD COLUMN "maire_signature" text;--> statement-breakpoint
ALTER TABLE "societes" ADD COLUMN "contacts" jsonb DEFAULT '[]'::jsonb NOT NULL;