-- fee_accounts.paid is the sum of the account's payments: filled from the ledger once, then kept in
-- step by every insert (in the inserting transaction); the ledger refuses updates and deletes.
UPDATE fee_accounts SET paid = ledger.paid
FROM (SELECT fee_account_id, sum(amount) AS paid FROM payments GROUP BY fee_account_id) AS ledger
WHERE fee_accounts.id = ledger.fee_account_id;
--> statement-breakpoint
CREATE FUNCTION payments_add_to_fee_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE fee_accounts SET paid = paid + NEW.amount WHERE id = NEW.fee_account_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payments_add_to_fee_account AFTER INSERT ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_add_to_fee_account();
