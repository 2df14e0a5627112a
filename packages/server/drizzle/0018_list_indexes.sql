DROP INDEX "payments_paid_on_idx";--> statement-breakpoint
DROP INDEX "users_student_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_student_email_trgm_idx";--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("paid_on","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_receipt_number_trgm_idx" ON "payments" USING gin ("receipt_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_reference_trgm_idx" ON "payments" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_student_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops) WHERE "users"."role" = 'student';--> statement-breakpoint
CREATE INDEX "users_student_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops) WHERE "users"."role" = 'student';--> statement-breakpoint
CREATE INDEX "users_student_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WHERE "users"."role" = 'student';