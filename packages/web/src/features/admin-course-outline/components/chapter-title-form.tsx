import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import '@/lib/domain-text/learning';
import { inputProblem } from '@/lib/input-problem';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useKeptValues } from '@/lib/use-kept-values';

const validation = lazyResolver(() => import('../utils/outline-forms').then((rules) => rules.chapterResolver));

interface ChapterTitleFormProps {
  /** Where what was typed is kept if the session ends under it (lib/use-kept-values.ts). */
  keptAs: string;
  defaultTitle?: string;
  submitLabel: string;
  saving: boolean;
  /** Why the last save failed. */
  error: ReactNode;
  /** `clear` empties the field and puts the cursor back in it, for the next chapter. */
  onSave: (title: string, clear: () => void) => void;
  /** Given when the form can be closed (renaming): Cancel and Escape call it. */
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A chapter's title, to add a chapter or to rename one. */
export function ChapterTitleForm({
  keptAs,
  defaultTitle = '',
  submitLabel,
  saving,
  error,
  onSave,
  onCancel,
  autoFocus,
}: ChapterTitleFormProps) {
  const { t } = useLingui();
  const form = useForm({ resolver: validation.resolver, defaultValues: { title: defaultTitle } });
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors },
  } = form;
  useEffect(() => validation.preload(), []);
  useKeptValues(form, 'admin', keptAs);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ title }) =>
        onSave(title, () => {
          resetField('title', { defaultValue: '' });
          setFocus('title');
        }),
      )}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) {
          event.preventDefault();
          onCancel();
        }
      }}
      className="space-y-3"
    >
      {error}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <InputField
            label={t`Chapter title`}
            autoComplete="off"
            autoFocus={autoFocus}
            // Not disabled while saving: that would take the focus away from the field.
            readOnly={saving}
            error={inputProblem(errors.title?.message, [{ label: 'Chapter title', shown: t`Chapter title` }])}
            {...register('title')}
          />
        </div>
        <div className="flex gap-2 sm:mt-7">
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel} disabled={saving}>
              <Trans>Cancel</Trans>
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
