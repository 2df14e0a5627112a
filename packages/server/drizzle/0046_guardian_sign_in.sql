ALTER TYPE "public"."audit_action" ADD VALUE 'guardian.signed_in';--> statement-breakpoint
CREATE TABLE "guardian_sign_in_codes" (
	"guardian_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "actor_guardian_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "guardian_id" uuid;--> statement-breakpoint
ALTER TABLE "guardian_sign_in_codes" ADD CONSTRAINT "guardian_sign_in_codes_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_guardian_id_guardians_id_fk" FOREIGN KEY ("actor_guardian_id") REFERENCES "public"."guardians"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_guardian_live_idx" ON "sessions" USING btree ("guardian_id") WHERE "sessions"."ended_at" is null;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_one_holder" CHECK (("sessions"."user_id" is null) <> ("sessions"."guardian_id" is null));