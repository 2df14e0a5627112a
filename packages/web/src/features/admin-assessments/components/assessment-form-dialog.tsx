import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import {
  ASSESSMENT_KINDS,
  ASSESSMENT_TITLE_MAX_LENGTH,
  type Assessment,
  type AssessmentKind,
  type Section,
} from '@campus/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InputField, SelectField } from '@/components/ui/field';
import { SaveError } from '@/components/ui/save-error';
import { useSendOnce } from '@/lib/use-send-once';
import { useAddAssessment, useEditAssessment } from '../api/change-assessment';
import { kindName } from '../utils/texts';

interface Fields {
  title: string;
  kind: AssessmentKind;
  date: string;
  maxMarks: string;
  weight: string;
  sectionId: string;
}

const fieldsOf = (assessment: Assessment | null, today: string): Fields => ({
  title: assessment?.title ?? '',
  kind: assessment?.kind ?? 'test',
  date: assessment?.date ?? today,
  maxMarks: assessment ? String(assessment.maxMarks) : '',
  weight: assessment ? String(assessment.weight) : '',
  sectionId: assessment?.sectionId ?? '',
});

/** A typed number, or NaN for the server to refuse with its own words (empty is not 0). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Adds an assessment to a course, or edits one (not its section) with the version the list showed. The server's rules
 * (weights together at most 100, the maximum not below marks given) answer in its own words; a conflict offers Reload.
 */
export function AssessmentFormDialog({
  courseId,
  assessment,
  sections,
  today,
  onReload,
  reloading,
  onClose,
  onSaved,
}: {
  courseId: string;
  /** Null: a new one. */
  assessment: Assessment | null;
  sections: Section[];
  today: string;
  onReload: () => Promise<unknown>;
  reloading: boolean;
  onClose: () => void;
  onSaved: (saved: Assessment) => void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const add = useAddAssessment();
  const edit = useEditAssessment();
  const mutation = assessment ? edit : add;
  const sendAdd = useSendOnce(add);
  const sendEdit = useSendOnce(edit);
  const [fields, setFields] = useState(() => fieldsOf(assessment, today));
  const set = (change: Partial<Fields>) => setFields({ ...fields, ...change });
  const title = assessment?.title;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const common = {
      title: fields.title,
      kind: fields.kind,
      date: fields.date,
      maxMarks: numberOf(fields.maxMarks),
      weight: numberOf(fields.weight),
    };
    const onSuccess = ({ assessment: saved }: { assessment: Assessment }) => onSaved(saved);
    if (assessment) sendEdit({ id: assessment._id, version: assessment.version, patch: common }, { onSuccess });
    else sendAdd({ courseId, ...common, sectionId: fields.sectionId || null }, { onSuccess });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={assessment ? t`Edit ${title}` : t`Add an assessment`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={mutation.isPending}>
            {assessment ? t`Save` : t`Add`}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {mutation.isError && (
          <SaveError
            error={mutation.error}
            fallback={t`Failed to save the assessment. Please try again.`}
            onReload={() => void onReload().then(() => mutation.reset())}
            reloading={reloading}
          />
        )}
        <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <InputField
              label={t`Title`}
              required
              maxLength={ASSESSMENT_TITLE_MAX_LENGTH}
              value={fields.title}
              onChange={(event) => set({ title: event.target.value })}
              data-autofocus
            />
          </div>
          <SelectField
            label={t`Kind`}
            value={fields.kind}
            onChange={(event) => set({ kind: event.target.value as AssessmentKind })}
          >
            {ASSESSMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindName(kind)}
              </option>
            ))}
          </SelectField>
          <InputField
            label={t`Date`}
            type="date"
            required
            value={fields.date}
            onChange={(event) => set({ date: event.target.value })}
          />
          <InputField
            label={t`Maximum marks`}
            inputMode="decimal"
            required
            value={fields.maxMarks}
            onChange={(event) => set({ maxMarks: event.target.value })}
          />
          <InputField
            label={t`Weight in the result`}
            inputMode="decimal"
            required
            hint={t`The course's weights add up to 100.`}
            value={fields.weight}
            onChange={(event) => set({ weight: event.target.value })}
          />
          {!assessment && sections.length > 1 && (
            <div className="sm:col-span-2">
              <SelectField
                label={t`Taken by`}
                value={fields.sectionId}
                onChange={(event) => set({ sectionId: event.target.value })}
              >
                <option value="">{t`The whole course`}</option>
                {sections.map(({ _id, name }) => (
                  <option key={_id} value={_id}>
                    {t`Section ${name}`}
                  </option>
                ))}
              </SelectField>
            </div>
          )}
        </form>
      </div>
    </Dialog>
  );
}
