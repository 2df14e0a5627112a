import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { ListQuery, Notice, Page } from '@campus/domain';
import type { Db } from '../db/client.js';
import { notices } from '../db/schema.js';
import type { Tx } from '../db/transaction.js';
import { containing } from './search.js';

type NoticeRow = typeof notices.$inferSelect;

/** Every server instance LISTENs here; the payload is the id of a notice just published. */
export const NOTICE_CHANNEL = 'campus_notices';

export function toNoticeDto(notice: NoticeRow): Notice {
  return {
    _id: notice.id,
    title: notice.title,
    description: notice.description,
    createdAt: notice.createdAt.toISOString(),
    version: notice.version,
  };
}

/** One page of notices, newest first; `search` matches the title or the description. */
export async function noticePage(db: Db, { page, limit, search }: ListQuery): Promise<Page<Notice>> {
  const where = search
    ? or(ilike(notices.title, containing(search)), ilike(notices.description, containing(search)))
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(notices).where(where),
  ]);
  return { items: rows.map(toNoticeDto), total: counted?.total ?? 0, page, limit };
}

/** Inserts the notice and tells every listening instance; the NOTIFY is delivered when the transaction commits. */
export async function insertNotice(tx: Tx, values: typeof notices.$inferInsert): Promise<Notice> {
  const [row] = await tx.insert(notices).values(values).returning();
  await tx.execute(sql`select pg_notify(${NOTICE_CHANNEL}, ${row!.id})`);
  return toNoticeDto(row!);
}

export async function findNotice(db: Db, id: string): Promise<Notice | undefined> {
  const [row] = await db.select().from(notices).where(eq(notices.id, id));
  return row && toNoticeDto(row);
}
