import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useSendOnce } from '@/lib/use-send-once';
import { useCreateChapter } from '../api/create-chapter';
import { SAVE_CHAPTER_FAILED } from '../utils/outline-messages';
import { ChapterTitleForm } from './chapter-title-form';

/** Adds a chapter at the end of the outline; the field empties for the next one. */
export function AddChapter({ courseId, onAdded }: { courseId: string; onAdded: (title: string) => void }) {
  const { t, i18n } = useLingui();
  const create = useCreateChapter();
  const send = useSendOnce(create);
  return (
    <Card>
      <h2 className="mb-3 font-semibold text-slate-900">
        <Trans>Add a chapter</Trans>
      </h2>
      <ChapterTitleForm
        keptAs={`chapter:new:${courseId}`}
        submitLabel={t`Add chapter`}
        saving={create.isPending}
        error={create.isError && <Alert>{errorMessage(create.error, i18n._(SAVE_CHAPTER_FAILED))}</Alert>}
        onSave={(title, clear) =>
          send(
            { courseId, title },
            {
              onSuccess: () => {
                clear();
                onAdded(title);
              },
            },
          )
        }
      />
    </Card>
  );
}
