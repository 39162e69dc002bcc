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
CREATE TABLE "abonnements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"societe_id" uuid NOT NULL,
	"date_debut" date NOT NULL,
	"etat" integer DEFAULT 1 NOT NULL,
	"date_renouv" date,
	"options" jsonb DEFAULT '{"abonnement":[],"premium":[]}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"reponse" text NOT NULL,
	"type_espace" text
);
--> statement-breakpoint
CREATE TABLE "lexiques" (
	"id" uuid PRIMARY KEY NOT NULL,
	"titre" text NOT NULL,
	"contenu" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"espace_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"location_id" uuid,
	"civilite" text DEFAULT 'H' NOT NULL,
	"prenom" text,
	"nom" text,
	"nom_jeune_fille" text,
	"decede" boolean DEFAULT false NOT NULL,
	"adresse" text,
	"commune" text,
	"code_postal" text,
	"telephone" text,
	"telephone_mobile" text,
	"email" text,
	"type_de_contact" text,
	"date_de_naissance" date,
	"nom_societe" text,
	"fonction" text
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"espace_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"location_id" uuid,
	"emplacement_id" uuid,
	"nom" text NOT NULL,
	"description" text,
	"media_sha256" text,
	"slug" text
);
--> statement-breakpoint
CREATE TABLE "mail_archives" (
	"id" uuid PRIMARY KEY NOT NULL,
	"espace_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"location_id" uuid,
	"objet" text NOT NULL,
	"date_envoi" timestamp with time zone DEFAULT now() NOT NULL,
	"destinataire" text,
	"corps" text
);
--> statement-breakpoint
CREATE TABLE "emplacements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"espace_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"carre" text,
	"allee" text,
	"numero" text,
	"libelle" text,
	"surface" numeric(10, 2),
	"pre_reservation" boolean DEFAULT false NOT NULL,
	"notes" text,
	"type_occupation" text,
	"geometry" jsonb,
	"pos_x" double precision,
	"pos_y" double precision,
	"zone" text,
	"uid" text,
	"adresse" text
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"espace_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"titre" text NOT NULL,
	"contenu" text,
	"date_debut" text NOT NULL,
	"date_fin" text,
	"type" text DEFAULT 'personnel' NOT NULL,
	"emplacement_id" uuid,
	"is_note" boolean DEFAULT false NOT NULL,
	"is_personnel" boolean DEFAULT false NOT NULL,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "exhumations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"espace_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"occupant_id" uuid NOT NULL,
	"emplacement_id" uuid NOT NULL,
	"date" date,
	"type_demande" text,
	"tribunal_ou_service" text,
	"nom_juge_ou_contact" text,
	"destination_corps" text,
	"deplacer_corps" boolean DEFAULT false NOT NULL,
	"destination_emplacement_id" uuid,
	"autre_cimetiere" jsonb,
	"cremation" boolean DEFAULT false NOT NULL,
	"autorisation" text
);
--> statement-breakpoint
CREATE TABLE "reductions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"espace_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"location_id" uuid NOT NULL,
	"occupant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"date" date,
	"date_reinhumation" date,
	"reunion_defunts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"destination" text,
	"exhumation_id" uuid
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"espace_id" uuid,
	"note" integer NOT NULL,
	"questions" text,
	"suggestions" text,
	"remarques" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"espace_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"emplacement_id" uuid NOT NULL,
	"famille" text,
	"numero" text,
	"type" text NOT NULL,
	"type_concession" text,
	"duree" integer,
	"perpetuelle" boolean DEFAULT false NOT NULL,
	"date_debut" date,
	"date_fin" date,
	"date_originelle" date,
	"nb_places" integer,
	"etat_abandon" integer,
	"facture" text,
	"notes" text,
	"is_archived" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"surface_classe" integer,
	"prix" numeric(12, 2),
	"exclus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"champs_supp" jsonb
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY NOT NULL,
	"espace_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sha256" text NOT NULL,
	"nom" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"kind" text NOT NULL,
	"emplacement_id" uuid,
	"location_id" uuid,
	"archive" boolean DEFAULT false NOT NULL,
	"taken_at" timestamp with time zone,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"sha256" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"storage" text DEFAULT 'file' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"espace_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"titre" text NOT NULL,
	"contenu" text,
	"user_id" uuid,
	"date" date NOT NULL,
	"etat" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"espace_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"titre" text NOT NULL,
	"description" text,
	"date_recu" timestamp with time zone DEFAULT now() NOT NULL,
	"date_lue" timestamp with time zone,
	"archive" boolean DEFAULT false NOT NULL,
	"emplacement_id" uuid,
	"criticite" text DEFAULT 'principale' NOT NULL,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "occupants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"espace_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"emplacement_id" uuid NOT NULL,
	"location_id" uuid,
	"civilite" text DEFAULT 'H' NOT NULL,
	"prenom" text,
	"nom" text,
	"nom_jeune_fille" text,
	"date_de_naissance" date,
	"date_naissance_incomplete" jsonb,
	"lieu_de_naissance" text,
	"date_deces" jsonb,
	"lieu_deces" text,
	"date_inhum_crema" date,
	"date_exhumation" date,
	"specificites" text,
	"criteres_specifiques" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mode_sepulture" text,
	"cremation" jsonb,
	"etat" text DEFAULT 'present' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procedures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"espace_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"emplacement_id" uuid NOT NULL,
	"location_id" uuid,
	"kind" text NOT NULL,
	"etat" integer DEFAULT 0 NOT NULL,
	"date_debut" date,
	"date_fin" date,
	"regime" text,
	"etapes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarifs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"espace_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"type_emplacement" text DEFAULT 'Concession' NOT NULL,
	"par_metre_carre" boolean DEFAULT false NOT NULL,
	"tarif_fixe" numeric(12, 2),
	"tarif_renouv" numeric(12, 2),
	"duree" integer,
	"perpetuelle" boolean DEFAULT false NOT NULL,
	"tarif_duree" numeric(12, 2),
	"surface" integer,
	"date_application" date NOT NULL,
	"ccas" numeric(5, 2),
	"is_ccas_tier" boolean DEFAULT false NOT NULL,
	"prestations_attribution" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prestations_renouv" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archive" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"societe_id" uuid,
	"slug" text NOT NULL,
	"nom" text NOT NULL,
	"nom_interne" text,
	"description" text,
	"type" text NOT NULL,
	"actif" boolean DEFAULT true NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notifie_qui" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"champs_entite" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hooks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"related_documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"document_statiques" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"moredata" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travaux" (
	"id" uuid PRIMARY KEY NOT NULL,
	"espace_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"emplacement_id" uuid NOT NULL,
	"type" text NOT NULL,
	"date_debut" date,
	"date_fin" date,
	"demandeur" jsonb,
	"executant" jsonb,
	"description" text,
	"document_id" uuid,
	"valide" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "espaces" ADD CONSTRAINT "espaces_societe_id_societes_id_fk" FOREIGN KEY ("societe_id") REFERENCES "public"."societes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_societes" ADD CONSTRAINT "user_societes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_societes" ADD CONSTRAINT "user_societes_societe_id_societes_id_fk" FOREIGN KEY ("societe_id") REFERENCES "public"."societes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonnements" ADD CONSTRAINT "abonnements_societe_id_societes_id_fk" FOREIGN KEY ("societe_id") REFERENCES "public"."societes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_espace_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_espace_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_archives" ADD CONSTRAINT "mail_archives_espace_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emplacements" ADD CONSTRAINT "emplacements_espace_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_espace_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhumations" ADD CONSTRAINT "exhumations_espace_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reductions" ADD CONSTRAINT "reductions_espace_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_espace_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_espace_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_espace_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_espace_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupants" ADD CONSTRAINT "occupants_espace_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_espace_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifs" ADD CONSTRAINT "tarifs_espace_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_documents" ADD CONSTRAINT "template_documents_societe_id_societes_id_fk" FOREIGN KEY ("societe_id") REFERENCES "public"."societes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travaux" ADD CONSTRAINT "travaux_espace_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_espace_at" ON "history" USING btree ("espace_id","at");--> statement-breakpoint
