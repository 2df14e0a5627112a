ALTER TYPE "public"."email_kind" ADD VALUE 'fee_due' BEFORE 'absence';--> statement-breakpoint
CREATE TABLE "fee_due_notices" (
	"fee_account_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"due_date" date NOT NULL,
	"noticed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_due_notices_fee_account_id_number_due_date_pk" PRIMARY KEY("fee_account_id","number","due_date")
);
--> statement-breakpoint
CREATE TABLE "pending_delivery_receipts" (
	"channel" "message_channel" NOT NULL,
	"provider_message_id" text NOT NULL,
	"delivered" boolean NOT NULL,
	"reason" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_delivery_receipts_channel_provider_message_id_pk" PRIMARY KEY("channel","provider_message_id")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_shape";--> statement-breakpoint
ALTER TABLE "fee_accounts" ADD COLUMN "pay_code" text DEFAULT substr(replace(gen_random_uuid()::text, '-', ''), 1, 12) NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_due_notices" ADD CONSTRAINT "fee_due_notices_fee_account_id_fee_accounts_id_fk" FOREIGN KEY ("fee_account_id") REFERENCES "public"."fee_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_delivery_receipts_received_idx" ON "pending_delivery_receipts" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_accounts_pay_code_key" ON "fee_accounts" USING btree ("pay_code");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_shape" CHECK (case "email_outbox"."kind"::text
        when 'receipt' then "email_outbox"."payment_id" is not null
        when 'notice' then "email_outbox"."notice_id" is not null
        when 'reminder' then "email_outbox"."due_fees" is not null
        when 'fee_due' then "email_outbox"."due_fees" is not null
        when 'absence' then "email_outbox"."missed_classes" is not null
        when 'attendance_warning' then "email_outbox"."low_attendance" is not null
        else "email_outbox"."result" is not null
      end);