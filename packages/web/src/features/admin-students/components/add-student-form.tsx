import { Trans, useLingui } from '@lingui/react/macro';
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
import '@/lib/domain-text/load';
import '@/lib/domain-text/save';
import { domainText } from '@/lib/domain-text/registry';
import { todayIso } from '@/lib/format';
import { useKeptState } from '@/lib/use-kept-values';
import { useSendOnce } from '@/lib/use-send-once';
import { useCourseOptions } from '@/lib/get-course-options';
import { useCreateStudent } from '../api/create-student';
import { problemText } from '../utils/problem-text';
import { PhotoInput } from './photo-input';
import { SectionSelect } from './section-select';
import type { StudentsLocationState } from './students-view';

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
  const { t } = useLingui();
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
    error: problemText(errors[name]),
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
    error: problemText(guardianErrors[name]),
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
          const state: StudentsLocationState = { note: t`Student added` };
          navigate(paths.admin.students, { state });
        },
      },
    );
  };

  const courseHint = courses.isPending
    ? t`Loading courses…`
    : courses.isError
      ? undefined
      : courses.data.items.length === 0
        ? t`There are no courses yet.`
        : t`Enrolling opens a fee account for the course.`;

  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        {create.isError && <Alert>{errorMessage(create.error, saveMessages.addStudent)}</Alert>}
        <fieldset disabled={create.isPending} className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">
            <Trans>Student details</Trans>
          </legend>
          <InputField label={t`Name`} autoComplete="off" {...field('name')} />
          <InputField label={t`Email`} type="email" autoComplete="off" {...field('email')} />
          <InputField
            label={t`Phone`}
            type="tel"
            autoComplete="off"
            placeholder="+91 98765 43210"
            {...field('phone')}
          />
          <InputField
            label={t`Date of birth`}
            type="date"
            min={EARLIEST_DATE_OF_BIRTH}
            max={todayIso()}
            hint={t`The student signs in with it.`}
            {...field('dob')}
          />
          <div className="sm:col-span-2">
            <SelectField
              label={t`Course`}
              disabled={!courses.isSuccess}
              hint={courseHint}
              {...field('course')}
              error={
                problemText(errors.course) ?? (courses.isError ? domainText(loadMessages.adminCourses) : undefined)
              }
            >
              <option value="">{t`Choose a course…`}</option>
              {courses.data?.items.map((course) => (
                <option key={course._id} value={course._id}>
                  {course.name} · {course.category}
                </option>
              ))}
            </SelectField>
            {courses.isError && (
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => void courses.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            )}
            {courses.isSuccess && courses.data.items.length === 0 && (
              <Link
                to={paths.admin.courses}
                className="mt-2 inline-block text-sm font-medium text-brand-600 hover:underline"
              >
                <Trans>Add a course first</Trans>
              </Link>
            )}
          </div>
          {values.course && (
            <SectionSelect
              className="sm:col-span-2"
              courseId={values.course}
              label={t`Section`}
              value={sectionId}
              onChange={(id) => setSection({ course: values.course, id })}
            />
          )}
        </fieldset>
        <fieldset disabled={create.isPending} className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-semibold text-slate-900">
            <Trans>Guardian (optional)</Trans>
          </legend>
          <InputField label={t`Guardian's name`} autoComplete="off" {...guardianField('name')} />
          <InputField
            label={t`Relation`}
            autoComplete="off"
            placeholder={t`Mother, Father, Guardian…`}
            {...guardianField('relation')}
          />
          <InputField label={t`Guardian's phone`} type="tel" autoComplete="off" {...guardianField('phone')} />
          <InputField
            label={t`Guardian's email`}
            type="email"
            autoComplete="off"
            hint={t`A phone, an email, or both. More guardians are added on the student's Guardians page.`}
            {...guardianField('email')}
          />
        </fieldset>
        <PhotoInput name={values.name} onChange={setPhoto} disabled={create.isPending} />
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-end">
          <ButtonLink to={paths.admin.students} variant="secondary">
            <Trans>Cancel</Trans>
          </ButtonLink>
          <Button type="submit" loading={create.isPending}>
            <Trans>Add Student</Trans>
          </Button>
        </div>
      </form>
    </Card>
  );
}
