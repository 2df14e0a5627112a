import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import {
  ATTENDANCE_REASON_MAX_LENGTH,
  ATTENDANCE_STATUSES,
  type AttendanceInput,
  type AttendanceRoster,
} from '@campus/domain';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { EmptyState } from '@/components/ui/states';
import '@/lib/domain-text/attendance';
import { domainText } from '@/lib/domain-text/registry';
import { formatDate } from '@/lib/format';
import { useKeptState } from '@/lib/use-kept-values';
import {
  attendancePayload,
  countMarks,
  startingMarks,
  type MarkingAccess,
  type MarkingProblems,
  type Marks,
} from '../utils/marking';
import { STATUS_LABELS, StudentMark } from './student-mark';

interface MarkingValues {
  marks: Marks;
  reason: string;
  [key: string]: unknown;
}

/**
 * The roster of one version of a class's attendance, marked and sent whole in one save. The page gives it a new key
 * for each version it reads, so the marks start again from what was saved; what is being marked is kept if the session
 * ends under it, for the same version only.
 */
export function AttendanceForm({
  roster,
  access,
  queued,
  saving,
  onSave,
  onChange,
}: {
  roster: AttendanceRoster;
  access: MarkingAccess;
  /** A save of this version made with no connection and not sent yet: marking goes on from it. */
  queued?: AttendanceInput;
  saving: boolean;
  onSave: (input: AttendanceInput) => void;
  /** Called on each change, so the page can take down the outcome of an earlier save. */
  onChange: () => void;
}) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useKeptState<MarkingValues>(
    { marks: startingMarks(roster, queued), reason: queued?.reason ?? '' },
    'admin',
    `attendance:${roster.classSession._id}:${roster.version}`,
  );
  const [problems, setProblems] = useState<MarkingProblems>({ notes: {} });
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const counts = countMarks(values.marks);
  const closed = access.kind === 'closed';
  const editableUntil = formatDate(roster.instructorEditableUntil);

  const change = (next: MarkingValues) => {
    setValues(next);
    onChange();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = attendancePayload(roster, values.marks, access.kind === 'reason' ? values.reason : null);
    if ('problems' in read) {
      setProblems(read.problems);
      const firstNote = Object.keys(read.problems.notes)[0];
      if (firstNote) document.getElementById(`note-${firstNote}`)?.focus();
      else reasonField.current?.focus();
      return;
    }
    setProblems({ notes: {} });
    onSave(read.input);
  };

  if (roster.students.length === 0) {
    return <EmptyState title={t`No students in this section`} />;
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <dl aria-label={t`Counts`} className="grid grid-cols-4 gap-2 text-center">
        {ATTENDANCE_STATUSES.map((status) => (
          <div key={status} className="rounded-xl bg-white px-1 py-2 shadow-sm ring-1 ring-slate-200/70">
            <dt className="text-xs font-medium text-slate-500">{i18n._(STATUS_LABELS[status])}</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">{counts[status]}</dd>
          </div>
        ))}
      </dl>
      <fieldset disabled={saving || closed} className="space-y-4">
        <legend className="sr-only">
          <Trans>Students</Trans>
        </legend>
        <ul
          aria-label={t`Students`}
          className="divide-y divide-slate-100 rounded-2xl bg-white px-4 shadow-sm ring-1 ring-slate-200/70"
        >
          {roster.students.map((student) => (
            <StudentMark
              key={student.studentId}
              student={student}
              mark={values.marks[student.studentId]!}
              noteProblem={problems.notes[student.studentId]}
              noteId={`note-${student.studentId}`}
              disabled={saving || closed}
              onChange={(mark) => change({ ...values, marks: { ...values.marks, [student.studentId]: mark } })}
            />
          ))}
        </ul>
        {access.kind === 'reason' && (
          <p className="text-sm text-slate-600">
            <Trans>Instructors could change these marks until {editableUntil}: say why they are corrected now.</Trans>
          </p>
        )}
        {access.kind === 'reason' && (
          <TextareaField
            ref={reasonField}
            label={t`Reason for the correction`}
            rows={2}
            required
            maxLength={ATTENDANCE_REASON_MAX_LENGTH}
            value={values.reason}
            error={problems.reason && domainText(problems.reason)}
            onChange={(event) => change({ ...values, reason: event.target.value })}
          />
        )}
      </fieldset>
      {!closed && (
        // Within a thumb's reach at the foot of the screen however long the roster.
        <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-4">
          <Button type="submit" size="lg" loading={saving} className="w-full sm:w-auto">
            <Trans>Save attendance</Trans>
          </Button>
        </div>
      )}
    </form>
  );
}
