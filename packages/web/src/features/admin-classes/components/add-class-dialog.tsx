import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ClassSession } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useCourseOptions } from '@/lib/get-course-options';
import { sectionsQueryOptions } from '@/lib/get-course-sections';
import { useTeachers } from '@/lib/get-teachers';
import { useSendOnce } from '@/lib/use-send-once';
import { useAddClassSession, type AddClassSessionVariables } from '../api/add-class-session';
import { readClassFields, type ClassFields, type ClassProblems } from '../utils/class-form';
import { ClassTimeFields } from './class-time-fields';

/**
 * An extra class of a section, apart from its timetable: its course and section, day (the one shown, to begin with),
 * times, room and instructor. A clash is shown as the server words it.
 */
export function AddClassDialog({
  open,
  date,
  onClose,
  onAdded,
}: {
  open: boolean;
  /** The day the Classes page shows: the form starts from it. */
  date: string;
  onClose: () => void;
  onAdded: (added: ClassSession) => void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const add = useAddClassSession();
  const send = useSendOnce(add);
  const close = () => {
    if (add.isPending) return;
    add.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t`Add a class`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={add.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={add.isPending}>
            <Trans>Add class</Trans>
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {add.isError && <Alert>{errorMessage(add.error, t`Failed to add the class. Please try again.`)}</Alert>}
        <AddClassForm
          id={formId}
          date={date}
          disabled={add.isPending}
          onSubmit={(variables) =>
            send(variables, {
              onSuccess: ({ classSession }) => {
                add.reset();
                onAdded(classSession);
              },
            })
          }
        />
      </div>
    </Dialog>
  );
}

interface Choices {
  courseId: string;
  /** The section chosen, of `sectionCourseId`; another course starts again from its main section. */
  sectionId: string;
  sectionCourseId: string;
  instructorId: string;
}

type Problems = ClassProblems & { courseId?: string };

function AddClassForm({
  id,
  date,
  disabled,
  onSubmit,
}: {
  id: string;
  date: string;
  disabled: boolean;
  onSubmit: (variables: AddClassSessionVariables) => void;
}) {
  const { t } = useLingui();
  const mainName = (name: string) => t`${name} (main)`;
  const courses = useCourseOptions();
  const teachers = useTeachers();
  const [choices, setChoices] = useState<Choices>({
    courseId: '',
    sectionId: '',
    sectionCourseId: '',
    instructorId: '',
  });
  const [values, setValues] = useState<ClassFields>({ date, start: '', end: '', room: '' });
  const [problems, setProblems] = useState<Problems>({});
  const sections = useQuery({ ...sectionsQueryOptions(choices.courseId), enabled: choices.courseId !== '' });
  const mainSection = sections.data?.find((section) => section.main) ?? sections.data?.[0];
  const sectionId =
    choices.sectionCourseId === choices.courseId && choices.sectionId ? choices.sectionId : mainSection?._id;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = readClassFields(values);
    const found: Problems = 'problems' in checked ? { ...checked.problems } : {};
    if (!choices.courseId) found.courseId = t`Course is required`;
    setProblems(found);
    if ('problems' in checked || !sectionId) return;
    const { room, ...times } = checked.times;
    onSubmit({
      sectionId,
      input: {
        ...times,
        ...(room ? { room } : {}),
        ...(choices.instructorId ? { instructorId: choices.instructorId } : {}),
      },
    });
  };

  if (courses.isError || sections.isError) {
    return (
      <Alert
        action={
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              void courses.refetch();
              if (choices.courseId) void sections.refetch();
            }}
          >
            <Trans>Retry</Trans>
          </Button>
        }
      >
        <Trans>Failed to load the courses and their sections. Please try again.</Trans>
      </Alert>
    );
  }
  return (
    <form id={id} noValidate onSubmit={submit}>
      <fieldset disabled={disabled} className="space-y-4">
        <legend className="sr-only">
          <Trans>Class</Trans>
        </legend>
        <SelectField
          label={t`Course`}
          value={choices.courseId}
          error={problems.courseId}
          disabled={!courses.data}
          onChange={(event) => setChoices({ ...choices, courseId: event.target.value })}
          data-autofocus
        >
          <option value="">{courses.data ? t`Choose a course` : t`Loading courses…`}</option>
          {courses.data?.items.map((course) => (
            <option key={course._id} value={course._id}>
              {course.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Section`}
          value={sectionId ?? ''}
          disabled={!sections.data}
          onChange={(event) =>
            setChoices({ ...choices, sectionId: event.target.value, sectionCourseId: choices.courseId })
          }
        >
          {!sections.data && (
            <option value="">{choices.courseId ? t`Loading sections…` : t`Choose a course first`}</option>
          )}
          {sections.data?.map((section) => (
            <option key={section._id} value={section._id}>
              {section.main ? mainName(section.name) : section.name}
            </option>
          ))}
        </SelectField>
        <ClassTimeFields values={values} problems={problems} onChange={setValues} />
        <SelectField
          label={t`Instructor (optional)`}
          value={choices.instructorId}
          onChange={(event) => setChoices({ ...choices, instructorId: event.target.value })}
        >
          <option value="">{t`No instructor`}</option>
          {teachers.data?.map((teacher) => (
            <option key={teacher._id} value={teacher._id}>
              {teacher.name}
            </option>
          ))}
        </SelectField>
      </fieldset>
    </form>
  );
}
