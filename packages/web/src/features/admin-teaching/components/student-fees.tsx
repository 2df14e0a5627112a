import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { CreditCard } from 'lucide';
import { formatRupees, type AdminFeeRecord } from '@campus/domain';
import { ButtonLink } from '@/components/ui/button-link';
import { CourseDeletedBadge } from '@/components/ui/course-deleted-badge';
import { FeeStatusBadge } from '@/components/ui/fee-status-badge';
import { Icon } from '@/components/ui/icon';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuthorization } from '@/lib/authorization';
import { formatDate } from '@/lib/format';
import { useStudentFeeAccounts } from '@/lib/get-student-fee-accounts';

/**
 * A student's fee accounts, for the office (on this page, which those who teach use, an admin): each course's status,
 * paid of the fee, the amount due and what falls due next, as the server gives them, and a way to record a payment.
 * Shown inside `<Authorization access="office">`; nothing is asked for anyone else.
 */
export function StudentFees({ studentId }: { studentId: string }) {
  const { t } = useLingui();
  const fees = useStudentFeeAccounts(useAuthorization().may('office') ? studentId : null);
  return (
    <section aria-labelledby="student-fees" className="space-y-3">
      <h2 id="student-fees" className="text-lg font-semibold text-slate-900">
        <Trans>Fees</Trans>
      </h2>
      {fees.isPending ? (
        <LoadingState label={t`Loading the fees…`} />
      ) : fees.isError ? (
        <ErrorState
          message={errorMessage(fees.error, t`Failed to load the fees. Please try again.`)}
          onRetry={() => void fees.refetch()}
        />
      ) : fees.data.length === 0 ? (
        <p className="text-sm text-slate-500">
          <Trans>No fee accounts.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Fee accounts`} className="grid gap-4 md:grid-cols-2 lg:grid-cols-1">
          {fees.data.map((record) => (
            <li key={record.id} className="min-w-0">
              <FeeAccount record={record} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FeeAccount({ record }: { record: AdminFeeRecord }) {
  const { t } = useLingui();
  const titleId = useId();
  const paid = formatRupees(record.paidAmount);
  const total = formatRupees(record.totalFee);
  const owing = record.amountDue > 0;
  const nextAmount = record.nextDue && formatRupees(record.nextDue.amount);
  const nextDate = record.nextDue && formatDate(record.nextDue.dueDate);
  // What the record-payment page reads from a fee card (its RecordPaymentState): the form shows the account at once.
  const state = { studentId: record.studentId, studentName: record.name, course: record.courseId, record };
  return (
    <article
      aria-labelledby={titleId}
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="min-w-0 font-semibold wrap-break-word text-slate-900">
          {record.course}
          {record.courseDeleted && (
            <>
              {' '}
              <CourseDeletedBadge />
            </>
          )}
        </h3>
        <FeeStatusBadge status={record.status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-slate-500">
          <Trans>Paid</Trans>
        </dt>
        <dd className="text-slate-900 tabular-nums">{t`${paid} of ${total}`}</dd>
        <dt className="text-slate-500">
          <Trans>Amount due</Trans>
        </dt>
        <dd className={`font-semibold tabular-nums ${owing ? 'text-rose-700' : 'text-emerald-700'}`}>
          {formatRupees(record.amountDue)}
        </dd>
        <dt className="text-slate-500">
          <Trans>Next due</Trans>
        </dt>
        <dd className="text-slate-900 tabular-nums">{nextAmount ? t`${nextAmount} on ${nextDate}` : '—'}</dd>
      </dl>
      {owing && (
        <ButtonLink
          to={paths.admin.recordPayment}
          state={state}
          aria-describedby={titleId}
          variant="secondary"
          size="sm"
        >
          <Icon icon={CreditCard} aria-hidden="true" className="size-4" /> <Trans>Record Payment</Trans>
        </ButtonLink>
      )}
    </article>
  );
}
