import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { generatePath } from 'react-router';
import { CalendarDays, Pencil, Trash2 } from 'lucide';
import type { Section } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { PlainHead, ScrollTable } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useSections } from '@/lib/get-course-sections';
import { useCourseName } from '../api/get-course-name';
import { useDeleteSection } from '../api/delete-section';
import { AddSectionForm } from './add-section-form';
import { EditSectionDialog } from './edit-section-dialog';
import { MoveStudents } from './move-students';
import { Icon } from '@/components/ui/icon';

// The failures' texts are not spec texts: the spec has no sections.

interface Notice {
  text: string;
  /** A new notice is a new element, so the same text twice is still announced. */
  key: number;
}

/**
 * A course's sections, each with its students and capacity and a way to its timetable: adding, editing and deleting
 * them, and moving students between them.
 */
export function SectionsView({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const courseName = useCourseName(courseId).data;
  const sections = useSections(courseId);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Section | null>(null);
  const remove = useDeleteSection();
  const tell = (text: string) => setNotice({ text, key: Date.now() });
  const editing = sections.data?.find((section) => section._id === editingId);

  const deletingName = deleting?.name;
  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };

  return (
    <>
      <PageHeader
        title={courseName ? t`Sections of ${courseName}` : t`Sections`}
        description={t`Every student of the course is in one section, the main one unless moved; each section has its own timetable.`}
        actions={
          <BackLink to={paths.admin.courses}>
            <Trans>Back to courses</Trans>
          </BackLink>
        }
      />
      <div className="space-y-5">
        {notice && (
          <Alert
            key={notice.key}
            tone="success"
            action={
              <Button size="sm" variant="ghost" onClick={() => setNotice(null)}>
                <Trans>Dismiss</Trans>
              </Button>
            }
          >
            {notice.text}
          </Alert>
        )}
        {sections.isError ? (
          <ErrorState
            message={errorMessage(sections.error, t`Failed to load the sections. Please try again.`)}
            onRetry={() => void sections.refetch()}
          />
        ) : sections.isPending ? (
          <LoadingState label={t`Loading sections…`} />
        ) : (
          <>
            <Card className="p-0 sm:p-0">
              <ScrollTable caption={t`Sections`} className="px-6 py-4">
                <PlainHead columns={[{ label: t`Section`, wide: true }, t`Students`, t`Capacity`, t`Actions`]} />
                <tbody className="divide-y divide-slate-100">
                  {sections.data.map((section) => (
                    <SectionRow
                      key={section._id}
                      section={section}
                      onEdit={() => setEditingId(section._id)}
                      onDelete={() => setDeleting(section)}
                    />
                  ))}
                </tbody>
              </ScrollTable>
            </Card>
            <AddSectionForm courseId={courseId} onAdded={(name) => tell(t`Section ${name} was added.`)} />
            {sections.data.length > 1 ? (
              <MoveStudents
                sections={sections.data}
                onMoved={(count, name) => {
                  const shown = String(count);
                  tell(t`${plural(count, { one: `${shown} student`, other: `${shown} students` })} moved to ${name}.`);
                }}
              />
            ) : (
              <p className="text-sm text-slate-600">
                <Trans>Add a second section to move students into it.</Trans>
              </p>
            )}
          </>
        )}
      </div>

      {editing && (
        <EditSectionDialog
          section={editing}
          onReload={() => sections.refetch()}
          reloading={sections.isFetching}
          onClose={() => setEditingId(null)}
          onSaved={(name) => {
            setEditingId(null);
            tell(t`Section ${name} was saved.`);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete section`}
        danger
        confirmLabel={t`Delete`}
        loading={remove.isPending}
        onCancel={closeDelete}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.name;
          remove.mutate(deleting._id, {
            onSuccess: () => {
              tell(t`Section ${name} was deleted.`);
              closeDelete();
            },
          });
        }}
        message={
          <div className="space-y-3">
            <p>
              <Trans>
                Delete section <strong>{deletingName}</strong>? Its coming classes are deleted with it.
              </Trans>
            </p>
            {remove.isError && (
              <Alert>{errorMessage(remove.error, t`Failed to delete the section. Please try again.`)}</Alert>
            )}
          </div>
        }
      />
    </>
  );
}

function SectionRow({ section, onEdit, onDelete }: { section: Section; onEdit: () => void; onDelete: () => void }) {
  const { t } = useLingui();
  const name = section.name;
  return (
    <tr>
      <th scope="row" className="py-3 pr-4 font-medium text-slate-900">
        <span className="flex flex-wrap items-center gap-2">
          {section.name}
          {section.main && (
            <Badge tone="blue">
              <Trans>Main</Trans>
            </Badge>
          )}
        </span>
      </th>
      <td className="py-3 pr-4 tabular-nums">{section.students}</td>
      <td className="py-3 pr-4 tabular-nums">{section.capacity ?? t`No limit`}</td>
      <td className="py-3">
        <div className="flex gap-2">
          <ButtonLink
            to={generatePath(paths.admin.sectionTimetable, { sectionId: section._id })}
            variant="secondary"
            size="sm"
            aria-label={t`Timetable of ${name}`}
          >
            <Icon icon={CalendarDays} aria-hidden="true" className="size-4" /> <Trans>Timetable</Trans>
          </ButtonLink>
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t`Edit ${name}`}>
            <Icon icon={Pencil} aria-hidden="true" className="size-4" /> <Trans>Edit</Trans>
          </Button>
          {/* The main section stays: students join it unless another is named. */}
          {!section.main && (
            <Button variant="dangerGhost" size="sm" onClick={onDelete} aria-label={t`Delete ${name}`}>
              <Icon icon={Trash2} aria-hidden="true" className="size-4" /> <Trans>Delete</Trans>
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
