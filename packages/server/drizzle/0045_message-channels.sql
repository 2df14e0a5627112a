CREATE TYPE "public"."message_channel" AS ENUM('email', 'sms', 'whatsapp');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'message.retried' BEFORE 'backup.created';--> statement-breakpoint
ALTER TYPE "public"."audit_entity_type" ADD VALUE 'message' BEFORE 'backup';--> statement-breakpoint
ALTER TYPE "public"."email_state" ADD VALUE 'delivered' BEFORE 'failed';--> statement-breakpoint
DROP INDEX "email_outbox_state_due_idx";--> statement-breakpoint
DROP INDEX "email_outbox_attempted_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "channel" "message_channel" DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "guardian_id" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "sms_parts" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guardians" ADD COLUMN "message_preferences" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "message_preferences" jsonb;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_provider_message_key" ON "email_outbox" USING btree ("channel","provider_message_id") WHERE "email_outbox"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_outbox_student_idx" ON "email_outbox" USING btree ("recipient_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_outbox_state_due_idx" ON "email_outbox" USING btree ("channel","state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_outbox_attempted_idx" ON "email_outbox" USING btree ("channel","attempted_at") WHERE "email_outbox"."attempted_at" is not null;