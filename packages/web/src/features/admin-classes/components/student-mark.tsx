import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { MessageSquarePlus } from 'lucide';
import {
  ATTENDANCE_NOTE_MAX_LENGTH,
  ATTENDANCE_STATUSES,
  type AttendanceStatus,
  type RosterEntry,
} from '@campus/domain';
import { InputField } from '@/components/ui/field';
import type { Mark } from '../utils/marking';
import { Icon } from '@/components/ui/icon';

/** Each status's name, shown with `i18n._`. */
export const STATUS_LABELS: Record<AttendanceStatus, MessageDescriptor> = {
  present: msg`Present`,
  absent: msg`Absent`,
  late: msg`Late`,
  excused: msg`Excused`,
};

/** Each status's colour once chosen: white text on each passes WCAG AA. */
const CHOSEN: Record<AttendanceStatus, string> = {
  present: 'peer-checked:bg-emerald-700 peer-checked:ring-emerald-700',
  absent: 'peer-checked:bg-rose-700 peer-checked:ring-rose-700',
  late: 'peer-checked:bg-amber-700 peer-checked:ring-amber-700',
  excused: 'peer-checked:bg-slate-600 peer-checked:ring-slate-600',
};

/**
 * One student's mark: the four statuses side by side, each one tap away with a thumb (a radio group named by the
 * student, so a keyboard moves between students with Tab and between statuses with the arrows), and a note, opened
 * on demand.
 */
export function StudentMark({
  student,
  mark,
  noteProblem,
  noteId,
  disabled,
  onChange,
}: {
  student: RosterEntry;
  mark: Mark;
  noteProblem: string | undefined;
  /** The note field's id, for the form to focus it when its note is refused. */
  noteId: string;
  disabled: boolean;
  onChange: (mark: Mark) => void;
}) {
  const { t, i18n } = useLingui();
  const nameId = useId();
  const name = student.name;
  const firstStatus = student.firstStatus && i18n._(STATUS_LABELS[student.firstStatus]).toLowerCase();
  const [noteOpen, setNoteOpen] = useState(false);
  const showNote = noteOpen || mark.note !== '' || noteProblem !== undefined;
  const corrected = student.firstStatus !== null && student.firstStatus !== student.status;
  return (
    <li className="space-y-3 py-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <div className="flex min-w-0 items-center justify-between gap-2">
          <div className="min-w-0">
            <p id={nameId} className="font-medium text-slate-900">
              {student.name}
            </p>
            {corrected && <p className="text-xs text-slate-500">{t`First marked ${firstStatus}`}</p>}
          </div>
          {!showNote && (
            <button
              type="button"
              disabled={disabled}
              onClick={() => setNoteOpen(true)}
              aria-label={t`Add a note for ${name}`}
              className="flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-700 disabled:opacity-60 sm:order-last"
            >
              <Icon icon={MessageSquarePlus} aria-hidden="true" className="size-5" />
            </button>
          )}
        </div>
        <div role="radiogroup" aria-labelledby={nameId} className="grid grid-cols-4 gap-1 sm:w-96 sm:shrink-0">
          {ATTENDANCE_STATUSES.map((status) => (
            <label key={status} className="relative flex">
              <input
                type="radio"
                name={`status-${student.studentId}`}
                value={status}
                checked={mark.status === status}
                disabled={disabled}
                onChange={() => onChange({ ...mark, status })}
                className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed"
              />
              <span
                className={`pointer-events-none flex min-h-11 w-full items-center justify-center rounded-lg px-1 text-sm font-medium text-slate-700 ring-1 ring-slate-300 ring-inset peer-checked:text-white peer-disabled:opacity-60 ${CHOSEN[status]}`}
              >
                {i18n._(STATUS_LABELS[status])}
              </span>
            </label>
          ))}
        </div>
      </div>
      {showNote && (
        <InputField
          id={noteId}
          label={t`Note for ${name}`}
          value={mark.note}
          maxLength={ATTENDANCE_NOTE_MAX_LENGTH}
          disabled={disabled}
          autoFocus={noteOpen && mark.note === ''}
          error={noteProblem}
          onChange={(event) => onChange({ ...mark, note: event.target.value })}
        />
      )}
    </li>
  );
}
