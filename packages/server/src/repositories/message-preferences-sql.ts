import { sql, type SQL } from 'drizzle-orm';
import { MANDATORY_KINDS, type MessageKind } from '@campus/domain';

// The domain's receivesMessage in SQL, for queueing a message to many people in one statement (tested against it).

const mandatory: readonly MessageKind[] = MANDATORY_KINDS;

/**
 * Whether a person with `preferences` (a jsonb column, null for the defaults: everything on) receives a message of
 * `kind` on `channel` (a text expression).
 */
export function receivesMessage(preferences: SQL, kind: MessageKind, channel: SQL): SQL {
  const channelOn = sql`coalesce((${preferences} -> 'channels' ->> ${channel})::boolean, true)`;
  if (mandatory.includes(kind)) return channelOn;
  return sql`(${channelOn} and coalesce((${preferences} -> 'kinds' ->> ${kind}::text)::boolean, true))`;
}
