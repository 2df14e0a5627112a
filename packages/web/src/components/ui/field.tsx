import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useHydrated } from '@/lib/hydration';

// A prerendered page's fields take no input until its scripts have taken them over (useHydrated): what was typed before
// would be lost as React hydrates the page, the field showing it and the form's state not having it. Read-only keeps
// their look; a select has no read-only state, so it is disabled.
const CONTROL =
  'block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-500 focus:ring-2 focus:ring-inset focus:ring-brand-500 aria-[invalid=true]:ring-rose-400 disabled:bg-slate-50';

interface FieldShellProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  id: string;
  children: ReactNode;
}

function FieldShell({ label, error, hint, id, children }: FieldShellProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

type InputFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

export const InputField = forwardRef<HTMLInputElement, InputFieldProps>(function InputField(
  { label, error, hint, id, className = '', readOnly, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const hydrated = useHydrated();
  return (
    <FieldShell label={label} error={error} hint={hint} id={inputId}>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={`${CONTROL} ${className}`}
        readOnly={readOnly || !hydrated}
        {...rest}
      />
    </FieldShell>
  );
});

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | undefined };

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, id, readOnly, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const hydrated = useHydrated();
  return (
    <FieldShell label={label} error={error} id={inputId}>
      <textarea
        ref={ref}
        id={inputId}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error)}
        className={CONTROL}
        readOnly={readOnly || !hydrated}
        {...rest}
      />
    </FieldShell>
  );
});

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, children, disabled, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const hydrated = useHydrated();
  return (
    <FieldShell label={label} error={error} hint={hint} id={inputId}>
      <select
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={CONTROL}
        disabled={disabled || !hydrated}
        {...rest}
      >
        {children}
      </select>
    </FieldShell>
  );
});
