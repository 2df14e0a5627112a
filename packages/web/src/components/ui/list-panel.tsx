import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatCount } from '@campus/domain';
import { LoadingState } from './spinner';
import { ErrorState } from './states';

interface ListPanelProps<T> {
  title: string;
  /** What the count beside the title counts, for screen readers ("notices"). */
  countNoun: string;
  list: UseQueryResult<{ items: T[]; total: number }>;
  loadingLabel: string;
  /** The screen's load-failure text (spec §8). */
  errorMessage: string;
  /** What stands in for an empty list (an EmptyState). */
  empty: ReactNode;
  /** A control at the right of the header. */
  action?: ReactNode;
  /** Tighter padding, for a panel among the admin's compact cards. */
  compact?: boolean;
  /** The list itself, once it has items. */
  children: (items: T[]) => ReactNode;
}

/** A card with a titled header and the count of what it lists, over the list: loading, failed, empty or filled. */
export function ListPanel<T>({
  title,
  countNoun,
  list,
  loadingLabel,
  errorMessage,
  empty,
  action,
  compact,
  children,
}: ListPanelProps<T>) {
  const headingId = useId();
  const padding = compact ? 'p-5' : 'p-6';
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70"
    >
      <div
        className={`flex items-center justify-between gap-3 border-b border-slate-100 py-4 ${compact ? 'px-5' : 'px-6'}`}
      >
        <div className="flex items-center gap-2">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {list.data && (
            <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
              {formatCount(list.data.total)}
              <span className="sr-only"> {countNoun}</span>
            </span>
          )}
        </div>
        {action}
      </div>
      {list.isPending ? (
        <LoadingState label={loadingLabel} />
      ) : list.isError ? (
        <div className={padding}>
          <ErrorState message={errorMessage} onRetry={() => void list.refetch()} />
        </div>
      ) : list.data.items.length === 0 ? (
        <div className={padding}>{empty}</div>
      ) : (
        children(list.data.items)
      )}
    </section>
  );
}
