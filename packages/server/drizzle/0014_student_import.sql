ALTER TYPE "public"."audit_action" ADD VALUE 'students.imported' BEFORE 'course.created';--> statement-breakpoint
ALTER TYPE "public"."audit_entity_type" ADD VALUE 'import';