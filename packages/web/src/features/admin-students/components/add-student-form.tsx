import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { EARLIEST_DATE_OF_BIRTH, loadMessages, saveMessages } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { InputField, SelectField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { todayIso } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useKeptValues } from '@/lib/use-kept-values';
import { useSendOnce } from '@/lib/use-send-once';
import { useCourseOptions } from '../api/get-course-options';
import { useCreateStudent } from '../api/create-student';
import { PhotoInput } from './photo-input';
import type { StudentsLocationState } from './students-view';

export const STUDENT_ADDED = 'Student added';

const validation = lazyResolver(() => import('../utils/student-form').then((rules) => rules.addStudentResolver));

/** The add-student page (spec §5): details, one required course, an optional photo; sent as multipart. */
export function AddStudentForm() {
  const navigate = useNavigate();
  const create = useCreateStudent();
  const send = useSendOnce(create);
  const courses = useCourseOptions();
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: { name: '', email: '', phone: '', dob: '', course: '' },
  });
  useEffect(() => validation.preload(), []);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;
  useKeptValues(form, 'admin', 'add-student');

  const onSubmit = handleSubmit((fields) =>
    send(
      { ...fields, photo },
      {
        onSuccess: () => {
          const state: StudentsLocationState = { note: STUDENT_ADDED };
          navigate(paths.admin.students, { state });
        },
      },
    ),
  );

  const courseHint = courses.isPending
    ? 'Loading courses…'
    : courses.isError
      ? undefined
      : courses.data.items.length === 0
        ? 'There are no courses yet.'
        : 'Enrolling opens a fee account for the course.';

  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        {create.isError && <Alert>{errorMessage(create.error, saveMessages.addStudent)}</Alert>}
        <fieldset disabled={create.isPending} className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">Student details</legend>
          <InputField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
          <InputField
            label="Email"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <InputField
            label="Phone"
            type="tel"
            autoComplete="off"
            placeholder="+91 98765 43210"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <InputField
            label="Date of birth"
            type="date"
            min={EARLIEST_DATE_OF_BIRTH}
            max={todayIso()}
            hint="The student signs in with it."
            error={errors.dob?.message}
            {...register('dob')}
          />
          <div className="sm:col-span-2">
            <SelectField
              label="Course"
              disabled={!courses.isSuccess}
              error={errors.course?.message ?? (courses.isError ? loadMessages.adminCourses : undefined)}
              hint={courseHint}
              {...register('course')}
            >
              <option value="">Choose a course…</option>
              {courses.data?.items.map((course) => (
                <option key={course._id} value={course._id}>
                  {course.name} · {course.category}
                </option>
              ))}
            </SelectField>
            {courses.isError && (
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => void courses.refetch()}>
                Try again
              </Button>
            )}
            {courses.isSuccess && courses.data.items.length === 0 && (
              <Link
                to={paths.admin.courses}
                className="mt-2 inline-block text-sm font-medium text-brand-600 hover:underline"
              >
                Add a course first
              </Link>
            )}
          </div>
        </fieldset>
        <PhotoInput name={watch('name')} onChange={setPhoto} disabled={create.isPending} />
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-end">
          <ButtonLink to={paths.admin.students} variant="secondary">
            Cancel
          </ButtonLink>
          <Button type="submit" loading={create.isPending}>
            Add Student
          </Button>
        </div>
      </form>
    </Card>
  );
}
