CREATE TABLE "notification_subjects" (
	"espace_id" uuid NOT NULL,
	"cle" text NOT NULL,
	"notification_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_subjects_espace_id_cle_pk" PRIMARY KEY("espace_id","cle")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "ne_plus_rappeler" boolean DEFAULT false NOT NULL;