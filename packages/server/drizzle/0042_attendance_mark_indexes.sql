DROP INDEX "attendance_marks_student_idx";--> statement-breakpoint
CREATE INDEX "attendance_marks_absent_idx" ON "attendance_marks" USING btree ("class_session_id","student_id") WHERE "attendance_marks"."status" = 'absent';--> statement-breakpoint
CREATE INDEX "attendance_marks_student_idx" ON "attendance_marks" USING btree ("student_id","class_session_id","status");