import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { LESSON_MINUTES_MAX, type Lesson, type LessonFields, type OutlineLesson } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InputField, TextareaField } from '@/components/ui/field';
import { SaveError } from '@/components/ui/save-error';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/learning';
import { domainText } from '@/lib/domain-text/registry';
import { inputProblem } from '@/lib/input-problem';
import { useKeptValues } from '@/lib/use-kept-values';
import { useSendOnce } from '@/lib/use-send-once';
import { useCreateLesson } from '../api/create-lesson';
import { useLesson } from '../api/get-lesson';
import { useUpdateLesson } from '../api/update-lesson';
import { LessonAttachments } from './lesson-attachments';
import { lessonResolver, type LessonFormValues } from '../utils/outline-forms';
import { videoHint } from '../utils/outline-text';
import { LESSON_LOAD_FAILED, SAVE_LESSON_FAILED } from '../utils/outline-messages';

export interface LessonFormDialogProps {
  open: boolean;
  /** The chapter a new lesson goes into, at its end. */
  chapter: { _id: string; title: string } | null;
  /** The lesson to edit; null adds one to `chapter`. */
  lesson: OutlineLesson | null;
  onClose: () => void;
  onSaved: (lesson: Lesson, action: 'added' | 'updated') => void;
}

/** The add and edit lesson modals: one form, filled from the lesson read afresh when editing. */
export function LessonFormDialog({ open, chapter, lesson, onClose, onSaved }: LessonFormDialogProps) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const current = useLesson(open && lesson ? lesson._id : undefined);
  const create = useCreateLesson();
  const update = useUpdateLesson();
  const sendCreate = useSendOnce(create);
  const sendUpdate = useSendOnce(update);
  const saving = create.isPending || update.isPending;

  const close = () => {
    if (saving) return;
    create.reset();
    update.reset();
    onClose();
  };

  const save = (fields: LessonFields) => {
    if (lesson && current.data) {
      sendUpdate(
        { id: lesson._id, version: current.data.version, ...fields },
        { onSuccess: (data) => onSaved(data.lesson, 'updated') },
      );
    } else if (chapter) {
      sendCreate({ chapterId: chapter._id, ...fields }, { onSuccess: (data) => onSaved(data.lesson, 'added') });
    }
  };

  const failure = lesson
    ? update.isError && (
        <SaveError
          error={update.error}
          fallback={i18n._(SAVE_LESSON_FAILED)}
          onReload={() => void current.refetch().then(() => update.reset())}
          reloading={current.isFetching}
        />
      )
    : create.isError && <Alert>{errorMessage(create.error, i18n._(SAVE_LESSON_FAILED))}</Alert>;

  const chapterTitle = chapter?.title;
  return (
    <Dialog
      open={open}
      onClose={close}
      size="lg"
      title={
        lesson
          ? t`Edit lesson`
          : chapterTitle === undefined
            ? t`Add lesson to chapter`
            : t`Add lesson to ${chapterTitle}`
      }
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={lesson !== null && !current.data}>
            {lesson ? t`Save changes` : t`Add lesson`}
          </Button>
        </>
      }
    >
      {lesson && current.isPending ? (
        <LoadingState label={t`Loading lesson…`} />
      ) : lesson && current.isError ? (
        <ErrorState
          message={errorMessage(current.error, i18n._(LESSON_LOAD_FAILED))}
          onRetry={() => void current.refetch()}
        />
      ) : (
        <div className="space-y-5">
          {failure}
          <LessonForm
            // Reloaded after a conflict, the form starts again from the lesson as it is now.
            key={current.data ? `${current.data._id}:${current.data.version}` : `new:${chapter?._id}`}
            id={formId}
            keptAs={lesson ? `lesson:${lesson._id}` : `lesson:new:${chapter?._id}`}
            lesson={current.data ?? null}
            saving={saving}
            onSubmit={save}
          />
          {lesson ? (
            <LessonAttachments lessonId={lesson._id} />
          ) : (
            <p className="text-xs text-slate-500">
              <Trans>Files (PDFs and pictures) can be attached once the lesson is added.</Trans>
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}

const EMPTY: LessonFormValues = { title: '', body: '', videoUrl: '', minutes: '' };

const initialValues = (lesson: Lesson | null): LessonFormValues =>
  lesson
    ? {
        title: lesson.title,
        body: lesson.body,
        videoUrl: lesson.videoUrl ?? '',
        minutes: lesson.minutes === null ? '' : String(lesson.minutes),
      }
    : EMPTY;

interface LessonFormProps {
  /** The form's id, so the submit button in the dialog's footer can submit it. */
  id: string;
  /** Where what was typed is kept if the session ends under it (lib/use-kept-values.ts). */
  keptAs: string;
  lesson: Lesson | null;
  saving: boolean;
  onSubmit: (fields: LessonFields) => void;
}

function LessonForm({ id, keptAs, lesson, saving, onSubmit }: LessonFormProps) {
  const { t } = useLingui();
  const form = useForm({ resolver: lessonResolver, defaultValues: initialValues(lesson) });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;
  useKeptValues(form, 'admin', keptAs);

  return (
    <form id={id} noValidate onSubmit={handleSubmit(onSubmit)}>
      <fieldset disabled={saving} className="space-y-5">
        <InputField
          label={t`Title`}
          autoComplete="off"
          data-autofocus
          error={inputProblem(errors.title?.message, [{ label: 'Lesson title', shown: t`Lesson title` }])}
          {...register('title')}
        />
        <TextareaField
          label={t`Lesson text (Markdown)`}
          rows={10}
          error={inputProblem(errors.body?.message, [{ label: 'Lesson text', shown: t`Lesson text` }])}
          {...register('body')}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <div className="sm:col-span-2">
            <InputField
              label={t`Video link`}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://www.youtube.com/watch?v=…"
              hint={videoHint(watch('videoUrl'))}
              error={errors.videoUrl?.message && domainText(errors.videoUrl.message)}
              {...register('videoUrl')}
            />
          </div>
          <InputField
            label={t`Estimated minutes`}
            type="number"
            inputMode="numeric"
            min={1}
            max={LESSON_MINUTES_MAX}
            step={1}
            hint={t`Optional.`}
            error={errors.minutes?.message && domainText(errors.minutes.message)}
            {...register('minutes')}
          />
        </div>
      </fieldset>
    </form>
  );
}
