import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CreditCard } from 'lucide';
import { FEE_STATUSES, formatCount, loadMessages, type FeeStatus } from '@campus/domain';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import '@/lib/domain-text/load';
import { domainText } from '@/lib/domain-text/registry';
import { useFilterParam, useKeepPageInRange } from '@/lib/use-list-params';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useAdminFees } from '../api/get-admin-fees';
import { FeeCard } from './fee-card';
import { useDeferredFirstAnswer } from '@/lib/use-deferred-first-answer';

const STATUS_LABELS: Record<FeeStatus, MessageDescriptor> = {
  Paid: msg`Paid`,
  Partial: msg`Partial`,
  Unpaid: msg`Unpaid`,
};

const FILTERS: { label: MessageDescriptor; status: FeeStatus | undefined }[] = [
  { label: msg`All`, status: undefined },
  ...FEE_STATUSES.map((status) => ({ label: STATUS_LABELS[status], status })),
];

export function AdminFeesView() {
  const { t, i18n } = useLingui();
  const { search, setSearch, debouncedSearch, page, setPage } = usePagedSearch();
  const [status, setStatus] = useFilterParam('status', FEE_STATUSES);
  const fees = useDeferredFirstAnswer(useAdminFees({ page, search: debouncedSearch, status }));
  useKeepPageInRange(page, setPage, fees.data);
  const recordCount = (total: number) => {
    const shown = formatCount(total);
    return t`${plural(total, { one: `${shown} fee record`, other: `${shown} fee records` })}`;
  };

  return (
    <>
      <PageHeader
        title={t`Fees`}
        description={t`Every student's fee account per course, with what is paid and what is still due.`}
        actions={
          <ButtonLink to={paths.admin.recordPayment}>
            <Icon icon={CreditCard} aria-hidden="true" className="size-4" /> <Trans>Record a payment</Trans>
          </ButtonLink>
        }
      />
      <div className="space-y-5">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <SearchField
            label={t`Search fee records`}
            value={search}
            onChange={setSearch}
            placeholder={t`Student, email or course`}
            className="md:w-80"
          />
          <div
            role="group"
            aria-label={t`Filter by status`}
            className="inline-flex self-start rounded-lg bg-slate-100 p-1 md:self-auto"
          >
            {FILTERS.map((filter) => {
              const active = filter.status === status;
              return (
                <button
                  key={filter.status ?? 'all'}
                  type="button"
                  aria-pressed={active}
                  onClick={() => setStatus(filter.status)}
                  className={`rounded-md px-3 py-1.5 text-sm font-medium transition-colors ${
                    active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
                  }`}
                >
                  {i18n._(filter.label)}
                </button>
              );
            })}
          </div>
        </div>
        {fees.isPending ? (
          <LoadingState label={t`Loading fee records…`} />
        ) : fees.isError ? (
          <ErrorState message={domainText(loadMessages.adminFeeRecords)} onRetry={() => void fees.refetch()} />
        ) : fees.data.items.length === 0 ? (
          <EmptyState title={debouncedSearch || status ? t`No fee records match` : t`No fee records yet`}>
            {debouncedSearch || status
              ? t`Try another search or status.`
              : t`A fee account opens when a student is enrolled in a course.`}
          </EmptyState>
        ) : (
          <>
            <p className="text-sm text-slate-500" aria-live="polite">
              {recordCount(fees.data.total)}
            </p>
            <ul aria-label={t`Fee records`} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {fees.data.items.map((record) => (
                <li key={record.id} className="flex min-w-0">
                  <FeeCard record={record} />
                </li>
              ))}
            </ul>
          </>
        )}
        {fees.data && (
          <Pagination
            page={page}
            limit={fees.data.limit}
            total={fees.data.total}
            totalIsAtLeast={fees.data.totalIsAtLeast}
            onPage={setPage}
          />
        )}
      </div>
    </>
  );
}
