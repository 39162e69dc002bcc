CREATE TABLE "hook_firings" (
	"mutation_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"row_id" uuid NOT NULL,
	"espace_id" uuid NOT NULL,
	"hook" text NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hook_firings_mutation_id_template_id_table_name_row_id_pk" PRIMARY KEY("mutation_id","template_id","table_name","row_id")
);
--> statement-breakpoint
CREATE INDEX "hook_firings_espace" ON "hook_firings" USING btree ("espace_id");