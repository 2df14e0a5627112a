import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** The smallest statement the database must answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
