ALTER TYPE "public"."audit_action" ADD VALUE 'language.changed';--> statement-breakpoint
ALTER TABLE "guardians" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;