import { useId } from 'react';
import { formatRupees, type InstalmentStatus, type InstalmentView, type StudentFeeRecord } from '@campus/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { UpiPayment } from './upi-payment';

const STATUS: Record<InstalmentStatus, { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid', tone: 'green' },
  due: { label: 'Due', tone: 'amber' },
  overdue: { label: 'Overdue', tone: 'red' },
};

/** Each course's instalments, and a way to pay what is due next by UPI when the institute takes UPI. */
export function FeeSchedules({ records }: { records: StudentFeeRecord[] }) {
  return records.map((record) => <FeeSchedule key={record._id} record={record} />);
}

function FeeSchedule({ record }: { record: StudentFeeRecord }) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {record.course}
      </h2>
      <ul aria-label="Instalments" className="divide-y divide-slate-100">
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
  const { label, tone } = STATUS[instalment.status];
  return (
    <li className="py-3">
      <div className="flex items-center justify-between gap-3">
        <p className="font-medium text-slate-900">
          Instalment {instalment.number}{' '}
          <span className="font-normal whitespace-nowrap text-slate-500">· due {formatDate(instalment.dueDate)}</span>
        </p>
        <Badge tone={tone}>{label}</Badge>
      </div>
      <dl className="mt-1.5 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <Figure label="Amount" paise={instalment.amount} />
        {instalment.lateFee > 0 && <Figure label="Late fee" paise={instalment.lateFee} />}
        {instalment.concession > 0 && <Figure label="Concession" paise={instalment.concession} />}
        <Figure label="Paid" paise={instalment.paid} />
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
