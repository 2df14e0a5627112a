CREATE TYPE "public"."ledger_kind" AS ENUM('payment', 'reversal', 'concession');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'payment.reversed' BEFORE 'fee.total_corrected';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'concession.granted' BEFORE 'fee.total_corrected';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'concession.reversed' BEFORE 'fee.total_corrected';--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_accounts" DROP CONSTRAINT "fee_accounts_closed_unpaid";--> statement-breakpoint
DROP INDEX "fee_accounts_outstanding_idx";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "mode" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD COLUMN "concession" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD COLUMN "net_fee" bigint GENERATED ALWAYS AS (total_fee - concession) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" "ledger_kind" DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reverses_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "account_concession" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Payments recorded before get their receipt numbers: per financial year (1 April to 31 March) of the moment they
-- were recorded in Asia/Kolkata, in the ledger's order. The ledger refuses updates, so its guard steps aside for this
-- once; the counters then continue from the last number of each year.
ALTER TABLE "payments" DISABLE TRIGGER "payments_append_only";--> statement-breakpoint
UPDATE "payments" SET "receipt_number" = numbered.financial_year || '/' || lpad(numbered.n::text, greatest(6, length(numbered.n::text)), '0')
FROM (
  SELECT id, financial_year, row_number() OVER (PARTITION BY financial_year ORDER BY created_at, id) AS n
  FROM (
    SELECT id, created_at, start_year || '-' || lpad(((start_year + 1) % 100)::text, 2, '0') AS financial_year
    FROM (
      SELECT id, created_at,
        extract(year FROM created_at AT TIME ZONE 'Asia/Kolkata')::int
          - CASE WHEN extract(month FROM created_at AT TIME ZONE 'Asia/Kolkata') < 4 THEN 1 ELSE 0 END AS start_year
      FROM "payments"
    ) AS years
  ) AS labelled
) AS numbered
WHERE "payments"."id" = numbered.id;--> statement-breakpoint
ALTER TABLE "payments" ENABLE TRIGGER "payments_append_only";--> statement-breakpoint
INSERT INTO "receipt_counters" ("financial_year", "last_number")
SELECT split_part("receipt_number", '/', 1), count(*) FROM "payments" GROUP BY 1;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reverses_id_payments_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reverses_id_key" ON "payments" USING btree ("reverses_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_key" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "fee_accounts_outstanding_idx" ON "fee_accounts" USING btree (("net_fee" - "paid") desc) WHERE "fee_accounts"."net_fee" - "fee_accounts"."paid" > 0 and "fee_accounts"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD CONSTRAINT "fee_accounts_concession_not_negative" CHECK ("fee_accounts"."concession" >= 0);--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD CONSTRAINT "fee_accounts_closed_unpaid" CHECK ("fee_accounts"."closed_at" is null or ("fee_accounts"."paid" = 0 and "fee_accounts"."concession" = 0));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reason_length" CHECK ("payments"."reason" is null or char_length("payments"."reason") between 5 and 500);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reference_length" CHECK ("payments"."reference" is null or char_length("payments"."reference") <= 100);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_shape" CHECK (case "payments"."kind"
        when 'payment' then "payments"."mode" is not null and "payments"."receipt_number" is not null and "payments"."reverses_id" is null
          and "payments"."reason" is null
        when 'concession' then "payments"."mode" is null and "payments"."receipt_number" is null and "payments"."reverses_id" is null
          and "payments"."reason" is not null and "payments"."reference" is null
        else "payments"."receipt_number" is null and "payments"."reverses_id" is not null and "payments"."reason" is not null
          and "payments"."reference" is null
      end);--> statement-breakpoint
-- The insert trigger now keeps both sums of the account: a payment adds to paid, a concession to concession, and a
-- reversal takes the whole of the entry it cancels off the sum that entry went into. The row records the account's
-- figures right after it, whatever its kind.
CREATE OR REPLACE FUNCTION payments_add_to_fee_account() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cancelled payments%ROWTYPE;
  paid_change bigint := 0;
  concession_change bigint := 0;
BEGIN
  IF NEW.kind = 'payment' THEN
    paid_change := NEW.amount;
  ELSIF NEW.kind = 'concession' THEN
    concession_change := NEW.amount;
  ELSE
    SELECT * INTO cancelled FROM payments WHERE id = NEW.reverses_id;
    IF cancelled.kind IS NULL OR cancelled.kind = 'reversal' OR cancelled.fee_account_id <> NEW.fee_account_id
      OR cancelled.amount <> NEW.amount OR cancelled.mode IS DISTINCT FROM NEW.mode THEN
      RAISE EXCEPTION 'a reversal cancels the whole of one payment or concession of its own account';
    END IF;
    IF cancelled.kind = 'payment' THEN
      paid_change := -NEW.amount;
    ELSE
      concession_change := -NEW.amount;
    END IF;
  END IF;
  UPDATE fee_accounts SET paid = paid + paid_change, concession = concession + concession_change
    WHERE id = NEW.fee_account_id
    RETURNING total_fee, paid, concession INTO NEW.account_total, NEW.account_paid, NEW.account_concession;
  RETURN NEW;
END;
$$;
