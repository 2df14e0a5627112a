import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AttendanceStatusBadge } from '@/components/ui/attendance-status-badge';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { formatClassDay, formatHours } from '@/lib/class-times';
import { useAttendanceHistory } from '../api/get-attendance-history';

/** Not a spec text: the spec has no attendance history. */
export const HISTORY_LOAD_FAILED = msg`Failed to load your attendance history. Please try again.`;

/** Every class of the course the student was marked at, newest first: day, hours, mark and the teacher's note. */
export function AttendanceHistory({ id, courseId, courseName }: { id: string; courseId: string; courseName: string }) {
  const { t, i18n } = useLingui();
  const history = useAttendanceHistory(courseId);
  return (
    <div id={id} className="mt-3">
      {history.isPending ? (
        <p role="status" className="flex items-center gap-2 py-2 text-sm text-slate-500">
          <Spinner className="size-4" /> <Trans>Loading the history…</Trans>
        </p>
      ) : history.isError ? (
        <ErrorState message={i18n._(HISTORY_LOAD_FAILED)} onRetry={() => void history.refetch()} />
      ) : history.data.marks.length === 0 ? (
        <p className="py-2 text-sm text-slate-600">
          <Trans>No class has been marked yet.</Trans>
        </p>
      ) : (
        <ol aria-label={t`Attendance history of ${courseName}`} className="divide-y divide-slate-100">
          {history.data.marks.map((mark) => (
            <li key={mark.classSessionId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              <span className="font-medium text-slate-900">{formatClassDay(mark.date, { year: true })}</span>
              <span className="text-slate-500 tabular-nums">{formatHours(mark)}</span>
              <span className="ml-auto">
                <AttendanceStatusBadge status={mark.status} />
              </span>
              {mark.note && <p className="w-full text-xs text-slate-600">{mark.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
