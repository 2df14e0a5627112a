import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { uploadMessages } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PictureFileInput } from '@/components/ui/picture-file-input';
import { ProgressBar } from '@/components/ui/progress-bar';
import { errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/upload';
import { domainText } from '@/lib/domain-text/registry';
import { takePicture } from '@/lib/image-file';
import { useObjectUrl } from '@/lib/use-object-url';
import { useSendOnce } from '@/lib/use-send-once';
import { useUploadProfilePicture } from '../api/upload-profile-picture';

/** Choose a picture, see a preview, upload it with progress (spec §4, §5). */
export function PictureUpload() {
  const { t } = useLingui();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadProfilePicture();
  const sendOnce = useSendOnce(upload);

  const clearChoice = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    upload.reset();
    void takePicture(event.target).then((picked) => {
      if (!picked) return;
      setError(picked.problem);
      if (picked.file) setFile(picked.file);
      else clearChoice();
    });
  };

  const send = () => {
    // After a refused choice its reason stays, rather than "select a file" about a file that was selected.
    if (!file) return setError((refusal) => refusal ?? uploadMessages.noFile);
    setError(null);
    setProgress(0);
    sendOnce(
      { file, onProgress: setProgress },
      {
        onSuccess: clearChoice,
        onError: (failure) => setError(errorMessage(failure, uploadMessages.failed)),
      },
    );
  };

  const size = file ? fileSize(file.size) : '';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <PictureFileInput
          ref={inputRef}
          id={inputId}
          size="md"
          onChange={choose}
          disabled={upload.isPending}
          aria-describedby={`${inputId}-hint`}
        >
          <Trans>Choose picture</Trans>
        </PictureFileInput>
        <Button onClick={send} loading={upload.isPending}>
          <Trans>Upload</Trans>
        </Button>
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-slate-500">
        <Trans>JPEG, PNG, GIF or WebP, up to 5 MB.</Trans>
      </p>

      {preview && file && (
        <div className="flex items-center gap-3 rounded-xl bg-slate-50 p-3">
          <img src={preview} alt={t`Preview of the chosen picture`} className="size-14 rounded-full object-cover" />
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium text-slate-800" title={file.name}>
              {file.name}
            </p>
            <p className="text-slate-500">
              <Trans>{size} · ready to upload</Trans>
            </p>
          </div>
        </div>
      )}

      {upload.isPending && (
        <div className="space-y-1.5">
          <ProgressBar percent={progress} label={t`Upload progress`} />
          <p className="text-xs text-slate-500" aria-live="polite">
            <Trans>Uploading… {progress}%</Trans>
          </p>
        </div>
      )}
      {error && <Alert>{domainText(error)}</Alert>}
      {upload.isSuccess && (
        <Alert tone="success">
          <Trans>Your new profile picture is saved.</Trans>
        </Alert>
      )}
    </div>
  );
}

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
