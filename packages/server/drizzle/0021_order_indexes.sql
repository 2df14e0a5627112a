DROP INDEX "enrollments_enrolled_at_idx";--> statement-breakpoint
DROP INDEX "users_role_created_idx";--> statement-breakpoint
CREATE INDEX "enrollments_enrolled_at_idx" ON "enrollments" USING btree ("enrolled_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at" DESC NULLS FIRST,"id");