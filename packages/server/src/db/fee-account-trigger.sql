-- The ledger's insert trigger, as the database has it now (migrations 0006 to 0049 wrote it, each whole): on every
-- row inserted into `payments` it keeps its fee account's sums and its instalments' (paid, concession, late fee,
-- named concession, waived late fees, with the instalments' running sums) and records on the row the account's
-- figures right after it. While it runs, `campus.ledger_entry` is on: the office's figures (0049) count what an entry
-- changes from the entries themselves, and pass over the account's and instalments' updates made here. A reversal gives back exactly what the entry it cancels gave. The trigger that runs it,
-- `payments_add_to_fee_account` before each insert, is 0011's. To change the function, edit it here and repeat it
-- whole in a new migration: test/fee-account-trigger.test.ts compares the migrated database's function with this text.
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
  PERFORM set_config('campus.ledger_entry', 'on', true);
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
  PERFORM set_config('campus.ledger_entry', '', true);
  RETURN NEW;
END;
$$;