CREATE INDEX "history_row" ON "history" USING btree ("row_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "abonnements_societe" ON "abonnements" USING btree ("societe_id");--> statement-breakpoint
CREATE INDEX "lexiques_titre" ON "lexiques" USING btree ("titre");--> statement-breakpoint
CREATE INDEX "contacts_espace_seq" ON "contacts" USING btree ("espace_id","seq");--> statement-breakpoint
CREATE INDEX "contacts_location_id" ON "contacts" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "documents_espace_seq" ON "documents" USING btree ("espace_id","seq");--> statement-breakpoint
CREATE INDEX "documents_location_id" ON "documents" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "documents_emplacement_id" ON "documents" USING btree ("emplacement_id");--> statement-breakpoint
CREATE INDEX "mail_archives_espace_seq" ON "mail_archives" USING btree ("espace_id","seq");--> statement-breakpoint
CREATE INDEX "mail_archives_location_id" ON "mail_archives" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "emplacements_espace_seq" ON "emplacements" USING btree ("espace_id","seq");--> statement-breakpoint
CREATE INDEX "events_espace_seq" ON "events" USING btree ("espace_id","seq");--> statement-breakpoint
CREATE INDEX "events_emplacement_id" ON "events" USING btree ("emplacement_id");--> statement-breakpoint
CREATE INDEX "exhumations_espace_seq" ON "exhumations" USING btree ("espace_id","seq");--> statement-breakpoint
CREATE INDEX "exhumations_occupant_id" ON "exhumations" USING btree ("occupant_id");--> statement-breakpoint
CREATE INDEX "exhumations_emplacement_id" ON "exhumations" USING btree ("emplacement_id");--> statement-breakpoint
CREATE INDEX "reductions_espace_seq" ON "reductions" USING btree ("espace_id","seq");--> statement-breakpoint
CREATE INDEX "reductions_location_id" ON "reductions" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "reductions_occupant_id" ON "reductions" USING btree ("occupant_id");--> statement-breakpoint
CREATE INDEX "feedback_created" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "locations_espace_seq" ON "locations" USING btree ("espace_id","seq");--> statement-breakpoint
CREATE INDEX "locations_emplacement_id" ON "locations" USING btree ("emplacement_id");--> statement-breakpoint
CREATE INDEX "media_espace_seq" ON "media" USING btree ("espace_id","seq");--> statement-breakpoint
CREATE INDEX "media_emplacement_id" ON "media" USING btree ("emplacement_id");--> statement-breakpoint
CREATE INDEX "media_location_id" ON "media" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "media_sha256" ON "media" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "notes_espace_seq" ON "notes" USING btree ("espace_id","seq");--> statement-breakpoint
CREATE INDEX "notes_user_id" ON "notes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_espace_seq" ON "notifications" USING btree ("espace_id","seq");--> statement-breakpoint
CREATE INDEX "notifications_user_id" ON "notifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "occupants_espace_seq" ON "occupants" USING btree ("espace_id","seq");--> statement-breakpoint
CREATE INDEX "occupants_emplacement_id" ON "occupants" USING btree ("emplacement_id");--> statement-breakpoint
CREATE INDEX "occupants_location_id" ON "occupants" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "procedures_espace_seq" ON "procedures" USING btree ("espace_id","seq");--> statement-breakpoint
CREATE INDEX "procedures_emplacement_id" ON "procedures" USING btree ("emplacement_id");--> statement-breakpoint
CREATE INDEX "procedures_location_id" ON "procedures" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "tarifs_espace_seq" ON "tarifs" USING btree ("espace_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "template_documents_slug" ON "template_documents" USING btree ("slug",coalesce("societe_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "template_documents_societe" ON "template_documents" USING btree ("societe_id");--> statement-breakpoint
CREATE INDEX "travaux_espace_seq" ON "travaux" USING btree ("espace_id","seq");--> statement-breakpoint
CREATE INDEX "travaux_emplacement_id" ON "travaux" USING btree ("emplacement_id");