ALTER TABLE "payments" DROP CONSTRAINT "payments_late_fee_shape";--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD COLUMN "named_concession" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_instalments" ADD COLUMN "named_concession" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_instalments" ADD COLUMN "amount_before" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_instalments" ADD COLUMN "last" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_instalments" ADD COLUMN "late_fee_after" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_instalments" ADD COLUMN "named_concession_after" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_late_fee_shape" CHECK (("payments"."kind"::text = 'late_fee') = ("payments"."period" is not null)
        and ("payments"."instalment" is not null or "payments"."kind"::text <> 'late_fee')
        and ("payments"."instalment" is null or "payments"."kind"::text in ('late_fee', 'concession')));--> statement-breakpoint
UPDATE fee_instalments i SET amount_before = s.amount_before, last = s.last, late_fee_after = s.late_fee_after
  FROM (
    SELECT fee_account_id, number,
      coalesce(sum(amount) OVER (PARTITION BY fee_account_id ORDER BY number
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS amount_before,
      number = max(number) OVER (PARTITION BY fee_account_id) AS last,
      coalesce(sum(late_fee) OVER (PARTITION BY fee_account_id ORDER BY number
        ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0) AS late_fee_after
    FROM fee_instalments
  ) s
  WHERE i.fee_account_id = s.fee_account_id AND i.number = s.number;--> statement-breakpoint
-- The insert trigger also keeps the instalments' running sums: a late fee adds to late_fee_after of the instalments
-- before its own; a concession that names an instalment adds to its named_concession, to named_concession_after of
-- the ones before it and to the account's named_concession, and its reversal takes them off again.
CREATE OR REPLACE FUNCTION payments_add_to_fee_account() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cancelled payments%ROWTYPE;
  paid_change bigint := 0;
  concession_change bigint := 0;
  late_fee_change bigint := 0;
  named_change bigint := 0;
  named_instalment integer;
BEGIN
  IF NEW.kind = 'payment' THEN
    paid_change := NEW.amount;
  ELSIF NEW.kind = 'concession' THEN
    concession_change := NEW.amount;
    IF NEW.instalment IS NOT NULL THEN
      named_change := NEW.amount;
      named_instalment := NEW.instalment;
    END IF;
  ELSIF NEW.kind = 'late_fee' THEN
    late_fee_change := NEW.amount;
    UPDATE fee_instalments SET late_fee = late_fee + NEW.amount, late_fee_periods = late_fee_periods + 1
      WHERE fee_account_id = NEW.fee_account_id AND number = NEW.instalment;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'a late fee is charged on an instalment of its own account';
    END IF;
    IF NEW.instalment > 1 THEN
      UPDATE fee_instalments SET late_fee_after = late_fee_after + NEW.amount
        WHERE fee_account_id = NEW.fee_account_id AND number < NEW.instalment;
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
      IF cancelled.instalment IS NOT NULL THEN
        named_change := -NEW.amount;
        named_instalment := cancelled.instalment;
      END IF;
    END IF;
  END IF;
  IF named_instalment IS NOT NULL THEN
    UPDATE fee_instalments SET named_concession = named_concession + named_change
      WHERE fee_account_id = NEW.fee_account_id AND number = named_instalment;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'a concession names an instalment of its own account';
    END IF;
    IF named_instalment > 1 THEN
      UPDATE fee_instalments SET named_concession_after = named_concession_after + named_change
        WHERE fee_account_id = NEW.fee_account_id AND number < named_instalment;
    END IF;
  END IF;
  UPDATE fee_accounts
    SET paid = paid + paid_change, concession = concession + concession_change, late_fee = late_fee + late_fee_change,
      named_concession = named_concession + named_change
    WHERE id = NEW.fee_account_id
    RETURNING total_fee, paid, concession, late_fee
    INTO NEW.account_total, NEW.account_paid, NEW.account_concession, NEW.account_late_fee;
  RETURN NEW;
END;
$$;
