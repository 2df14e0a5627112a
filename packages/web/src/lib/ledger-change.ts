import type { QueryClient } from '@tanstack/react-query';

/**
 * A ledger entry (payment, concession, reversal) changes fee cards, payments, the dashboard and the report, so all
 * admin data reloads. Fee lists not on screen are dropped rather than kept stale: going back to them must not show the
 * amounts from before the entry, even briefly.
 */
export function reloadAfterLedgerChange(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: ['admin', 'fees'], type: 'inactive' });
  return queryClient.invalidateQueries({ queryKey: ['admin'] });
}
