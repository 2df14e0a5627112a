ALTER TYPE "public"."payment_mode" ADD VALUE 'Cheque';--> statement-breakpoint
ALTER TYPE "public"."payment_mode" ADD VALUE 'Demand Draft';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "instrument_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "instrument_bank" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "instrument_date" date;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_instrument_shape" CHECK (case when "payments"."kind" = 'payment' and "payments"."mode"::text in ('Cheque', 'Demand Draft')
        then "payments"."instrument_number" is not null and "payments"."instrument_bank" is not null and "payments"."instrument_date" is not null
          and char_length("payments"."instrument_number") <= 20
          and char_length("payments"."instrument_bank") <= 100
        else "payments"."instrument_number" is null and "payments"."instrument_bank" is null and "payments"."instrument_date" is null
      end);