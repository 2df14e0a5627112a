-- The payment ledger is append-only: corrections are new rows, never edits.
CREATE FUNCTION payments_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payments are append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payments_append_only BEFORE UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_refuse_change();
