import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Download } from 'lucide';
import { generatePath, Link, useSearchParams } from 'react-router';
import { ATTENDANCE_CODES, ATTENDANCE_STATUSES, type AttendanceRegister, type AttendanceStatus } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { dateFormat } from '@/lib/i18n';
import { useToday } from '@/lib/use-today';
import { useDownloadRegister, type RegisterFormat } from '../api/download-register';
import { useRegister } from '../api/get-register';
import { addMonths, isMonth } from '../utils/addresses';
import { STATUS_LABELS } from './student-mark';
import { Icon } from '@/components/ui/icon';
import { StepButton } from './step-button';

const CELL: Record<AttendanceStatus, string> = {
  present: 'text-emerald-800',
  absent: 'bg-rose-100 text-rose-800',
  late: 'bg-amber-100 text-amber-900',
  excused: 'bg-slate-100 text-slate-700',
};

// In the language shown, read when the page renders.
const DAY_OF_MONTH = { day: 'numeric', timeZone: 'UTC' } as const;
const WEEKDAY = { weekday: 'short', timeZone: 'UTC' } as const;
const FULL_DAY = { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' } as const;
const MONTH = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);
/** A month (YYYY-MM) in words, as `registerTexts.month` writes it in English: "December 2026". */
const monthName = (month: string) => dateFormat(MONTH).format(utcDay(`${month}-01`));

/** The printed register's legend (`registerTexts.legend`, in the language shown), and what "At risk" means on screen. */
function Legend({ minPercent }: { minPercent: number }) {
  const { t } = useLingui();
  const { present, absent, late, excused } = ATTENDANCE_CODES;
  const legend = t`${present} present, ${absent} absent, ${late} late (counts as attended), ${excused} excused (not counted); % of the classes held, ${minPercent}% needed. Marked in red: below ${minPercent}%.`;
  return (
    <p className="text-sm text-slate-600">
      {legend} {t`At risk: one more absence would take them below.`}
    </p>
  );
}

