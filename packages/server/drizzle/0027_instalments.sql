ALTER TYPE "public"."ledger_kind" ADD VALUE 'late_fee';--> statement-breakpoint
CREATE TABLE "fee_instalments" (
	"fee_account_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"late_fee" bigint DEFAULT 0 NOT NULL,
	"late_fee_periods" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fee_instalments_fee_account_id_number_pk" PRIMARY KEY("fee_account_id","number"),
	CONSTRAINT "fee_instalments_amount_not_negative" CHECK ("fee_instalments"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_kind_shape";--> statement-breakpoint
ALTER TABLE "fee_accounts" DROP CONSTRAINT "fee_accounts_closed_unpaid";--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD COLUMN "late_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- net_fee now adds the late fees; dropping it drops the outstanding index, made again below on the new column.
ALTER TABLE "fee_accounts" DROP COLUMN "net_fee";--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD COLUMN "net_fee" bigint GENERATED ALWAYS AS (total_fee + late_fee - concession) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "fee_accounts_outstanding_idx" ON "fee_accounts" USING btree (("net_fee" - "paid") desc) WHERE "fee_accounts"."net_fee" - "fee_accounts"."paid" > 0 and "fee_accounts"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD COLUMN "fee_plan_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "instalment" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "account_late_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_instalments" ADD CONSTRAINT "fee_instalments_fee_account_id_fee_accounts_id_fk" FOREIGN KEY ("fee_account_id") REFERENCES "public"."fee_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_instalments_due_date_idx" ON "fee_instalments" USING btree ("due_date");--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD CONSTRAINT "fee_accounts_fee_plan_id_fee_plans_id_fk" FOREIGN KEY ("fee_plan_id") REFERENCES "public"."fee_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_late_fee_key" ON "payments" USING btree ("fee_account_id","instalment","period");--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD CONSTRAINT "fee_accounts_closed_unpaid" CHECK ("fee_accounts"."closed_at" is null or ("fee_accounts"."paid" = 0 and "fee_accounts"."concession" = 0 and "fee_accounts"."late_fee" = 0));--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD CONSTRAINT "fee_accounts_late_fee_not_negative" CHECK ("fee_accounts"."late_fee" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_late_fee_shape" CHECK (("payments"."kind"::text = 'late_fee') = ("payments"."instalment" is not null and "payments"."period" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_shape" CHECK (case "payments"."kind"::text
        when 'payment' then "payments"."mode" is not null and "payments"."receipt_number" is not null and "payments"."reverses_id" is null
          and "payments"."reason" is null
        when 'concession' then "payments"."mode" is null and "payments"."receipt_number" is null and "payments"."reverses_id" is null
          and "payments"."reason" is not null and "payments"."reference" is null
        when 'late_fee' then "payments"."mode" is null and "payments"."receipt_number" is null and "payments"."reverses_id" is null
          and "payments"."reason" is null and "payments"."reference" is null
        else "payments"."receipt_number" is null and "payments"."reverses_id" is not null and "payments"."reason" is not null
          and "payments"."reference" is null
      end);--> statement-breakpoint
-- The insert trigger also keeps the late fees: a late fee adds to the account's late_fee and to its instalment's
-- late_fee and count of periods charged. A late fee is waived by a concession, never reversed.
CREATE OR REPLACE FUNCTION payments_add_to_fee_account() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cancelled payments%ROWTYPE;
  paid_change bigint := 0;
  concession_change bigint := 0;
  late_fee_change bigint := 0;
BEGIN
  IF NEW.kind = 'payment' THEN
    paid_change := NEW.amount;
  ELSIF NEW.kind = 'concession' THEN
    concession_change := NEW.amount;
  ELSIF NEW.kind = 'late_fee' THEN
    late_fee_change := NEW.amount;
    UPDATE fee_instalments SET late_fee = late_fee + NEW.amount, late_fee_periods = late_fee_periods + 1
      WHERE fee_account_id = NEW.fee_account_id AND number = NEW.instalment;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'a late fee is charged on an instalment of its own account';
    END IF;
  ELSE
    SELECT * INTO cancelled FROM payments WHERE id = NEW.reverses_id;
    IF cancelled.kind IS NULL OR cancelled.kind NOT IN ('payment', 'concession')
      OR cancelled.fee_account_id <> NEW.fee_account_id
      OR cancelled.amount <> NEW.amount OR cancelled.mode IS DISTINCT FROM NEW.mode THEN
      RAISE EXCEPTION 'a reversal cancels the whole of one payment or concession of its own account';
    END IF;
    IF cancelled.kind = 'payment' THEN
      paid_change := -NEW.amount;
    ELSE
      concession_change := -NEW.amount;
    END IF;
  END IF;
  UPDATE fee_accounts
    SET paid = paid + paid_change, concession = concession + concession_change, late_fee = late_fee + late_fee_change
    WHERE id = NEW.fee_account_id
    RETURNING total_fee, paid, concession, late_fee
    INTO NEW.account_total, NEW.account_paid, NEW.account_concession, NEW.account_late_fee;
  RETURN NEW;
END;
$$;
