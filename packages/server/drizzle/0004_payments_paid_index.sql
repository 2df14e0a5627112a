DROP INDEX "payments_fee_account_idx";--> statement-breakpoint
CREATE INDEX "payments_fee_account_amount_idx" ON "payments" USING btree ("fee_account_id","amount");