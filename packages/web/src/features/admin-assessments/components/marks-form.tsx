import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MARK_REMARK_MAX_LENGTH, MARKS_REASON_MAX_LENGTH, type MarksGrid, type MarksInput } from '@campus/domain';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { EmptyState } from '@/components/ui/states';
import '@/lib/domain-text/assessments';
import { domainText } from '@/lib/domain-text/registry';
import { useHydrated } from '@/lib/hydration';
import { useKeptState } from '@/lib/use-kept-values';
import {
  GRID_COLUMNS,
  gridTarget,
  marksPayload,
  startingValues,
  type Absence,
  type CellValues,
  type GridProblems,
  type GridValues,
} from '../utils/marks-grid';

interface FormValues {
  cells: GridValues;
  reason: string;
  [key: string]: unknown;
}

const cellId = (row: number, column: number) => `mark-cell-${row}-${column}`;

const CELL =
  'block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-inset focus:ring-brand-500 aria-[invalid=true]:ring-rose-400 disabled:bg-slate-50';

/** Where the caret is in the text box (a select has none: the arrows always leave it). */
function caretOf(element: HTMLInputElement | HTMLSelectElement) {
  if (element instanceof HTMLSelectElement) return { atStart: true, atEnd: true };
  const { selectionStart, selectionEnd, value } = element;
  return { atStart: selectionStart === 0 && selectionEnd === 0, atEnd: selectionStart === value.length };
}

/**
 * One version of an assessment's marks, typed on a grid like a spreadsheet's and sent whole in one save: the arrow
 * keys move between cells, Enter moves down (past the last student, to Save), Tab goes on as everywhere. On a phone
 * each student is a card of their marks, absence and remark. The page gives it a new key for each version it reads.
 */
