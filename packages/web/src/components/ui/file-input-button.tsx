import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon, type IconNode } from '@/components/ui/icon';
import { useHydrated } from '@/lib/hydration';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'size' | 'children'>;

export type FileInputButtonProps = InputProps & {
  id: string;
  ref?: Ref<HTMLInputElement>;
  size?: 'sm' | 'md';
  icon: IconNode;
  /** The text of the button that opens the file chooser. */
  children: ReactNode;
};

/**
 * A file input shown as a button: the input is visually hidden but keeps the keyboard focus, and the label after it is
 * styled from the input's focus and disabled state (`peer-*`).
 */
export function FileInputButton({ id, size = 'sm', icon, children, disabled, ...input }: FileInputButtonProps) {
  // A file chosen before the scripts have taken a prerendered page over would be lost as it hydrates.
  const hydrated = useHydrated();
  return (
    <>
      <input id={id} type="file" className="peer sr-only" disabled={disabled || !hydrated} {...input} />
      <label
        htmlFor={id}
        className={`inline-flex cursor-pointer items-center gap-2 rounded-lg bg-white text-sm font-medium text-slate-700 ring-1 ring-slate-300 ring-inset peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-slate-50 ${size === 'sm' ? 'px-3 py-1.5' : 'px-4 py-2'}`}
      >
        <Icon icon={icon} aria-hidden="true" className="size-4" />
        {children}
      </label>
    </>
  );
}