function RegisterTable({ register }: { register: AttendanceRegister }) {
  const { t, i18n } = useLingui();
  const { classes, students, minPercent } = register;
  const month = monthName(register.month);
  // Two classes on one day are told apart by their times.
  const sameDay = new Set(
    classes.filter((each, i) => classes.findIndex((other) => other.date === each.date) !== i).map((each) => each.date),
  );
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70">
      <div
        // Positioned, so that the screen-reader texts of cells far to the side are clipped with the table.
        className="scroll-shadows relative overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label={t`Register, ${month}`}
      >
        <table className="w-full border-separate border-spacing-0 text-center text-sm">
          <caption className="sr-only">
            <Trans>Attendance of each student at each class held in {month}, with their totals</Trans>
          </caption>
          <thead className="text-xs text-slate-500">
            <tr>
              <th scope="col" className="sticky left-0 z-10 min-w-40 bg-white px-3 py-2 text-left font-medium">
                <Trans>Student</Trans>
              </th>
              {classes.map((each) => (
                <th
                  key={each._id}
                  scope="col"
                  className="px-1 py-2 font-medium whitespace-nowrap"
                  title={`${each.start}–${each.end}`}
                >
                  <span aria-hidden="true" className="block text-sm text-slate-900 tabular-nums">
                    {dateFormat(DAY_OF_MONTH).format(utcDay(each.date))}
                  </span>
                  <span aria-hidden="true" className="block">
                    {sameDay.has(each.date) ? each.start : dateFormat(WEEKDAY).format(utcDay(each.date))}
                  </span>
                  <span className="sr-only">
                    {dateFormat(FULL_DAY).format(utcDay(each.date))}, {each.start}
                  </span>
                </th>
              ))}
              {ATTENDANCE_STATUSES.map((status, index) => (
                <th
                  key={status}
                  scope="col"
                  className={`px-2 py-2 font-medium ${index === 0 ? 'border-l border-slate-200' : ''}`}
                >
                  <abbr title={i18n._(STATUS_LABELS[status])}>{ATTENDANCE_CODES[status]}</abbr>
                </th>
              ))}
              <th scope="col" className="px-3 py-2 font-medium">
                %
              </th>
            </tr>
          </thead>
          <tbody>
            {students.map((student) => {
              const shade = student.below ? 'bg-rose-50' : 'bg-white';
              return (
                <tr key={student.studentId} className={shade}>
                  <th
                    scope="row"
                    className={`sticky left-0 z-10 border-t border-slate-100 px-3 py-2 text-left font-normal ${shade}`}
                  >
                    <span className="block font-medium text-slate-900">{student.name}</span>
                    {student.below ? (
                      <Badge tone="red">
                        <Trans>Below {minPercent}%</Trans>
                      </Badge>
                    ) : student.atRisk ? (
                      <Badge tone="amber">
                        <Trans>At risk</Trans>
                      </Badge>
                    ) : null}
                  </th>
                  {student.marks.map((mark, index) => (
                    <td key={classes[index]!._id} className="border-t border-slate-100 px-0.5 py-1">
                      {mark ? (
                        <span className={`inline-block min-w-6 rounded font-semibold ${CELL[mark]}`}>
                          <span aria-hidden="true">{ATTENDANCE_CODES[mark]}</span>
                          <span className="sr-only">{i18n._(STATUS_LABELS[mark])}</span>
                        </span>
                      ) : (
                        <span className="text-slate-400">
                          <span aria-hidden="true">·</span>
                          <span className="sr-only">
                            <Trans>Not marked</Trans>
                          </span>
                        </span>
                      )}
                    </td>
                  ))}
                  {[student.present, student.absent, student.late, student.excused].map((total, index) => (
                    <td
                      key={index}
                      className={`border-t border-slate-100 px-2 py-2 tabular-nums ${index === 0 ? 'border-l border-l-slate-200' : ''}`}
                    >
                      {total}
                    </td>
                  ))}
                  <td
                    className={`border-t border-slate-100 px-3 py-2 font-semibold tabular-nums ${student.below ? 'text-rose-700' : 'text-slate-900'}`}
                  >
                    {student.percent === null ? '—' : `${student.percent}%`}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * A section's register for a month (`?month=`, this month in India when none): its students × the classes held, each
 * mark as its letter, with each student's totals and percentage, those below the institute's minimum in red; and the
 * same as CSV, as an Excel workbook and as a printable PDF, made by the server.
 */
export function RegisterView({ sectionId }: { sectionId: string }) {
  const { t } = useLingui();
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const given = params.get('month');
  const month = given !== null && isMonth(given) ? given : today?.slice(0, 7);
  const register = useRegister(sectionId, month);
  const download = useDownloadRegister();
  // What is typed in the month field: a browser without a month picker takes it as text, shown as it is typed.
  const [draft, setDraft] = useState({ month, typed: month ?? '' });
  if (draft.month !== month) setDraft({ month, typed: month ?? '' });

  const goTo = (next: string) => {
    if (!isMonth(next)) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('month', next);
        return updated;
      },
      { replace: true },
    );
  };

  const shown = register.data;
  const downloadButton = (format: RegisterFormat, label: string) => (
    <Button
      variant="secondary"
      className="min-h-11"
      disabled={!shown || register.isPlaceholderData || download.isPending}
      loading={download.isPending && download.variables?.format === format}
      onClick={() => shown && download.mutate({ register: shown, format })}
    >
      {!(download.isPending && download.variables?.format === format) && (
        <Icon icon={Download} aria-hidden="true" className="size-4" />
      )}
      {label}
    </Button>
  );

  return (
    <div className="space-y-5">
      <BackLink to={paths.admin.classes}>
        <Trans>Classes</Trans>
      </BackLink>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
            <Trans>Register</Trans>
          </h1>
          <p className="mt-1 text-sm text-slate-500">
            {shown ? (
              <>
                {shown.courseName} · {shown.sectionName} ·{' '}
                <Link
                  to={generatePath(paths.admin.courseAttendance, { courseId: shown.courseId })}
                  state={{ courseName: shown.courseName }}
                  className="font-medium text-brand-700 hover:underline"
                >
                  <Trans>Low attendance in the course</Trans>
                </Link>
              </>
            ) : (
              ' '
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {downloadButton('csv', t`Download CSV`)}
          {downloadButton('xlsx', t`Download XLSX`)}
          {downloadButton('pdf', t`Download PDF`)}
        </div>
      </div>
      {download.isError && (
        <Alert>{errorMessage(download.error, t`Failed to download the register. Please try again.`)}</Alert>
      )}
      <div className="flex items-end gap-2">
        <StepButton
          to="previous"
          label={t`Previous month`}
          onStep={month ? () => goTo(addMonths(month, -1)) : undefined}
        />
        <div className="flex-1 sm:max-w-48">
          <InputField
            label={t`Month`}
            type="month"
            placeholder="YYYY-MM"
            value={draft.typed}
            className="min-h-11"
            onChange={(event) => {
              setDraft({ month, typed: event.target.value });
              goTo(event.target.value);
            }}
          />
        </div>
        <StepButton to="next" label={t`Next month`} onStep={month ? () => goTo(addMonths(month, 1)) : undefined} />
      </div>
      {!month || register.isPending ? (
        <LoadingState label={t`Loading the register…`} />
      ) : register.isError ? (
        <ErrorState
          message={errorMessage(register.error, t`Failed to load the register. Please try again.`)}
          onRetry={() => void register.refetch()}
        />
      ) : register.data.students.length === 0 ? (
        <EmptyState title={t`No students in this section.`} />
      ) : register.data.classes.length === 0 ? (
        <EmptyState title={t`No classes were held this month.`} />
      ) : (
        <div
          className={`space-y-3 ${register.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={register.isPlaceholderData || undefined}
        >
          <Legend minPercent={register.data.minPercent} />
          <RegisterTable register={register.data} />
        </div>
      )}
    </div>
  );
}
