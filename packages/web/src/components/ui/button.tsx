import type { ComponentProps } from 'react';
import { useHydrated } from '@/lib/hydration';
import { Spinner } from './spinner';

const VARIANTS = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/60',
  secondary: 'bg-white text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 disabled:opacity-60',
  danger: 'bg-rose-600 text-white hover:bg-rose-700 disabled:bg-rose-600/60',
  ghost: 'text-slate-600 hover:bg-slate-100 disabled:opacity-60',
  dangerGhost: 'text-rose-600 hover:bg-rose-50 hover:text-rose-700 disabled:opacity-60',
} as const;

const SIZES = { sm: 'px-3 py-1.5 text-sm', md: 'px-4 py-2 text-sm', lg: 'px-6 py-3 text-base' } as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/**
 * The look of a button, for links that act as buttons too (see ButtonLink). A label breaks only between words, however
 * narrow the row (the page lets long words break anywhere).
 */
export const buttonClassName = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = '') =>
  `inline-flex items-center justify-center gap-2 rounded-lg font-medium wrap-break-word transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${SIZES[size]} ${extra}`;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading,
  disabled,
  className = '',
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  // A prerendered form must not be sent by the browser itself before its scripts take it over: that would put what was
  // typed, a password too, in the address. A disabled default button also stops Enter in a field from sending it.
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      disabled={disabled || loading || (type === 'submit' && !hydrated)}
      aria-busy={loading || undefined}
      className={buttonClassName(variant, size, className)}
      {...rest}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
