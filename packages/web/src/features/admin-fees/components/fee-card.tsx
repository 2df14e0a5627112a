import { useId } from 'react';
import { CreditCard } from 'lucide-react';
import { formatRupees, type AdminFeeRecord } from '@campus/domain';
import { ButtonLink } from '@/components/ui/button-link';
import { CourseDeletedBadge } from '@/components/ui/course-deleted-badge';
import { FeeStatusBadge } from '@/components/ui/fee-status-badge';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import type { RecordPaymentState } from '../types';

/** One fee account (student × course) with its figures and a way to record a payment against it. */
export function FeeCard({ record }: { record: AdminFeeRecord }) {
  const titleId = useId();
  const state: RecordPaymentState = {
    studentId: record.studentId,
    studentName: record.name,
    course: record.courseId,
    record,
  };
  const owing = record.amountDue > 0;
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70"
    >
      <div>
        {/* The badge sits beside the name only, so the email below has the card's whole width. */}
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="min-w-0 font-semibold text-slate-900">
            {record.name}
          </h2>
          <FeeStatusBadge status={record.status} />
        </div>
        <p className="text-xs text-slate-500">{record.email}</p>
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-700">
        {record.course}
        {record.courseDeleted && (
          <>
            {' '}
            <CourseDeletedBadge />
          </>
        )}
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl bg-slate-50 px-4 py-3 text-sm">
        <Figure label="Total fee" value={formatRupees(record.totalFee)} />
        <Figure label="Paid" value={formatRupees(record.paidAmount)} />
        <Figure
          label="Amount due"
          value={formatRupees(record.amountDue)}
          tone={owing ? 'text-rose-700' : 'text-emerald-700'}
        />
        <Figure label="Due date" value={formatDate(record.dueDate)} />
      </dl>
      <ButtonLink
        to={paths.admin.recordPayment}
        state={state}
        aria-describedby={titleId}
        variant={owing ? 'primary' : 'secondary'}
        size="sm"
        className="mt-auto py-2"
      >
        <CreditCard aria-hidden="true" className="size-4" /> Record Payment
      </ButtonLink>
    </article>
  );
}

function Figure({ label, value, tone = 'text-slate-900' }: { label: string; value: string; tone?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={`mt-0.5 truncate font-semibold tabular-nums ${tone}`}>{value}</dd>
    </div>
  );
}
