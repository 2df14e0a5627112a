ALTER TYPE "public"."audit_action" ADD VALUE 'staff.sign_in_locked' BEFORE 'staff.created';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'staff.sign_in_unlocked' BEFORE 'staff.created';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'student.sign_in_locked' BEFORE 'students.imported';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'student.sign_in_unlocked' BEFORE 'students.imported';