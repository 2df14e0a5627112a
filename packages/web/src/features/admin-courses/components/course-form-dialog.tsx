import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { saveMessages, type Course } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SaveError } from '@/components/ui/save-error';
import { errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/save';
import { useSendOnce } from '@/lib/use-send-once';
import { useCreateCourse } from '../api/create-course';
import { useCourse } from '../api/get-course';
import { useUpdateCourse } from '../api/update-course';
import type { CourseInput } from '../api/course-form-data';
import { CourseForm } from './course-form';

interface CourseFormDialogProps {
  open: boolean;
  /** The course to edit; null adds a new one. */
  course: Course | null;
  onClose: () => void;
  onSaved: (course: Course, action: 'added' | 'updated') => void;
}

/** The add and edit course modals: one form, pre-filled when editing. */
export function CourseFormDialog({ open, course: listed, onClose, onSaved }: CourseFormDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const reloaded = useCourse(listed?._id);
  // After Reload, the course as it is now; until then (or once the list is newer) the list's row.
  const fresh = reloaded.data;
  const course = listed && fresh?._id === listed._id && fresh.version > listed.version ? fresh : listed;
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const sendCreate = useSendOnce(create);
  const sendUpdate = useSendOnce(update);
  const saving = create.isPending || update.isPending;
  const failure = course
    ? update.isError && (
        <SaveError
          error={update.error}
          fallback={saveMessages.updateCourse}
          onReload={() => void reloaded.refetch().then(() => update.reset())}
          reloading={reloaded.isFetching}
        />
      )
    : create.isError && <Alert>{errorMessage(create.error, saveMessages.addCourse)}</Alert>;

  const close = () => {
    create.reset();
    update.reset();
    onClose();
  };

  const save = (input: CourseInput) => {
    if (course) {
      sendUpdate(
        { id: course._id, version: course.version, ...input },
        { onSuccess: (data) => onSaved(data.course, 'updated') },
      );
    } else sendCreate(input, { onSuccess: (data) => onSaved(data.course, 'added') });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      size="lg"
      title={course ? t`Edit Course` : t`Add Course`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {course ? t`Save Changes` : t`Add Course`}
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        {failure}
        <CourseForm
          key={course ? `${course._id}:${course.version}` : 'new'}
          id={formId}
          course={course}
          disabled={saving}
          onSubmit={save}
        />
      </div>
    </Dialog>
  );
}
