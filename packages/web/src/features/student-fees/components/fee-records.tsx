import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupees, type StudentFeeRecord } from '@campus/domain';
import { formatDate } from '@/lib/format';
import { CourseDeletedBadge } from '@/components/ui/course-deleted-badge';
import { FeeStatusBadge } from '@/components/ui/fee-status-badge';
import { ScrollTable } from '@/components/ui/table';

/** Unpaid records hide the paid amount and paid date (spec §4). */
const showsPayment = (record: StudentFeeRecord) => record.status !== 'Unpaid';

/**
 * The fee records: cards on phones, a table from tablet width up. Each adds up: total fee + late fee − concession −
 * paid = due.
 */
export function FeeRecords({ records }: { records: StudentFeeRecord[] }) {
  const { t } = useLingui();
  const anyConcession = records.some((record) => record.concession > 0);
  const anyLateFee = records.some((record) => record.lateFee > 0);
  return (
    <>
      <ul aria-label={t`Fee records`} className="space-y-4 md:hidden">
        {records.map((record) => (
          <li key={record._id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70">
            <div className="flex items-start justify-between gap-3">
              <h2 className="font-semibold text-slate-900">
                <CourseName record={record} />
              </h2>
              <FeeStatusBadge status={record.status} />
            </div>
            <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              <Figure label={t`Total fee`} value={formatRupees(record.totalFee)} />
              {record.lateFee > 0 && <Figure label={t`Late fee`} value={formatRupees(record.lateFee)} />}
              {record.concession > 0 && <Figure label={t`Concession`} value={formatRupees(record.concession)} />}
              <Figure label={t`Due amount`} value={formatRupees(record.dueAmount)} strong={record.dueAmount > 0} />
              <Figure label={t`Due date`} value={formatDate(record.dueDate)} />
              {showsPayment(record) && (
                <>
                  <Figure label={t`Paid amount`} value={formatRupees(record.paidAmount)} />
                  <Figure label={t`Paid date`} value={formatDate(record.paidDate)} />
                </>
              )}
            </dl>
          </li>
        ))}
      </ul>

      <ScrollTable
        caption={t`Fee records`}
        className="hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70 md:block"
      >
        <thead className="bg-slate-50 text-xs font-medium tracking-wide whitespace-nowrap text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-5 py-3">
              <Trans>Course</Trans>
            </th>
            <th scope="col" className="px-5 py-3">
              <Trans>Status</Trans>
            </th>
            <th scope="col" className="px-5 py-3 text-right">
              <Trans>Total fee</Trans>
            </th>
            {anyLateFee && (
              <th scope="col" className="px-5 py-3 text-right">
                <Trans>Late fee</Trans>
              </th>
            )}
            {anyConcession && (
              <th scope="col" className="px-5 py-3 text-right">
                <Trans>Concession</Trans>
              </th>
            )}
            <th scope="col" className="px-5 py-3 text-right">
              <Trans>Due amount</Trans>
            </th>
            <th scope="col" className="px-5 py-3">
              <Trans>Due date</Trans>
            </th>
            <th scope="col" className="px-5 py-3 text-right">
              <Trans>Paid amount</Trans>
            </th>
            <th scope="col" className="px-5 py-3">
              <Trans>Paid date</Trans>
            </th>
          </tr>
        </thead>
        {/* Only the course name may wrap: amounts, dates and statuses stay on one line. */}
        <tbody className="divide-y divide-slate-100 whitespace-nowrap">
          {records.map((record) => (
            <tr key={record._id} className="hover:bg-slate-50/60">
              <th scope="row" className="px-5 py-4 font-medium whitespace-normal text-slate-900">
                <CourseName record={record} />
              </th>
              <td className="px-5 py-4">
                <FeeStatusBadge status={record.status} />
              </td>
              <td className="px-5 py-4 text-right tabular-nums">{formatRupees(record.totalFee)}</td>
              {anyLateFee && (
                <td className="px-5 py-4 text-right tabular-nums">
                  {record.lateFee > 0 ? formatRupees(record.lateFee) : ''}
                </td>
              )}
              {anyConcession && (
                <td className="px-5 py-4 text-right tabular-nums">
                  {record.concession > 0 ? formatRupees(record.concession) : ''}
                </td>
              )}
              <td
                className={`px-5 py-4 text-right tabular-nums ${record.dueAmount > 0 ? 'font-medium text-rose-700' : ''}`}
              >
                {formatRupees(record.dueAmount)}
              </td>
              <td className="px-5 py-4">{formatDate(record.dueDate)}</td>
              <td className="px-5 py-4 text-right tabular-nums">
                {showsPayment(record) ? formatRupees(record.paidAmount) : ''}
              </td>
              <td className="px-5 py-4">{showsPayment(record) ? formatDate(record.paidDate) : ''}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </>
  );
}

function CourseName({ record }: { record: StudentFeeRecord }) {
  return (
    <>
      {record.course}
      {record.courseDeleted && (
        <>
          {' '}
          <span className="ml-1 inline-block align-middle">
            <CourseDeletedBadge />
          </span>
        </>
      )}
    </>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={`mt-0.5 tabular-nums ${strong ? 'font-semibold text-rose-700' : 'font-medium text-slate-900'}`}>
        {value}
      </dd>
    </div>
  );
}
