-- A UPI payment's reference as its UTR: letters and digits only, in capitals ("4123 4567-8901" is 412345678901).
CREATE FUNCTION upi_reference_key(reference text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT upper(regexp_replace(reference, '[^0-9A-Za-z]', '', 'g')) $$;
--> statement-breakpoint
-- Held until the transaction ends by whoever records a payment with this UTR, or reports it: two at once wait in turn.
CREATE FUNCTION lock_upi_reference(reference text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('upi:' || upi_reference_key(reference), 0));
END;
$$;
--> statement-breakpoint
-- A UTR is on one standing payment at most (one not reversed), however it is recorded: by hand or by confirming a
-- student's claim. The ledger is append-only, so "standing" is a reversal's absence, which no unique index can say;
-- the check runs under the UTR's lock instead, and reads afresh once it has it (a volatile function's statement sees
-- what committed before it). The standing payment's receipt number goes in the error's detail.
CREATE FUNCTION payments_refuse_standing_upi_reference() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  standing text;
BEGIN
  IF upi_reference_key(NEW.reference) = '' THEN
    RETURN NEW;
  END IF;
  PERFORM lock_upi_reference(NEW.reference);
  SELECT p.receipt_number INTO standing FROM payments p
    WHERE p.kind = 'payment' AND p.mode = 'UPI' AND upi_reference_key(p.reference) = upi_reference_key(NEW.reference)
      AND NOT EXISTS (SELECT 1 FROM payments r WHERE r.reverses_id = p.id)
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'UPI reference % is already on a standing payment', NEW.reference
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'payments_upi_reference_standing', DETAIL = standing;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payments_upi_reference_standing BEFORE INSERT ON payments
  FOR EACH ROW WHEN (NEW.kind::text = 'payment' AND NEW.mode::text = 'UPI' AND NEW.reference IS NOT NULL)
  EXECUTE FUNCTION payments_refuse_standing_upi_reference();
--> statement-breakpoint
DROP INDEX "payment_claims_utr_key";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_claims_pending_utr_key" ON "payment_claims" USING btree ("fee_account_id","utr") WHERE "payment_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_claims_utr_idx" ON "payment_claims" USING btree ("utr");--> statement-breakpoint
CREATE INDEX "payments_upi_reference_idx" ON "payments" USING btree (upi_reference_key("reference")) WHERE "payments"."kind" = 'payment' and "payments"."mode" = 'UPI';
