-- Requests already queued twice for one e-mail address: the oldest stays pending, the copies are closed
-- (rejected, with no administrator), so that the one-pending-request-per-address index below can be built.
UPDATE "account_requests" SET "status" = 'rejected', "decided_at" = now()
WHERE "status" = 'pending' AND "id" NOT IN (
  SELECT DISTINCT ON (lower("email")) "id" FROM "account_requests" WHERE "status" = 'pending' ORDER BY lower("email"), "created_at", "id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "account_requests_pending_email" ON "account_requests" USING btree (lower("email")) WHERE "account_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "account_requests_status_created" ON "account_requests" USING btree ("status","created_at");