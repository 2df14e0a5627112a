import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ImageUp, X } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { validatePicture } from '@/lib/image-file';

interface PhotoInputProps {
  /** The photo the student has now, shown until a new one is chosen. */
  current?: string | null;
  name: string;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** An optional profile photo, checked on choice with the same rules and messages as the profile upload. */
export function PhotoInput({ current, name, onChange, disabled }: PhotoInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const select = (chosen: File | null) => {
    setFile(chosen);
    onChange(chosen);
    if (!chosen && inputRef.current) inputRef.current.value = '';
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen && validatePicture(chosen);
    setError(problem);
    select(problem ? null : chosen);
  };

  return (
    <div className="space-y-1.5">
      <p id={`${id}-label`} className="text-sm font-medium text-slate-700">
        Photo <span className="font-normal text-slate-500">(optional)</span>
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {preview ? (
          <img src={preview} alt="Preview of the chosen photo" className="size-14 rounded-full object-cover" />
        ) : (
          <Avatar src={current} name={name || 'The student'} className="size-14" />
        )}
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          onChange={choose}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg bg-white px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 ring-inset peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-slate-50"
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {file || current ? 'Choose another photo' : 'Choose photo'}
        </label>
        {file && (
          <button
            type="button"
            onClick={() => select(null)}
            disabled={disabled}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-slate-500 hover:bg-slate-100 hover:text-slate-700"
          >
            <X aria-hidden="true" className="size-4" />
            Remove<span className="sr-only"> the chosen photo</span>
          </button>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-rose-600">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="truncate text-xs text-slate-500">
          {file ? file.name : 'JPEG, PNG, GIF or WebP, up to 5 MB.'}
        </p>
      )}
    </div>
  );
}
