import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent } from 'react';
import { Paperclip, Trash2 } from 'lucide';
import { LESSON_ATTACHMENT_MAX_BYTES, LESSON_ATTACHMENTS_MAX, learningMessages } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { AttachmentList } from '@/components/ui/attachment-list';
import { Button } from '@/components/ui/button';
import { FileInputButton } from '@/components/ui/file-input-button';
import { Icon } from '@/components/ui/icon';
import { errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/learning';
import { domainText } from '@/lib/domain-text/registry';
import { useLessonAttachments } from '../api/get-lesson';
import { useAddAttachment, useRemoveAttachment } from '../api/lesson-attachments';

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/gif,image/webp';
const maxMegabytes = LESSON_ATTACHMENT_MAX_BYTES / 1024 / 1024;

/** The files of a saved lesson: attached as soon as they are chosen, removed one by one. */
export function LessonAttachments({ lessonId }: { lessonId: string }) {
  const { t } = useLingui();
  const inputId = useId();
  const attachments = useLessonAttachments(lessonId);
  const add = useAddAttachment(lessonId);
  const remove = useRemoveAttachment(lessonId);
  const [percent, setPercent] = useState(0);
  const [tooLarge, setTooLarge] = useState(false);
  const files = attachments.data ?? [];

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    remove.reset();
    setTooLarge(file.size > LESSON_ATTACHMENT_MAX_BYTES);
    if (file.size > LESSON_ATTACHMENT_MAX_BYTES) return add.reset();
    setPercent(0);
    add.mutate({ file, onProgress: setPercent });
  };

  const failure = tooLarge
    ? domainText(learningMessages.attachmentTooLarge)
    : add.isError
      ? errorMessage(add.error, t`Could not attach the file`)
      : remove.isError && errorMessage(remove.error, t`Could not remove the file`);
  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-3 border-t border-slate-200 pt-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id={`${inputId}-title`} className="text-sm font-semibold text-slate-900">
            <Trans>Files</Trans>
          </h3>
          <p className="text-xs text-slate-500">
            <Trans>
              PDFs and pictures up to {maxMegabytes} MB, which the course&apos;s students download from the lesson.
            </Trans>
          </p>
        </div>
        <FileInputButton
          id={inputId}
          icon={Paperclip}
          accept={ACCEPT}
          disabled={add.isPending || files.length >= LESSON_ATTACHMENTS_MAX}
          onChange={choose}
        >
          {add.isPending ? t`Attaching… ${percent}%` : t`Attach a file`}
        </FileInputButton>
      </div>
      {failure && <Alert>{failure}</Alert>}
      {files.length > 0 && (
        <AttachmentList
          attachments={files}
          audience="admin"
          action={(attachment) => {
            const { name } = attachment;
            return (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t`Remove ${name}`}
                loading={remove.isPending && remove.variables === attachment._id}
                onClick={() => remove.mutate(attachment._id)}
              >
                <Icon icon={Trash2} aria-hidden="true" className="size-4" />
                <Trans>Remove</Trans>
              </Button>
            );
          }}
        />
      )}
    </section>
  );
}
