import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { X } from 'lucide';
import { Avatar } from '@/components/ui/avatar';
import { Icon } from '@/components/ui/icon';
import { PictureFileInput } from '@/components/ui/picture-file-input';
import '@/lib/domain-text/upload';
import { domainText } from '@/lib/domain-text/registry';
import { takePicture } from '@/lib/image-file';
import { useObjectUrl } from '@/lib/use-object-url';

interface PhotoInputProps {
  /** The photo the student has now, shown until a new one is chosen. */
  current?: string | null;
  name: string;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** An optional profile photo, checked on choice with the same rules and messages as the profile upload. */
export function PhotoInput({ current, name, onChange, disabled }: PhotoInputProps) {
  const { t } = useLingui();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const [error, setError] = useState<string | null>(null);

  const select = (chosen: File | null) => {
    setFile(chosen);
    onChange(chosen);
    if (!chosen && inputRef.current) inputRef.current.value = '';
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) =>
    void takePicture(event.target).then((picked) => {
      if (!picked) return;
      setError(picked.problem);
      select(picked.file);
    });

  return (
    <div className="space-y-1.5">
      <p id={`${id}-label`} className="text-sm font-medium text-slate-700">
        <Trans>
          Photo <span className="font-normal text-slate-500">(optional)</span>
        </Trans>
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {preview ? (
          <img src={preview} alt={t`Preview of the chosen photo`} className="size-14 rounded-full object-cover" />
        ) : (
          <Avatar src={current} name={name || t`The student`} className="size-14" />
        )}
        <PictureFileInput
          ref={inputRef}
          id={id}
          onChange={choose}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
        >
          {file || current ? t`Choose another photo` : t`Choose photo`}
        </PictureFileInput>
        {file && (
          <button
            type="button"
            onClick={() => select(null)}
            disabled={disabled}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-slate-500 hover:bg-slate-100 hover:text-slate-700"
          >
            <Icon icon={X} aria-hidden="true" className="size-4" />
            <Trans>
              Remove<span className="sr-only"> the chosen photo</span>
            </Trans>
          </button>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-rose-600">
          {domainText(error)}
        </p>
      ) : (
        <p id={`${id}-hint`} className="truncate text-xs text-slate-500" title={file?.name}>
          {file ? file.name : t`JPEG, PNG, GIF or WebP, up to 5 MB.`}
        </p>
      )}
    </div>
  );
}
