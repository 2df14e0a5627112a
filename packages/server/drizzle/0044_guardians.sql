ALTER TYPE "public"."audit_action" ADD VALUE 'guardian.created';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'guardian.linked';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'guardian.updated';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'guardian.removed';--> statement-breakpoint
ALTER TYPE "public"."audit_entity_type" ADD VALUE 'guardian';--> statement-breakpoint
CREATE TABLE "guardians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"phone" text,
	"email" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "guardians_contact" CHECK ("guardians"."phone" is not null or "guardians"."email" is not null)
);
--> statement-breakpoint
CREATE TABLE "student_guardians" (
	"student_id" uuid NOT NULL,
	"guardian_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_guardians_student_id_guardian_id_pk" PRIMARY KEY("student_id","guardian_id")
);
--> statement-breakpoint
ALTER TABLE "student_guardians" ADD CONSTRAINT "student_guardians_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_guardians" ADD CONSTRAINT "student_guardians_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardians_phone_active_key" ON "guardians" USING btree ("phone") WHERE "guardians"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "guardians_email_active_key" ON "guardians" USING btree ("email") WHERE "guardians"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "student_guardians_guardian_idx" ON "student_guardians" USING btree ("guardian_id");