ALTER TABLE "template_documents" ADD COLUMN "canal" text DEFAULT 'contenu' NOT NULL;--> statement-breakpoint
ALTER TABLE "template_documents" ADD COLUMN "apercu" boolean DEFAULT true NOT NULL;