import { Trans } from '@lingui/react/macro';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@/lib/format';
import { useStoreAfterHydration } from '@/lib/hydration';

/** When the oldest answer the page shows was fetched: what "as of" must say of the page as a whole. */
function oldestShown(client: QueryClient): number {
  let oldest = 0;
  for (const query of client.getQueryCache().getAll()) {
    const { dataUpdatedAt } = query.state;
    if (query.getObserversCount() > 0 && dataUpdatedAt > 0 && (oldest === 0 || dataUpdatedAt < oldest)) {
      oldest = dataUpdatedAt;
    }
  }
  return oldest;
}

/**
 * Says so when there is no connection (#46): the page shows what was last loaded, as of when, and nothing is sent
 * until the connection returns.
 */
export function OfflineNotice() {
  const client = useQueryClient();
  const online = useStoreAfterHydration(
    (changed) => onlineManager.subscribe(changed),
    () => onlineManager.isOnline(),
    true,
  );
  const asOf = useStoreAfterHydration(
    (changed) => client.getQueryCache().subscribe(changed),
    () => oldestShown(client),
    0,
  );
  if (online) return null;
  const time = asOf > 0 ? formatDateTime(new Date(asOf).toISOString()) : null;
  return (
    <p role="status" className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
      {time === null ? (
        <Trans>You are offline. This page shows what was last loaded.</Trans>
      ) : (
        <Trans>You are offline. This page shows what was last loaded, as of {time}.</Trans>
      )}
    </p>
  );
}
