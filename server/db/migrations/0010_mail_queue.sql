ALTER TABLE "mail_archives" ADD COLUMN "canal" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_archives" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_archives" ADD COLUMN "destinataire_nom" text;--> statement-breakpoint
ALTER TABLE "mail_archives" ADD COLUMN "statut" text DEFAULT 'envoye' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_archives" ADD COLUMN "erreur" text;--> statement-breakpoint
ALTER TABLE "mail_archives" ADD COLUMN "tentatives" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_archives" ADD COLUMN "prochain_essai" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_archives" ADD COLUMN "pieces_jointes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_archives_queue" ON "mail_archives" USING btree ("prochain_essai") WHERE "mail_archives"."statut" <> 'envoye';