export function MarksForm({
  grid,
  queued,
  saving,
  onSave,
  onChange,
}: {
  grid: MarksGrid;
  /** A save of this version made with no connection and not sent yet: typing goes on from it. */
  queued?: MarksInput;
  saving: boolean;
  onSave: (input: MarksInput) => void;
  /** Called on each change, so the page can take down the outcome of an earlier save. */
  onChange: () => void;
}) {
  const { t } = useLingui();
  const { assessment, rows } = grid;
  const { maxMarks } = assessment;
  const [values, setValues] = useKeptState<FormValues>(
    { cells: startingValues(rows, queued), reason: queued?.reason ?? '' },
    'admin',
    `marks:${assessment._id}:${grid.version}`,
  );
  const [problems, setProblems] = useState<GridProblems>({ cells: {} });
  const saveButton = useRef<HTMLButtonElement>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const hydrated = useHydrated();

  const change = (studentId: string, cell: Partial<CellValues>) => {
    setValues({ ...values, cells: { ...values.cells, [studentId]: { ...values.cells[studentId]!, ...cell } } });
    onChange();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const element = event.target;
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) return;
    const { row, column } = element.dataset;
    if (row === undefined || column === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = gridTarget(
      event.key,
      { row: Number(row), column: Number(column) },
      { rows: rows.length, columns: GRID_COLUMNS.length },
      caretOf(element),
    );
    if (target === null) {
      // A select's own arrows would change its value: in the grid they only move.
      if (element instanceof HTMLSelectElement && event.key.startsWith('Arrow')) event.preventDefault();
      if (event.key === 'Enter') event.preventDefault();
      return;
    }
    event.preventDefault();
    if (target === 'save') saveButton.current?.focus();
    else document.getElementById(cellId(target.row, target.column))?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = marksPayload(grid, values.cells, values.reason);
    if ('problems' in read) {
      setProblems(read.problems);
      const first = rows.findIndex((row) => read.problems.cells[row.studentId]);
      if (first >= 0) document.getElementById(cellId(first, 0))?.focus();
      else reasonField.current?.focus();
      return;
    }
    setProblems({ cells: {} });
    onSave(read.input);
  };

  if (rows.length === 0) return <EmptyState title={t`No students take this assessment`} />;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <fieldset disabled={saving} className="space-y-4">
        <legend className="sr-only">
          <Trans>Marks</Trans>
        </legend>
        <div
          aria-hidden="true"
          className="hidden grid-cols-[minmax(10rem,1fr)_7rem_8rem_minmax(10rem,1.2fr)_6rem] gap-3 px-4 text-xs font-medium text-slate-500 md:grid"
        >
          <span>
            <Trans>Student</Trans>
          </span>
          <span>
            <Trans>Marks of {maxMarks}</Trans>
          </span>
          <span>
            <Trans>Absent / exempt</Trans>
          </span>
          <span>
            <Trans>Remark</Trans>
          </span>
          <span>
            <Trans>Saved</Trans>
          </span>
        </div>
        <ul
          aria-label={t`Students`}
          onKeyDown={onKeyDown}
          className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70"
        >
          {rows.map((row, index) => {
            const cell = values.cells[row.studentId]!;
            const problem = problems.cells[row.studentId];
            const problemId = `mark-problem-${row.studentId}`;
            const { name } = row;
            const cellProps = (column: number) => ({
              id: cellId(index, column),
              'data-row': index,
              'data-column': column,
            });
            return (
              <li
                key={row.studentId}
                className="grid grid-cols-[1fr_7rem] gap-x-3 gap-y-2 px-4 py-3 md:grid-cols-[minmax(10rem,1fr)_7rem_8rem_minmax(10rem,1.2fr)_6rem] md:items-center"
              >
                <div className="min-w-0">
                  <p className="font-medium wrap-break-word text-slate-900">{row.name}</p>
                  <p className="truncate text-xs text-slate-500">
                    {row.sectionName} · {row.email}
                  </p>
                </div>
                <input
                  {...cellProps(0)}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  aria-label={t`Marks of ${name}, out of ${maxMarks}`}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? problemId : undefined}
                  className={`${CELL} text-right tabular-nums`}
                  readOnly={!hydrated}
                  value={cell.marks}
                  onChange={(event) => change(row.studentId, { marks: event.target.value })}
                />
                <select
                  {...cellProps(1)}
                  aria-label={t`Absent or exempt: ${name}`}
                  className={CELL}
                  disabled={!hydrated}
                  value={cell.absence}
                  onChange={(event) => {
                    const absence = event.target.value as Absence;
                    change(row.studentId, absence === '' ? { absence } : { absence, marks: '' });
                  }}
                >
                  <option value="">—</option>
                  <option value="absent">{t`Absent`}</option>
                  <option value="exempt">{t`Exempt`}</option>
                </select>
                <p className="self-center text-right text-sm text-slate-600 tabular-nums md:order-last md:text-left">
                  <span className="sr-only">{t`Saved:`} </span>
                  {row.percent === null ? '—' : `${row.percent}% · ${row.grade}`}
                </p>
                <input
                  {...cellProps(2)}
                  type="text"
                  autoComplete="off"
                  aria-label={t`Remark on ${name}`}
                  placeholder={t`Remark`}
                  maxLength={MARK_REMARK_MAX_LENGTH}
                  className={`${CELL} col-span-2 md:col-span-1`}
                  readOnly={!hydrated}
                  value={cell.remark}
                  onChange={(event) => change(row.studentId, { remark: event.target.value })}
                />
                {problem && (
                  <p id={problemId} className="order-last col-span-full text-xs font-medium text-rose-600">
                    {domainText(problem)}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        {assessment.published && (
          <TextareaField
            ref={reasonField}
            label={t`Reason for the change`}
            rows={2}
            required
            maxLength={MARKS_REASON_MAX_LENGTH}
            value={values.reason}
            error={problems.reason && domainText(problems.reason)}
            onChange={(event) => {
              setValues({ ...values, reason: event.target.value });
              onChange();
            }}
          />
        )}
      </fieldset>
      {/* Within a thumb's reach at the foot of the screen however long the list. */}
      <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-4">
        <Button ref={saveButton} type="submit" size="lg" loading={saving} className="w-full sm:w-auto">
          <Trans>Save marks</Trans>
        </Button>
      </div>
    </form>
  );
}
