-- Courses that already share a name (whatever its case) keep the oldest as it is; the others get " (2)", " (3)"…,
-- so the unique index can be built and each can still be told apart.
UPDATE "courses" SET "name" = "courses"."name" || ' (' || "d"."n" || ')', "version" = "courses"."version" + 1
FROM (
  SELECT "id", row_number() OVER (PARTITION BY lower("name") ORDER BY "created_at", "id") AS "n"
  FROM "courses" WHERE "deleted_at" IS NULL
) AS "d"
WHERE "courses"."id" = "d"."id" AND "d"."n" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "courses_name_active_key" ON "courses" USING btree (lower("name")) WHERE "courses"."deleted_at" is null;
