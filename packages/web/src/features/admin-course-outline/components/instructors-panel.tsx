import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { UserCog } from 'lucide';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCourseInstructors, useInstructorChoices, useSetCourseInstructors } from '../api/course-instructors';

/** Not spec texts: the spec has no instructors. */
const LOAD_FAILED = msg`Failed to load the instructors. Please try again.`;
const SAVE_FAILED = msg`Failed to save the instructors. Please try again.`;

/** Who teaches the course, and the admin's way to change it: the active instructors, ticked or not. */
export function InstructorsPanel({ courseId, courseName }: { courseId: string; courseName: string }) {
  const { t, i18n } = useLingui();
  const current = useCourseInstructors(courseId);
  const [open, setOpen] = useState(false);
  const names = current.data?.instructors.map((instructor) => instructor.name) ?? [];
  return (
    <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="font-semibold text-slate-900">
          <Trans>Instructors</Trans>
        </h2>
        <p className="text-sm text-slate-600">
          {current.isError
            ? errorMessage(current.error, i18n._(LOAD_FAILED))
            : current.isPending
              ? t`Loading…`
              : names.length > 0
                ? names.join(', ')
                : t`No instructor yet: only admins edit this outline.`}
        </p>
      </div>
      <Button variant="secondary" onClick={() => setOpen(true)} disabled={!current.data}>
        <Icon icon={UserCog} aria-hidden="true" className="size-4" />
        <Trans>Change instructors</Trans>
      </Button>
      {open && current.data && (
        <InstructorsDialog
          courseId={courseId}
          courseName={courseName}
          chosen={current.data.instructors.map((instructor) => instructor._id)}
          onClose={() => setOpen(false)}
        />
      )}
    </Card>
  );
}

function InstructorsDialog({
  courseId,
  courseName,
  chosen,
  onClose,
}: {
  courseId: string;
  courseName: string;
  chosen: string[];
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const choices = useInstructorChoices(true);
  const save = useSetCourseInstructors(courseId);
  const [ticked, setTicked] = useState(() => new Set(chosen));
  const active = choices.data?.items.filter((member) => member.active) ?? [];
  const toggle = (id: string) =>
    setTicked((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Instructors of ${courseName}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            loading={save.isPending}
            disabled={!choices.data}
            onClick={() => save.mutate([...ticked], { onSuccess: onClose })}
          >
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      {choices.isPending ? (
        <LoadingState label={t`Loading instructors…`} />
      ) : choices.isError ? (
        <Alert>{errorMessage(choices.error, i18n._(LOAD_FAILED))}</Alert>
      ) : active.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>
            There are no instructors yet. Add a staff member with the Instructor role on the Staff page first.
          </Trans>
        </p>
      ) : (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm text-slate-600">
            <Trans>They edit this course's outline and see its students' progress.</Trans>
          </legend>
          {active.map((member) => (
            <label key={member._id} className="flex items-center gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4"
                checked={ticked.has(member._id)}
                onChange={() => toggle(member._id)}
              />
              <span>
                {member.name} <span className="text-slate-500">({member.email})</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {save.isError && <Alert>{errorMessage(save.error, i18n._(SAVE_FAILED))}</Alert>}
    </Dialog>
  );
}
