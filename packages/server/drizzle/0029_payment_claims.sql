CREATE TYPE "public"."payment_claim_status" AS ENUM('pending', 'confirmed', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'payment_claim.submitted' BEFORE 'email.retried';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'payment_claim.confirmed' BEFORE 'email.retried';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'payment_claim.rejected' BEFORE 'email.retried';--> statement-breakpoint
ALTER TYPE "public"."audit_entity_type" ADD VALUE 'payment_claim' BEFORE 'import';--> statement-breakpoint
CREATE TABLE "payment_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fee_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"utr" text NOT NULL,
	"status" "payment_claim_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"payment_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_claims_amount_positive" CHECK ("payment_claims"."amount" > 0),
	CONSTRAINT "payment_claims_decision_shape" CHECK (case "payment_claims"."status"
        when 'pending' then "payment_claims"."decided_at" is null and "payment_claims"."payment_id" is null and "payment_claims"."reason" is null
        when 'confirmed' then "payment_claims"."decided_at" is not null and "payment_claims"."payment_id" is not null and "payment_claims"."reason" is null
        else "payment_claims"."decided_at" is not null and "payment_claims"."payment_id" is null and "payment_claims"."reason" is not null
      end)
);
--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_fee_account_id_fee_accounts_id_fk" FOREIGN KEY ("fee_account_id") REFERENCES "public"."fee_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_claims_utr_key" ON "payment_claims" USING btree ("utr") WHERE "payment_claims"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "payment_claims_status_idx" ON "payment_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_claims_fee_account_idx" ON "payment_claims" USING btree ("fee_account_id");