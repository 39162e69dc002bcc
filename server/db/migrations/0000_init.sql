CREATE TABLE "account_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"civilite" text DEFAULT 'H' NOT NULL,
	"nom" text NOT NULL,
	"prenom" text NOT NULL,
	"fonction" text,
	"telephone" text,
	"commune" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid
);
--> statement-breakpoint
CREATE TABLE "applied_mutations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"espace_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"client_seq" integer NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"result" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"user_id" uuid,
	"actor_id" uuid,
	"username" text,
	"ip" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "client_seqs" (
	"client_id" uuid NOT NULL,
	"espace_id" uuid NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "client_seqs_client_id_espace_id_pk" PRIMARY KEY("client_id","espace_id")
);
--> statement-breakpoint
CREATE TABLE "espaces" (
	"id" uuid PRIMARY KEY NOT NULL,
	"societe_id" uuid NOT NULL,
	"nom" text NOT NULL,
	"adresse" text,
	"code_postal" text,
	"ville" text,
	"logo" text,
	"latitude" text,
	"longitude" text,
	"zoom_initial" integer DEFAULT 19 NOT NULL,
	"map_sha256" text,
	"map_width" integer,
	"map_height" integer,
	"control_points" jsonb,
	"horaires" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nom_reglement" text,
	"nom_patrimoine" text,
	"autres_documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actif" integer DEFAULT 1 NOT NULL,
	"uid" text,
	"notifications" jsonb DEFAULT '["critique","principale"]'::jsonb NOT NULL,
	"change_seq" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"espace_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"row_id" uuid NOT NULL,
	"old_row" jsonb,
	"user_id" uuid,
	"actor_id" uuid,
	"mutation_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"token_version" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "societes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	"commune" text NOT NULL,
	"departement" text,
	"adresse" text,
	"code_postal" text,
	"ville" text,
	"email" text,
	"telephone" text,
	"tresorerie" text,
	"logo" text,
	"horaires" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"type_espace" text DEFAULT 'client' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_societes" (
	"user_id" uuid NOT NULL,
	"societe_id" uuid NOT NULL,
	CONSTRAINT "user_societes_user_id_societe_id_pk" PRIMARY KEY("user_id","societe_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"identite" text,
	"civilite" text DEFAULT 'H' NOT NULL,
	"nom" text,
	"prenom" text,
	"fonction" text,
	"telephone" text,
	"password_hash" text NOT NULL,
	"roles" jsonb NOT NULL,
	"first_connection" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "espaces" ADD CONSTRAINT "espaces_societe_id_societes_id_fk" FOREIGN KEY ("societe_id") REFERENCES "public"."societes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_societes" ADD CONSTRAINT "user_societes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_societes" ADD CONSTRAINT "user_societes_societe_id_societes_id_fk" FOREIGN KEY ("societe_id") REFERENCES "public"."societes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_espace_at" ON "history" USING btree ("espace_id","at");--> statement-breakpoint
CREATE INDEX "history_row" ON "history" USING btree ("row_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));