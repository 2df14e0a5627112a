import { useLingui } from '@lingui/react/macro';

export function Spinner({ className = 'size-6' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-current border-r-transparent ${className}`}
    />
  );
}

/** A whole-area loading state with a readable label. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-500">
      <Spinner />
      <span>{label ?? t`Loading…`}</span>
    </div>
  );
}
