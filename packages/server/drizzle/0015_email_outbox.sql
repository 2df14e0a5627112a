CREATE TYPE "public"."email_kind" AS ENUM('receipt', 'notice', 'reminder');--> statement-breakpoint
CREATE TYPE "public"."email_state" AS ENUM('queued', 'sending', 'sent', 'failed');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'email.retried';--> statement-breakpoint
ALTER TYPE "public"."audit_entity_type" ADD VALUE 'email';--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "email_kind" NOT NULL,
	"state" "email_state" DEFAULT 'queued' NOT NULL,
	"recipient_id" uuid,
	"to_name" text NOT NULL,
	"to_address" text NOT NULL,
	"notice_id" uuid,
	"payment_id" uuid,
	"due_fees" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempted_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_kind_shape" CHECK (case "email_outbox"."kind"
        when 'receipt' then "email_outbox"."payment_id" is not null
        when 'notice' then "email_outbox"."notice_id" is not null
        else "email_outbox"."due_fees" is not null
      end)
);
--> statement-breakpoint
CREATE TABLE "reminder_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"queued" integer NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_state_due_idx" ON "email_outbox" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_outbox_attempted_idx" ON "email_outbox" USING btree ("attempted_at") WHERE "email_outbox"."attempted_at" is not null;--> statement-breakpoint
CREATE INDEX "email_outbox_reminders_idx" ON "email_outbox" USING btree ("recipient_id","created_at") WHERE "email_outbox"."kind" = 'reminder';