-- A fee account with nothing paid is closed (never deleted) when its course is deleted or the student leaves the
-- course; it then owes nothing. An account with payments is never closed.
DROP INDEX "fee_accounts_outstanding_idx";--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "fee_accounts_outstanding_idx" ON "fee_accounts" USING btree (("total_fee" - "paid") desc) WHERE "fee_accounts"."total_fee" - "fee_accounts"."paid" > 0 and "fee_accounts"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD CONSTRAINT "fee_accounts_closed_unpaid" CHECK ("fee_accounts"."closed_at" is null or "fee_accounts"."paid" = 0);--> statement-breakpoint
-- Courses deleted before this migration: their unpaid accounts close as of the deletion.
UPDATE "fee_accounts" SET "closed_at" = "courses"."deleted_at"
FROM "courses"
WHERE "courses"."id" = "fee_accounts"."course_id" AND "courses"."deleted_at" IS NOT NULL AND "fee_accounts"."paid" = 0;
