import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { AuditEvent } from '@campus/domain';
import { Badge } from '@/components/ui/badge';
import { ROLE_LABELS } from '@/lib/authorization';
import { formatDateTime } from '@/lib/format';
import { actionLabel, fieldLabel, formatChangedValue } from '../utils/audit-labels';
import { PlainHead, ScrollTable } from '@/components/ui/table';

/** One event: when, who (as they were then), what in a sentence, and each changed field before → after. */
export function AuditEventItem({ event }: { event: AuditEvent }) {
  const { t } = useLingui();
  const summaryId = useId();
  const { actor } = event;
  const changes = Object.entries(event.changes);
  return (
    <li aria-labelledby={summaryId} className="space-y-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <time dateTime={event.at} className="whitespace-nowrap text-slate-500">
          {formatDateTime(event.at)}
        </time>
        <span className="font-medium text-slate-900">
          {actor.name ?? actor.email ?? t`Unknown`}
          {actor.role && <span className="font-normal text-slate-500"> · {ROLE_LABELS[actor.role]}</span>}
        </span>
        <Badge tone="blue">{actionLabel(event.action)}</Badge>
      </div>
      <p id={summaryId} className="text-slate-800">
        {event.summary}
      </p>
      {changes.length > 0 && (
        <ScrollTable caption={t`Changes`} tableClassName="max-w-2xl">
          <PlainHead columns={[t`Field`, t`Before`, t`After`]} />
          <tbody className="divide-y divide-slate-100 border-t border-slate-100">
            {changes.map(([field, { from, to }]) => (
              <tr key={field}>
                <th scope="row" className="py-1.5 pr-4 align-top font-medium text-slate-700">
                  {fieldLabel(field)}
                </th>
                <td className="py-1.5 pr-4 align-top break-words text-rose-700">{formatChangedValue(from)}</td>
                <td className="py-1.5 align-top break-words text-emerald-700">{formatChangedValue(to)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </li>
  );
}
