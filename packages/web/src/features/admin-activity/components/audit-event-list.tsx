import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { loadMessages, type AuditEvent, type Page } from '@campus/domain';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import '@/lib/domain-text/load';
import { domainText } from '@/lib/domain-text/registry';
import { AuditEventItem } from './audit-event-item';

/** A page of events, newest first, with paging; `empty` says why there are none. */
export function AuditEventList({
  events,
  onPage,
  empty,
}: {
  events: UseQueryResult<Page<AuditEvent>>;
  onPage: (page: number) => void;
  empty: string;
}) {
  const { t } = useLingui();
  if (events.isPending) return <LoadingState label={t`Loading activity…`} />;
  if (events.isError)
    return <ErrorState message={domainText(loadMessages.activity)} onRetry={() => void events.refetch()} />;
  const { items, page, limit, total } = events.data;
  if (items.length === 0) return <EmptyState title={empty} />;
  return (
    <div
      aria-busy={events.isFetching}
      className={events.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
    >
      <Card>
        <ul aria-label={t`Activity`} className="divide-y divide-slate-100">
          {items.map((event) => (
            <AuditEventItem key={event._id} event={event} />
          ))}
        </ul>
      </Card>
      <Pagination page={page} limit={limit} total={total} onPage={onPage} />
    </div>
  );
}
