import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EARLIEST_DATE_OF_BIRTH,
  loadMessages,
  saveMessages,
  type Student,
  type StudentListItem,
  type UpdateStudentInput,
} from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/field';
import { SaveError } from '@/components/ui/save-error';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import '@/lib/domain-text/load';
import '@/lib/domain-text/save';
import { domainText } from '@/lib/domain-text/registry';
import { todayIso } from '@/lib/format';
import { useKeptValues } from '@/lib/use-kept-values';
import { useSendOnce } from '@/lib/use-send-once';
import { useCourseOptions } from '@/lib/get-course-options';
import { useStudent } from '../api/get-student';
import { useUpdateStudent } from '../api/update-student';
import { problemText } from '../utils/problem-text';
import { editStudentFormSchema } from '../utils/student-form';
import { CourseChecklist, type CourseChoice } from './course-checklist';
import { PhotoInput } from './photo-input';
import { SectionSelect } from './section-select';

const FORM_ID = 'edit-student-form';

interface EditStudentDialogProps {
  /** The list's row of the student to edit; the form is filled from the student read afresh (with their version). */
  student: StudentListItem | null;
  onClose: () => void;
  onSaved: (student: Student) => void;
}

export function EditStudentDialog({ student, onClose, onSaved }: EditStudentDialogProps) {
  const { t } = useLingui();
  const update = useUpdateStudent();
  const send = useSendOnce(update);
  const current = useStudent(student?._id);
  const close = () => {
    if (update.isPending) return;
    update.reset();
    onClose();
  };
  const reload = () => {
    void current.refetch().then(() => update.reset());
  };
  return (
    <Dialog
      open={student !== null}
      onClose={close}
      title={t`Edit student`}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={update.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={FORM_ID} loading={update.isPending} disabled={!current.data}>
            <Trans>Save changes</Trans>
          </Button>
        </>
      }
    >
      {current.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
          <Spinner className="size-4" /> <Trans>Loading student…</Trans>
        </p>
      ) : current.isError ? (
        <ErrorState message={domainText(loadMessages.students)} onRetry={() => void current.refetch()} />
      ) : (
        <EditStudentForm
          // Reloaded after a conflict, the form starts again from the student as they are now.
          key={`${current.data._id}:${current.data.version}`}
          student={current.data}
          saving={update.isPending}
          error={
            update.isError && (
              <SaveError
                error={update.error}
                fallback={saveMessages.updateStudent}
                onReload={reload}
                reloading={current.isFetching}
              />
            )
          }
          onSubmit={(data, photo) =>
            send(
              { id: current.data._id, data, photo, version: current.data.version },
              {
                onSuccess: ({ user }) => {
                  update.reset();
                  onSaved(user);
                },
              },
            )
          }
        />
      )}
    </Dialog>
  );
}

interface EditStudentFormProps {
  student: Student;
  saving: boolean;
  error: ReactNode;
  onSubmit: (data: UpdateStudentInput, photo: File | null) => void;
}

function EditStudentForm({ student, saving, error, onSubmit }: EditStudentFormProps) {
  const { t } = useLingui();
  const [photo, setPhoto] = useState<File | null>(null);
  // The section chosen for each course being added; those the student has keep theirs (moved on the Sections page).
  const [sections, setSections] = useState<Record<string, string>>({});
  const courseOptions = useCourseOptions();
  const form = useForm({
    resolver: zodResolver(editStudentFormSchema),
    defaultValues: {
      name: student.name,
      email: student.email,
      phone: student.phone ?? '',
      dob: student.dob ?? '',
      courses: student.enrolledCourses.map((course) => course._id),
    },
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  useKeptValues(form, 'admin', `edit-student:${student._id}`);
  const ticked = useWatch({ control, name: 'courses' });

  // The student's own courses are always offered, even beyond the first page of the catalogue.
  const choices: CourseChoice[] = [...(courseOptions.data?.items ?? [])];
  for (const course of student.enrolledCourses) {
    if (!choices.some((choice) => choice._id === course._id)) choices.push(course);
  }
  choices.sort((a, b) => a.name.localeCompare(b.name));
  const adding = choices.filter(
    (course) => ticked.includes(course._id) && !student.enrolledCourses.some((enrolled) => enrolled._id === course._id),
  );
  const submit = handleSubmit((data) => {
    const named = adding.map((course) => sections[course._id]).filter((id): id is string => Boolean(id));
    onSubmit({ ...data, sections: named }, photo);
  });

  return (
    <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-5">
      {error}
      <fieldset disabled={saving} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">
          <Trans>Details</Trans>
        </legend>
        <InputField
          label={t`Name`}
          autoComplete="off"
          data-autofocus
          error={problemText(errors.name?.message)}
          {...register('name')}
        />
        <InputField
          label={t`Email`}
          type="email"
          autoComplete="off"
          error={problemText(errors.email?.message)}
          {...register('email')}
        />
        <InputField
          label={t`Phone`}
          type="tel"
          autoComplete="off"
          error={problemText(errors.phone?.message)}
          {...register('phone')}
        />
        <InputField
          label={t`Date of birth`}
          type="date"
          min={EARLIEST_DATE_OF_BIRTH}
          max={todayIso()}
          error={problemText(errors.dob?.message)}
          {...register('dob')}
        />
      </fieldset>
      <PhotoInput current={student.profilePicture} name={student.name} onChange={setPhoto} disabled={saving} />
      {courseOptions.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
          <Spinner className="size-4" /> <Trans>Loading courses…</Trans>
        </p>
      ) : courseOptions.isError ? (
        <Alert
          action={
            <Button size="sm" variant="secondary" onClick={() => void courseOptions.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        >
          {domainText(loadMessages.adminCourses)}
        </Alert>
      ) : (
        <Controller
          control={control}
          name="courses"
          render={({ field, fieldState }) => (
            <CourseChecklist
              courses={choices}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      {adding.map((course) => {
        const name = course.name;
        return (
          <SectionSelect
            key={course._id}
            courseId={course._id}
            label={t`Section of ${name}`}
            value={sections[course._id] ?? ''}
            disabled={saving}
            onChange={(id) => setSections((chosen) => ({ ...chosen, [course._id]: id }))}
          />
        );
      })}
    </form>
  );
}
