import type { AuditChanges } from '@campus/domain';

type FieldValue = AuditChanges[string]['to'];
/** A record's fields as the audit trail shows them: money already formatted, a list of courses as their names. */
export type AuditSnapshot = Record<string, FieldValue>;

const same = (a: FieldValue, b: FieldValue) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Before → after of each field whose value differs. Without `before` (a record just created) every field that has a
 * value is a change from null.
 */
export function changesBetween(before: AuditSnapshot | undefined, after: AuditSnapshot): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before?.[field] ?? null;
    if (!same(from, to)) changes[field] = { from, to };
  }
  return changes;
}
