import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { ImageUp } from 'lucide-react';
import { loadFileType, PICTURE_ACCEPT } from '@/lib/image-file';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'accept' | 'className' | 'size' | 'children'>;

type PictureFileInputProps = InputProps & {
  id: string;
  ref?: Ref<HTMLInputElement>;
  size?: 'sm' | 'md';
  /** The text of the button that opens the file chooser. */
  children: ReactNode;
};

/**
 * A file input for a picture, shown as a button: the input is visually hidden but keeps the keyboard focus, and the
 * label after it is styled from the input's focus and disabled state (`peer-*`). Opening the chooser starts loading
 * the picture check, so that it is ready when a file is chosen.
 */
export function PictureFileInput({ id, size = 'sm', children, ...input }: PictureFileInputProps) {
  return (
    <>
      <input
        id={id}
        type="file"
        accept={PICTURE_ACCEPT}
        className="peer sr-only"
        onClick={() => void loadFileType()}
        {...input}
      />
      <label
        htmlFor={id}
        className={`inline-flex cursor-pointer items-center gap-2 rounded-lg bg-white text-sm font-medium text-slate-700 ring-1 ring-slate-300 ring-inset peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-slate-50 ${size === 'sm' ? 'px-3 py-1.5' : 'px-4 py-2'}`}
      >
        <ImageUp aria-hidden="true" className="size-4" />
        {children}
      </label>
    </>
  );
}
