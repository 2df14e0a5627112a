ALTER TABLE "fee_accounts" ADD COLUMN "late_fee_waived" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_instalments" ADD COLUMN "late_fee_waived" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_instalments" ADD COLUMN "late_fee_waived_after" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "late_fees_waived" bigint[];--> statement-breakpoint
-- #40 item 24: a concession naming no instalment waives the late fees charged by its time (the last instalments'
-- first, `lateFeeWaiver` in the domain) and keeps them: a late fee charged after it is not waived by it. Each such
-- concession records what it waived of each instalment (`late_fees_waived`); the instalments and the account keep the
-- sums, and its reversal gives back exactly those.
CREATE FUNCTION late_fee_waiver(unwaived bigint[], amount bigint) RETURNS bigint[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(take ORDER BY n), '{}')
  FROM (
    SELECT n, least(u, greatest($2 - coalesce(sum(u) OVER (ORDER BY n DESC ROWS BETWEEN UNBOUNDED PRECEDING
      AND 1 PRECEDING), 0), 0)) AS take
    FROM unnest($1) WITH ORDINALITY AS x(u, n)
  ) taken
$$;--> statement-breakpoint
-- Adds a waiver (or, negated, takes it off) to an account's instalments and their running sums; returns its sum.
CREATE FUNCTION fee_instalments_add_waiver(account uuid, change bigint[]) RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
  UPDATE fee_instalments i
    SET late_fee_waived = i.late_fee_waived + w.change, late_fee_waived_after = i.late_fee_waived_after + w.after
    FROM (
      SELECT n::int AS number, c AS change,
        coalesce(sum(c) OVER (ORDER BY n DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS after
      FROM unnest(change) WITH ORDINALITY AS x(c, n)
    ) w
    WHERE i.fee_account_id = account AND i.number = w.number;
  RETURN (SELECT coalesce(sum(c), 0) FROM unnest(change) AS c);
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION payments_add_to_fee_account() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cancelled payments%ROWTYPE;
  paid_change bigint := 0;
  concession_change bigint := 0;
  late_fee_change bigint := 0;
  named_change bigint := 0;
  named_instalment integer;
  waiver bigint[];
  waived_change bigint := 0;
BEGIN
  NEW.late_fees_waived := NULL;
  IF NEW.kind = 'payment' THEN
    paid_change := NEW.amount;
  ELSIF NEW.kind = 'concession' THEN
    concession_change := NEW.amount;
    IF NEW.instalment IS NOT NULL THEN
      named_change := NEW.amount;
      named_instalment := NEW.instalment;
    ELSE
      SELECT late_fee_waiver(array_agg(late_fee - late_fee_waived ORDER BY number), NEW.amount) INTO waiver
        FROM fee_instalments WHERE fee_account_id = NEW.fee_account_id;
      IF (SELECT sum(w) FROM unnest(waiver) AS w) > 0 THEN
        NEW.late_fees_waived := waiver;
      ELSE
        waiver := NULL;
      END IF;
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
      ELSIF cancelled.late_fees_waived IS NOT NULL THEN
        SELECT array_agg(-w ORDER BY n) INTO waiver FROM unnest(cancelled.late_fees_waived) WITH ORDINALITY AS x(w, n);
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
  IF waiver IS NOT NULL THEN
    waived_change := fee_instalments_add_waiver(NEW.fee_account_id, waiver);
  END IF;
  UPDATE fee_accounts
    SET paid = paid + paid_change, concession = concession + concession_change, late_fee = late_fee + late_fee_change,
      named_concession = named_concession + named_change, late_fee_waived = late_fee_waived + waived_change
    WHERE id = NEW.fee_account_id
    RETURNING total_fee, paid, concession, late_fee
    INTO NEW.account_total, NEW.account_paid, NEW.account_concession, NEW.account_late_fee;
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- The concessions granted before: each standing one, in the ledger's order, waives the late fees charged before it
-- and not waived by an earlier one.
ALTER TABLE "payments" DISABLE TRIGGER "payments_append_only";--> statement-breakpoint
DO $$
DECLARE
  c record;
  waiver bigint[];
  waived bigint;
BEGIN
  FOR c IN
    SELECT p.id, p.fee_account_id, p.amount, p.created_at FROM payments p
    WHERE p.kind = 'concession' AND p.instalment IS NULL
      AND NOT EXISTS (SELECT 1 FROM payments r WHERE r.reverses_id = p.id)
      AND EXISTS (SELECT 1 FROM fee_instalments i WHERE i.fee_account_id = p.fee_account_id AND i.late_fee > 0)
    ORDER BY p.created_at, p.id
  LOOP
    SELECT late_fee_waiver(array_agg(charged.late_fee - charged.late_fee_waived ORDER BY charged.number), c.amount)
      INTO waiver
      FROM (
        SELECT i.number, i.late_fee_waived, coalesce((SELECT sum(l.amount) FROM payments l
          WHERE l.fee_account_id = c.fee_account_id AND l.kind = 'late_fee' AND l.instalment = i.number
            AND (l.created_at, l.id) < (c.created_at, c.id)), 0) AS late_fee
        FROM fee_instalments i WHERE i.fee_account_id = c.fee_account_id
      ) charged;
    IF (SELECT sum(w) FROM unnest(waiver) AS w) > 0 THEN
      UPDATE payments SET late_fees_waived = waiver WHERE id = c.id;
      waived := fee_instalments_add_waiver(c.fee_account_id, waiver);
      UPDATE fee_accounts SET late_fee_waived = late_fee_waived + waived WHERE id = c.fee_account_id;
    END IF;
  END LOOP;
END;
$$;--> statement-breakpoint
ALTER TABLE "payments" ENABLE TRIGGER "payments_append_only";
