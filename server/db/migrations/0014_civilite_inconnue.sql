ALTER TABLE "contacts" ALTER COLUMN "civilite" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "contacts" ALTER COLUMN "civilite" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "occupants" ALTER COLUMN "civilite" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "occupants" ALTER COLUMN "civilite" DROP NOT NULL;