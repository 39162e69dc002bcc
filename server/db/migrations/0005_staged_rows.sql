CREATE TABLE "staged_rows" (
	"batch_id" uuid NOT NULL,
	"target" text NOT NULL,
	"op" text NOT NULL,
	"ord" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"staged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staged_rows_batch_id_target_op_ord_pk" PRIMARY KEY("batch_id","target","op","ord")
);
--> statement-breakpoint
CREATE INDEX "staged_rows_staged_at" ON "staged_rows" USING btree ("staged_at");