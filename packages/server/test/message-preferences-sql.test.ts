import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CHANNELS,
  defaultMessagePreferences,
  MESSAGE_KINDS,
  receivesMessage,
  type MessagePreferences,
} from '@campus/domain';
import type { Database } from '../src/db/client.js';
import * as preferencesSql from '../src/repositories/message-preferences-sql.js';
import { createTestDatabase } from './helpers/database.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function preferences(off: { kinds?: string[]; channels?: string[] }): MessagePreferences {
  const chosen = defaultMessagePreferences();
  for (const kind of off.kinds ?? []) chosen.kinds[kind as keyof MessagePreferences['kinds']] = false;
  for (const channel of off.channels ?? []) chosen.channels[channel as keyof MessagePreferences['channels']] = false;
  return chosen;
}

it('says who receives what on which channel as the domain does, null being the defaults', async () => {
  const cases: (MessagePreferences | null)[] = [
    null,
    defaultMessagePreferences(),
    preferences({ kinds: ['absence', 'notice', 'receipt'] }),
    preferences({ channels: ['sms'] }),
    preferences({ kinds: ['fee_overdue', 'result'], channels: ['email', 'whatsapp'] }),
  ];
  for (const chosen of cases) {
    const column = sql`${chosen === null ? null : JSON.stringify(chosen)}::jsonb`;
    const expected = MESSAGE_KINDS.flatMap((kind) =>
      CHANNELS.map((channel) => receivesMessage(chosen ?? defaultMessagePreferences(), kind, channel)),
    );
    const checks = MESSAGE_KINDS.flatMap((kind) =>
      CHANNELS.map((channel) => sql`${preferencesSql.receivesMessage(column, kind, sql`${channel}::text`)}`),
    );
    const { rows } = (await database.db.execute(
      sql`select array[${sql.join(checks, sql`, `)}] as receives`,
    )) as unknown as { rows: { receives: boolean[] }[] };
    expect(rows[0]!.receives).toEqual(expected);
  }
});
