ALTER TABLE "fee_accounts" ADD COLUMN "paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "fee_accounts_outstanding_idx" ON "fee_accounts" USING btree (("total_fee" - "paid") desc) WHERE "fee_accounts"."total_fee" - "fee_accounts"."paid" > 0;--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD CONSTRAINT "fee_accounts_paid_not_negative" CHECK ("fee_accounts"."paid" >= 0);