import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { createSearchParams } from 'react-router';
import { CreditCard, History, TicketPercent } from 'lucide';
import { formatRupees, successMessages, type AdminFeeRecord } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { ButtonLink } from '@/components/ui/button-link';
import { CourseDeletedBadge } from '@/components/ui/course-deleted-badge';
import { FeeStatusBadge } from '@/components/ui/fee-status-badge';
import { paths } from '@/config/paths';
import '@/lib/domain-text/success';
import { domainText } from '@/lib/domain-text/registry';
import { formatDate } from '@/lib/format';
import type { RecordPaymentState } from '../types';

const ConcessionDialog = lazyDialog(
  () => import('@/components/fees/concession-dialog').then((module) => module.ConcessionDialog),
  ({ open }) => open,
);

/**
 * One fee account (student × course) with its figures (total fee + late fee − concession − paid = amount due), a way to record a payment or grant a concession against it, and
 * its history (the Payments page narrowed to the account).
 */
export function FeeCard({ record }: { record: AdminFeeRecord }) {
  const { t } = useLingui();
  const titleId = useId();
  const [granting, setGranting] = useState(false);
  const [granted, setGranted] = useState(false);
  const history = {
    pathname: paths.admin.payments,
    search: `?${createSearchParams({ studentId: record.studentId, courseId: record.courseId })}`,
  };
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
        <Figure label={t`Total fee`} value={formatRupees(record.totalFee)} />
        {record.lateFee > 0 && <Figure label={t`Late fee`} value={formatRupees(record.lateFee)} />}
        {record.concession > 0 && <Figure label={t`Concession`} value={formatRupees(record.concession)} />}
        <Figure label={t`Paid`} value={formatRupees(record.paidAmount)} />
        <Figure
          label={t`Amount due`}
          value={formatRupees(record.amountDue)}
          tone={owing ? 'text-rose-700' : 'text-emerald-700'}
        />
        <Figure label={t`Due date`} value={formatDate(record.dueDate)} />
      </dl>
      {granted && <Alert tone="success">{domainText(successMessages.concessionGranted)}</Alert>}
      <div className="mt-auto flex flex-col gap-2">
        <ButtonLink
          to={paths.admin.recordPayment}
          state={state}
          aria-describedby={titleId}
          variant={owing ? 'primary' : 'secondary'}
          size="sm"
          className="py-2"
        >
          <Icon icon={CreditCard} aria-hidden="true" className="size-4" /> <Trans>Record Payment</Trans>
        </ButtonLink>
        <div className="grid grid-cols-2 gap-2">
          <ButtonLink to={history} aria-describedby={titleId} variant="secondary" size="sm">
            <Icon icon={History} aria-hidden="true" className="size-4" /> <Trans>History</Trans>
          </ButtonLink>
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={titleId}
            disabled={!owing}
            onClick={() => {
              setGranted(false);
              setGranting(true);
            }}
          >
            <Icon icon={TicketPercent} aria-hidden="true" className="size-4" /> <Trans>Concession</Trans>
          </Button>
        </div>
      </div>
      <ConcessionDialog
        record={record}
        open={granting}
        onClose={() => setGranting(false)}
        onGranted={() => {
          setGranting(false);
          setGranted(true);
        }}
      />
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
