import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ArrowRightLeft } from 'lucide';
import type { Section } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/field';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSendOnce } from '@/lib/use-send-once';
import { SECTION_STUDENTS_PAGE_SIZE, useSectionStudents } from '../api/get-section-students';
import { useMoveStudents } from '../api/move-students';
import { Icon } from '@/components/ui/icon';

// The failures' texts are not spec texts: the spec has no sections.

/** A section in the From list: its name and how many students it has. */
function fromLabel(name: string, count: number) {
  const shown = String(count);
  return t`${name} (${plural(count, { one: `${shown} student`, other: `${shown} students` })})`;
}

/** The Move button, with how many students are ticked. */
function moveLabel(count: number) {
  const shown = String(count);
  return count === 0
    ? t`Move students`
    : t`Move ${plural(count, { one: `${shown} student`, other: `${shown} students` })}`;
}

/**
 * Students of one section of the course, found by name or email and ticked, moved into another. The ticks are kept
 * across the pages of the list and a search, and cleared when the section they come from changes.
 */
export function MoveStudents({
  sections,
  onMoved,
}: {
  sections: Section[];
  onMoved: (count: number, section: string) => void;
}) {
  const { t } = useLingui();
  const [chosenFrom, setFromId] = useState(sections[0]!._id);
  const [toId, setToId] = useState(sections[1]!._id);
  // A section chosen may be deleted meanwhile: the first that is left takes its place.
  const fromId = sections.some((section) => section._id === chosenFrom) ? chosenFrom : sections[0]!._id;
  const targets = sections.filter((section) => section._id !== fromId);
  const to = targets.find((section) => section._id === toId) ?? targets[0];
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim());
  const [page, setPage] = useState(1);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const list = useSectionStudents(fromId, page, debouncedSearch);
  const move = useMoveStudents();
  const send = useSendOnce(move);

  const toLabel = ({ name, students, capacity }: Section) => t`${name} (${students} of ${capacity})`;
  const chooseFrom = (id: string) => {
    setFromId(id);
    setPage(1);
    setTicked(new Set());
    move.reset();
  };
  const toggle = (id: string) =>
    setTicked((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = () => {
    if (!to || ticked.size === 0) return;
    const studentIds = [...ticked];
    send(
      { sectionId: to._id, studentIds },
      {
        onSuccess: () => {
          setTicked(new Set());
          onMoved(studentIds.length, to.name);
        },
      },
    );
  };

  return (
    <Card className="space-y-4">
      <h2 className="font-semibold text-slate-900">
        <Trans>Move students</Trans>
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t`From section`} value={fromId} onChange={(event) => chooseFrom(event.target.value)}>
          {sections.map((section) => (
            <option key={section._id} value={section._id}>
              {fromLabel(section.name, section.students)}
            </option>
          ))}
        </SelectField>
        <SearchField
          label={t`Search students`}
          placeholder={t`Name or email`}
          className=""
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </div>
      {list.isError ? (
        <Alert>{errorMessage(list.error, t`Failed to load the students. Please try again.`)}</Alert>
      ) : list.isPending ? (
        <LoadingState label={t`Loading students…`} />
      ) : list.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">
          {debouncedSearch ? t`No student of this section matches the search.` : t`This section has no students.`}
        </p>
      ) : (
        <div>
          <fieldset className="max-h-80 space-y-2 overflow-y-auto rounded-lg p-1">
            <legend className="sr-only">
              <Trans>Students to move</Trans>
            </legend>
            {list.data.items.map((student) => (
              <label key={student.studentId} className="flex items-center gap-3 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={ticked.has(student.studentId)}
                  onChange={() => toggle(student.studentId)}
                />
                <span>
                  {student.name} <span className="text-slate-500">({student.email})</span>
                </span>
              </label>
            ))}
          </fieldset>
          <Pagination page={page} limit={SECTION_STUDENTS_PAGE_SIZE} total={list.data.total} onPage={setPage} />
        </div>
      )}
      <div className="grid gap-4 border-t border-slate-100 pt-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <SelectField label={t`To section`} value={to?._id} onChange={(event) => setToId(event.target.value)}>
          {targets.map((section) => (
            <option key={section._id} value={section._id}>
              {section.capacity === null ? section.name : toLabel(section)}
            </option>
          ))}
        </SelectField>
        <Button onClick={submit} loading={move.isPending} disabled={ticked.size === 0}>
          {!move.isPending && <Icon icon={ArrowRightLeft} aria-hidden="true" className="size-4" />}
          {moveLabel(ticked.size)}
        </Button>
      </div>
      {move.isError && <Alert>{errorMessage(move.error, t`Failed to move the students. Please try again.`)}</Alert>}
    </Card>
  );
}
