import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Download, FileText, Image } from 'lucide';
import type { LessonAttachment } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { errorMessage } from '@/lib/api-client';
import { useDownloadAttachment } from '@/lib/download-attachment';
import { formatFileSize } from '@/lib/file-size';
import type { Audience } from '@/lib/session';

/** A lesson's files, each with its kind and size and a Download button; `action` adds a control to each (Remove). */
export function AttachmentList({
  attachments,
  audience,
  action,
}: {
  attachments: LessonAttachment[];
  audience: Audience;
  action?: (attachment: LessonAttachment) => ReactNode;
}) {
  const { t } = useLingui();
  const download = useDownloadAttachment(audience);
  const kindOf = (attachment: LessonAttachment) => (attachment.contentType === 'application/pdf' ? 'PDF' : t`Picture`);
  return (
    <div className="space-y-2">
      {download.isError && <Alert>{errorMessage(download.error, t`Could not download the file`)}</Alert>}
      <ul className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
        {attachments.map((attachment) => {
          const name = attachment.name;
          const icon = attachment.contentType === 'application/pdf' ? FileText : Image;
          return (
            <li key={attachment._id} className="flex flex-wrap items-center gap-3 px-3 py-2.5">
              <Icon icon={icon} aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words text-slate-900">{attachment.name}</span>
                <span className="text-xs text-slate-500">
                  {kindOf(attachment)} · {formatFileSize(attachment.size)}
                </span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t`Download ${name}`}
                loading={download.isPending && download.variables._id === attachment._id}
                onClick={() => download.mutate(attachment)}
              >
                <Icon icon={Download} aria-hidden="true" className="size-4" />
                <Trans>Download</Trans>
              </Button>
              {action?.(attachment)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
