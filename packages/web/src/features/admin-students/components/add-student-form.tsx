import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  EARLIEST_DATE_OF_BIRTH,
  loadMessages,
  readNewStudent,
  saveMessages,
  type NewStudentFields,
} from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { InputField, SelectField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { todayIso } from '@/lib/format';
import { useKeptState } from '@/lib/use-kept-values';
import { useSendOnce } from '@/lib/use-send-once';
import { useCourseOptions } from '../api/get-course-options';
import { useCreateStudent } from '../api/create-student';
import { PhotoInput } from './photo-input';
import type { StudentsLocationState } from './students-view';

export const STUDENT_ADDED = 'Student added';

const FIELDS = ['name', 'email', 'phone', 'dob', 'course'] as const;
const EMPTY: NewStudentFields = { name: '', email: '', phone: '', dob: '', course: '' };

/**
 * The add-student page (spec §5): details, one required course, an optional photo; sent as multipart. Five fields are
 * checked with the domain's rules for a new student (`readNewStudent`), without a form or validation library to load.
 */
export function AddStudentForm() {
  const navigate = useNavigate();
  const create = useCreateStudent();
  const send = useSendOnce(create);
  const courses = useCourseOptions();
  const [photo, setPhoto] = useState<File | null>(null);
  const [values, setValues] = useKeptState(EMPTY, 'admin', 'add-student');
  const [errors, setErrors] = useState<Partial<NewStudentFields>>({});
  // After a first try, a field's problem goes as soon as what is typed is right.
  const [tried, setTried] = useState(false);

  /** A field's props: its value, kept in `values`, checked again on change after a first try. */
  const field = (name: keyof NewStudentFields) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (!tried) return;
      const checked = readNewStudent(next);
      setErrors('problems' in checked ? checked.problems : {});
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const checked = readNewStudent(values);
    if ('problems' in checked) {
      setErrors(checked.problems);
      const first = FIELDS.find((name) => checked.problems[name]);
      (event.currentTarget.elements.namedItem(first!) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    send(
      { ...checked.student, photo },
      {
        onSuccess: () => {
          const state: StudentsLocationState = { note: STUDENT_ADDED };
          navigate(paths.admin.students, { state });
        },
      },
    );
  };

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
          <InputField label="Name" autoComplete="off" {...field('name')} />
          <InputField label="Email" type="email" autoComplete="off" {...field('email')} />
          <InputField label="Phone" type="tel" autoComplete="off" placeholder="+91 98765 43210" {...field('phone')} />
          <InputField
            label="Date of birth"
            type="date"
            min={EARLIEST_DATE_OF_BIRTH}
            max={todayIso()}
            hint="The student signs in with it."
            {...field('dob')}
          />
          <div className="sm:col-span-2">
            <SelectField
              label="Course"
              disabled={!courses.isSuccess}
              hint={courseHint}
              {...field('course')}
              error={errors.course ?? (courses.isError ? loadMessages.adminCourses : undefined)}
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
        <PhotoInput name={values.name} onChange={setPhoto} disabled={create.isPending} />
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
