import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ImageUp } from 'lucide-react';
import { messages } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { errorMessage } from '@/lib/api-client';
import { useUploadProfilePicture } from '../api/upload-profile-picture';
import { validatePicture } from '@/lib/image-file';

/** Choose a picture, see a preview, upload it with progress (spec §4, §5). */
export function PictureUpload() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadProfilePicture();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const clearChoice = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    upload.reset();
    if (!chosen) return clearChoice();
    const problem = validatePicture(chosen);
    setError(problem);
    if (problem) clearChoice();
    else setFile(chosen);
  };

  const send = () => {
    const problem = validatePicture(file);
    setError(problem);
    if (problem || !file) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: clearChoice,
        onError: (failure) => setError(errorMessage(failure, messages.upload.failed)),
      },
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          onChange={choose}
          disabled={upload.isPending}
          aria-describedby={`${inputId}-hint`}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-medium text-slate-700 ring-1 ring-slate-300 ring-inset peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-slate-50"
        >
          <ImageUp aria-hidden="true" className="size-4" />
          Choose picture
        </label>
        <Button onClick={send} loading={upload.isPending}>
          Upload
        </Button>
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-slate-500">
        JPEG, PNG, GIF or WebP, up to 5 MB.
      </p>

      {preview && file && (
        <div className="flex items-center gap-3 rounded-xl bg-slate-50 p-3">
          <img src={preview} alt="Preview of the chosen picture" className="size-14 rounded-full object-cover" />
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium text-slate-800">{file.name}</p>
            <p className="text-slate-500">{fileSize(file.size)} · ready to upload</p>
          </div>
        </div>
      )}

      {upload.isPending && (
        <div className="space-y-1.5">
          <ProgressBar percent={progress} label="Upload progress" />
          <p className="text-xs text-slate-500" aria-live="polite">
            Uploading… {progress}%
          </p>
        </div>
      )}
      {error && <Alert>{error}</Alert>}
      {upload.isSuccess && <Alert tone="success">Your new profile picture is saved.</Alert>}
    </div>
  );
}

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
