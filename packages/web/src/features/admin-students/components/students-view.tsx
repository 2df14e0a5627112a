import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Download, FileUp, UserPlus } from 'lucide';
import { useLocation, useNavigate } from 'react-router';
import { formatCount, loadMessages, successMessages, type StudentListItem } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { ButtonLink } from '@/components/ui/button-link';
import { ConfirmDialog } from '@/components/ui/dialog';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/load';
import '@/lib/domain-text/success';
import { domainText } from '@/lib/domain-text/registry';
import { Authorization } from '@/lib/authorization';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useDeleteStudent } from '../api/delete-student';
import { useDownloadStudentsCsv } from '../api/download-students-csv';
import { STUDENTS_PAGE_SIZE, useStudents } from '../api/get-students';
import { StudentCard } from './student-card';
import { useDeferredFirstAnswer } from '@/lib/use-deferred-first-answer';

const EditStudentDialog = lazyDialog(
  () => import('./edit-student-dialog').then((module) => module.EditStudentDialog),
  ({ student }) => student !== null,
);

/** The spec only logs a failed delete; the admin is told instead (see docs/decisions.md). Its English; shown translated. */
export const DELETE_FAILED = 'Failed to delete student';

/** What the add page passes along when it comes back here. */
export interface StudentsLocationState {
  note?: string;
}

export function StudentsView() {
  const { t } = useLingui();
  const { search: text, setSearch: setText, debouncedSearch: search, page, setPage } = usePagedSearch();
  const students = useDeferredFirstAnswer(useStudents({ page, search }));
  const [note, setNote] = useFlashNote();
  const noteRef = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<StudentListItem | null>(null);
  const [deleting, setDeleting] = useState<StudentListItem | null>(null);
  const remove = useDeleteStudent();
  const exportCsv = useDownloadStudentsCsv();

  const data = students.data;
  // A page past the end (the last student of the last page was deleted, or an old link): go to the last page.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > 1) {
      setPage(Math.ceil(data.total / STUDENTS_PAGE_SIZE), { replace: true });
    }
  }, [data, page, setPage]);

  const deletingName = deleting?.name;
  const cancelDelete = () => {
    if (remove.isPending) return;
    remove.reset();
    setDeleting(null);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        remove.reset();
        setDeleting(null);
        setNote(successMessages.studentDeleted);
        // The card and its buttons are gone; the note is where the admin's focus can usefully go.
        requestAnimationFrame(() => noteRef.current?.focus());
      },
    });
  };

  return (
    <>
      <PageHeader
        title={t`Students`}
        description={t`Everyone enrolled at the institute, newest first.`}
        actions={
          <Authorization access="admin">
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
                {!exportCsv.isPending && <Icon icon={Download} aria-hidden="true" className="size-4" />}
                <Trans>Export CSV</Trans>
              </Button>
              <ButtonLink to={paths.admin.importStudents} variant="secondary">
                <Icon icon={FileUp} aria-hidden="true" className="size-4" />
                <Trans>Import</Trans>
              </ButtonLink>
              <ButtonLink to={paths.admin.addStudent}>
                <Icon icon={UserPlus} aria-hidden="true" className="size-4" />
                <Trans>Add Student</Trans>
              </ButtonLink>
            </div>
          </Authorization>
        }
      />
      <div className="space-y-5">
        {exportCsv.isError && <Alert>{errorMessage(exportCsv.error, t`Failed to export the students`)}</Alert>}
        {note && (
          <div ref={noteRef} tabIndex={-1} className="rounded-lg focus:outline-none">
            <Alert tone="success">{domainText(note)}</Alert>
          </div>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <SearchField label={t`Search students`} value={text} onChange={setText} placeholder={t`Name or email`} />
          {data && data.total > 0 && (
            <p className="text-sm text-slate-500" aria-live="polite">
              {rangeText(data.page, data.items.length, data.total)}
            </p>
          )}
        </div>

        {students.isPending ? (
          <LoadingState label={t`Loading students…`} />
        ) : students.isError && !data ? (
          <ErrorState message={domainText(loadMessages.students)} onRetry={() => void students.refetch()} />
        ) : data!.items.length === 0 ? (
          search ? (
            <EmptyState title={t`No students match “${search}”`}>
              <Trans>Try another name or email.</Trans>
            </EmptyState>
          ) : (
            <EmptyState title={t`No students yet`}>
              <Trans>Add the first student to get started.</Trans>
            </EmptyState>
          )
        ) : (
          <div
            aria-busy={students.isFetching}
            className={students.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          >
            {students.isError && (
              <ErrorState message={domainText(loadMessages.students)} onRetry={() => void students.refetch()} />
            )}
            <ul aria-label={t`Students`} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {data!.items.map((student) => (
                <li key={student._id} className="flex min-w-0">
                  <StudentCard
                    student={student}
                    onEdit={() => setEditing(student)}
                    onDelete={() => setDeleting(student)}
                  />
                </li>
              ))}
            </ul>
            <Pagination page={data!.page} limit={data!.limit} total={data!.total} onPage={(next) => setPage(next)} />
          </div>
        )}
      </div>

      <EditStudentDialog
        student={editing}
        onClose={() => setEditing(null)}
        onSaved={(student) => {
          setEditing(null);
          const name = student.name;
          setNote(t`Changes to ${name} saved`);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete student?`}
        danger
        confirmLabel={t`Delete`}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={cancelDelete}
        message={
          <div className="space-y-3">
            {remove.isError && <Alert>{errorMessage(remove.error, t`Failed to delete student`)}</Alert>}
            <p>
              <Trans>
                <strong className="font-semibold text-slate-900">{deletingName}</strong> will be removed from the
                student list and will no longer be able to sign in. Their fee records and payments are kept.
              </Trans>
            </p>
          </div>
        }
      />
    </>
  );
}

function rangeText(page: number, shown: number, total: number) {
  const first = (page - 1) * STUDENTS_PAGE_SIZE + 1;
  const from = formatCount(first);
  const to = formatCount(first + shown - 1);
  const all = formatCount(total);
  return t`Showing ${from}–${to} of ${plural(total, { one: `${all} student`, other: `${all} students` })}`;
}

/** A success note handed over by the previous page (once: a reload does not show it again), or set here. */
function useFlashNote() {
  const location = useLocation();
  const navigate = useNavigate();
  const [note, setNote] = useState(() => (location.state as StudentsLocationState | null)?.note ?? null);
  useEffect(() => {
    if ((location.state as StudentsLocationState | null)?.note) {
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [location, navigate]);
  return [note, setNote] as const;
}
