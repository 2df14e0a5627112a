import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatRupees, type InstalmentStatus, type InstalmentView, type StudentFeeRecord } from '@campus/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { UpiPayment } from './upi-payment';

const STATUS: Record<InstalmentStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  // The status, not the amount paid (a figure's label, "Paid" too).
  paid: { label: msg({ message: 'Paid', context: 'instalment status' }), tone: 'green' },
  due: { label: msg`Due`, tone: 'amber' },
  overdue: { label: msg`Overdue`, tone: 'red' },
};

/** Each course's instalments, and a way to pay what is due next by UPI when the institute takes UPI. */
export function FeeSchedules({ records }: { records: StudentFeeRecord[] }) {
  return records.map((record) => <FeeSchedule key={record._id} record={record} />);
}

function FeeSchedule({ record }: { record: StudentFeeRecord }) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {record.course}
      </h2>
      <ul aria-label={t`Instalments`} className="divide-y divide-slate-100">
        {record.schedule.map((instalment) => (
          <Instalment key={instalment.number} instalment={instalment} />
        ))}
      </ul>
      {record.upiLink && record.nextDue && (
        <UpiPayment courseId={record.courseId} upiLink={record.upiLink} nextDue={record.nextDue} />
      )}
    </Card>
  );
}

function Instalment({ instalment }: { instalment: InstalmentView }) {
  const { t, i18n } = useLingui();
  const { label, tone } = STATUS[instalment.status];
  const number = instalment.number;
  const dueDate = formatDate(instalment.dueDate);
  return (
    <li className="py-3">
      <div className="flex items-center justify-between gap-3">
        <p className="font-medium text-slate-900">
          <Trans>
            Instalment {number} <span className="font-normal whitespace-nowrap text-slate-500">· due {dueDate}</span>
          </Trans>
        </p>
        <Badge tone={tone}>{i18n._(label)}</Badge>
      </div>
      <dl className="mt-1.5 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <Figure label={t`Amount`} paise={instalment.amount} />
        {instalment.lateFee > 0 && <Figure label={t`Late fee`} paise={instalment.lateFee} />}
        {instalment.concession > 0 && <Figure label={t`Concession`} paise={instalment.concession} />}
        <Figure label={t({ message: 'Paid', context: 'amount paid' })} paise={instalment.paid} />
      </dl>
    </li>
  );
}

function Figure({ label, paise }: { label: string; paise: number }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">{formatRupees(paise)}</dd>
    </div>
  );
}
