CREATE TABLE "media_owners" (
	"sha256" text NOT NULL,
	"societe_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_owners_sha256_societe_id_pk" PRIMARY KEY("sha256","societe_id")
);
--> statement-breakpoint
ALTER TABLE "media_owners" ADD CONSTRAINT "media_owners_sha256_media_files_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."media_files"("sha256") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_owners" ADD CONSTRAINT "media_owners_societe_id_societes_id_fk" FOREIGN KEY ("societe_id") REFERENCES "public"."societes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_owners" ADD CONSTRAINT "media_owners_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_owners_societe" ON "media_owners" USING btree ("societe_id");--> statement-breakpoint
-- Bytes stored before ownership was recorded belong to the municipalities whose cemeteries already link them
-- (tombstoned links included, for the restore points): nothing that was served before stops being served.
INSERT INTO "media_owners" ("sha256", "societe_id")
SELECT DISTINCT f."sha256", e."societe_id"
FROM "media_files" f
JOIN (
	SELECT "espace_id", "sha256" AS h FROM "media"
	UNION SELECT "espace_id", "media_sha256" FROM "documents"
	UNION SELECT "espace_id", "autorisation" FROM "exhumations"
	UNION SELECT "espace_id", "autre_cimetiere"->>'acteConcession' FROM "exhumations"
	UNION SELECT "espace_id", "autre_cimetiere"->>'autorisationEntree' FROM "exhumations"
	UNION SELECT "id", "map_sha256" FROM "espaces"
) l ON l.h = f."sha256"
JOIN "espaces" e ON e."id" = l."espace_id"
ON CONFLICT DO NOTHING;
