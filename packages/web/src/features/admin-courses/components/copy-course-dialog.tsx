import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { courseCopySchema, type Course, type CourseCopy } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useSendOnce } from '@/lib/use-send-once';
import { useCopyCourse } from '../api/copy-course';
import { fieldProblem } from '../utils/field-problem';

const resolver = zodResolver(courseCopySchema);

interface CopyCourseDialogProps {
  /** The course to copy; null: closed. */
  course: Course | null;
  onClose: () => void;
  onCopied: (copy: Course, original: Course) => void;
}

/** Copies a course under a new name: its details, picture, outline with files, and instructors. */
export function CopyCourseDialog({ course, onClose, onCopied }: CopyCourseDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const copy = useCopyCourse();
  const send = useSendOnce(copy);
  const close = () => {
    if (copy.isPending) return;
    copy.reset();
    onClose();
  };
  return (
    <Dialog
      open={course !== null}
      onClose={close}
      title={t`Copy course`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={copy.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={copy.isPending}>
            <Trans>Copy course</Trans>
          </Button>
        </>
      }
    >
      {course && (
        <CopyForm
          key={course._id}
          id={formId}
          course={course}
          saving={copy.isPending}
          error={copy.isError ? errorMessage(copy.error, t`Could not copy the course`) : null}
          onSubmit={({ name }) =>
            send({ id: course._id, name }, { onSuccess: (data) => onCopied(data.course, course) })
          }
        />
      )}
    </Dialog>
  );
}

function CopyForm({
  id,
  course,
  saving,
  error,
  onSubmit,
}: {
  id: string;
  course: Course;
  saving: boolean;
  error: string | null;
  onSubmit: (fields: CourseCopy) => void;
}) {
  const { t } = useLingui();
  const { name } = course;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { name: `${course.name} (copy)` } });
  return (
    <form id={id} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      {error && <Alert>{error}</Alert>}
      <p className="text-sm text-slate-600">
        <Trans>
          The copy gets the details, picture, outline (with the lessons&apos; files) and instructors of “{name}”. It
          starts with no students.
        </Trans>
      </p>
      <fieldset disabled={saving}>
        <InputField
          label={t`Name of the copy`}
          autoComplete="off"
          data-autofocus
          error={fieldProblem(errors.name?.message, { label: 'Course name', shown: t`Course name` })}
          {...register('name')}
        />
      </fieldset>
    </form>
  );
}
