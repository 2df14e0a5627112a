-- A payment's receipt messages are queued before its receipt number is taken (insertNumberedPayment), naming the
-- payment that is inserted after them: the reference is checked when the transaction commits.
ALTER TABLE "email_outbox" ALTER CONSTRAINT "email_outbox_payment_id_payments_id_fk" DEFERRABLE INITIALLY DEFERRED;
