import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  EARLIEST_DATE_OF_BIRTH,
  loadMessages,
  readGuardian,
  readNewStudent,
  saveMessages,
  type NewStudentFields,
  type TypedGuardian,
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
import { useCourseOptions } from '@/lib/get-course-options';
import { useCreateStudent } from '../api/create-student';
import { PhotoInput } from './photo-input';
import { SectionSelect } from './section-select';
import type { StudentsLocationState } from './students-view';

export const STUDENT_ADDED = 'Student added';

const FIELDS = ['name', 'email', 'phone', 'dob', 'course'] as const;
const EMPTY: NewStudentFields = { name: '', email: '', phone: '', dob: '', course: '' };
const GUARDIAN_FIELDS = ['name', 'relation', 'phone', 'email'] as const;
const NO_GUARDIAN: TypedGuardian = { name: '', relation: '', phone: '', email: '' };

/** The optional guardian: none when every field is empty, else read by the domain's guardian rules. */
const readOptionalGuardian = (fields: TypedGuardian) =>
  GUARDIAN_FIELDS.every((name) => fields[name].trim() === '') ? { guardian: undefined } : readGuardian(fields);

/**
 * The add-student page (spec §5): details, one required course and its section (when it has several), an optional
 * photo, and an optional first guardian; sent as multipart. Five fields are checked with the domain's rules for a new
 * student (`readNewStudent`) and the guardian's with its rules (`readGuardian`), without a form or validation library.
 */
export function AddStudentForm() {
  const navigate = useNavigate();
  const create = useCreateStudent();
  const send = useSendOnce(create);
  const courses = useCourseOptions();
  const [photo, setPhoto] = useState<File | null>(null);
  const [values, setValues] = useKeptState(EMPTY, 'admin', 'add-student');
  // The section chosen belongs to the course it was chosen for: another course starts again from its main section.
  const [section, setSection] = useState({ course: '', id: '' });
  const sectionId = section.course === values.course ? section.id : '';
  const [errors, setErrors] = useState<Partial<NewStudentFields>>({});
  const [guardian, setGuardian] = useKeptState(NO_GUARDIAN, 'admin', 'add-student-guardian');
  const [guardianErrors, setGuardianErrors] = useState<Partial<TypedGuardian>>({});
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

  /** A guardian field's props, checked again on change after a first try. */
  const guardianField = (name: keyof TypedGuardian) => ({
    name: `guardian-${name}`,
    value: guardian[name],
    error: guardianErrors[name],
    onChange: (event: { target: { value: string } }) => {
      const next = { ...guardian, [name]: event.target.value };
      setGuardian(next);
      if (!tried) return;
      const checked = readOptionalGuardian(next);
      setGuardianErrors('problems' in checked ? checked.problems : {});
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const checked = readNewStudent(values);
    const checkedGuardian = readOptionalGuardian(guardian);
    setErrors('problems' in checked ? checked.problems : {});
    setGuardianErrors('problems' in checkedGuardian ? checkedGuardian.problems : {});
    const focus = (name: string) => (event.currentTarget.elements.namedItem(name) as HTMLElement | null)?.focus();
    if ('problems' in checked) return focus(FIELDS.find((name) => checked.problems[name])!);
    if ('problems' in checkedGuardian) {
      return focus(`guardian-${GUARDIAN_FIELDS.find((name) => checkedGuardian.problems[name])!}`);
    }
    send(
      {
        ...checked.student,
        ...(sectionId ? { section: sectionId } : {}),
        ...(checkedGuardian.guardian ? { guardian: checkedGuardian.guardian } : {}),
        photo,
      },
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
          {values.course && (
            <SectionSelect
              className="sm:col-span-2"
              courseId={values.course}
              label="Section"
              value={sectionId}
              onChange={(id) => setSection({ course: values.course, id })}
            />
          )}
        </fieldset>
        <fieldset disabled={create.isPending} className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-semibold text-slate-900">Guardian (optional)</legend>
          <InputField label="Guardian's name" autoComplete="off" {...guardianField('name')} />
          <InputField
            label="Relation"
            autoComplete="off"
            placeholder="Mother, Father, Guardian…"
            {...guardianField('relation')}
          />
          <InputField label="Guardian's phone" type="tel" autoComplete="off" {...guardianField('phone')} />
          <InputField
            label="Guardian's email"
            type="email"
            autoComplete="off"
            hint="A phone, an email, or both. More guardians are added on the student's Guardians page."
            {...guardianField('email')}
          />
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
