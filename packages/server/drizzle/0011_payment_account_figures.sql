ALTER TABLE "payments" ADD COLUMN "account_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "account_paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Payments recorded before: what was paid up to each from the ledger's order; the total as the account has it now
-- (the total at the time was not kept). The ledger refuses updates, so its guard steps aside for this once.
ALTER TABLE "payments" DISABLE TRIGGER "payments_append_only";--> statement-breakpoint
UPDATE "payments" SET "account_total" = figures.total_fee, "account_paid" = figures.paid
FROM (
  SELECT p.id, a.total_fee,
    sum(p.amount) OVER (PARTITION BY p.fee_account_id ORDER BY p.created_at, p.id) AS paid
  FROM "payments" p JOIN "fee_accounts" a ON a.id = p.fee_account_id
) AS figures
WHERE "payments"."id" = figures.id;--> statement-breakpoint
ALTER TABLE "payments" ENABLE TRIGGER "payments_append_only";--> statement-breakpoint
-- The trigger now runs before the insert, so the row it adds to the account also records the account's figures
-- right after it.
DROP TRIGGER "payments_add_to_fee_account" ON "payments";--> statement-breakpoint
CREATE OR REPLACE FUNCTION payments_add_to_fee_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE fee_accounts SET paid = paid + NEW.amount WHERE id = NEW.fee_account_id
    RETURNING total_fee, paid INTO NEW.account_total, NEW.account_paid;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER payments_add_to_fee_account BEFORE INSERT ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_add_to_fee_account();
