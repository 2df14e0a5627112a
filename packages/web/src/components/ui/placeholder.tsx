/**
 * Stands in for a figure that is still loading: as tall as the text around it, so the card keeps its final height and
 * nothing below it moves when the figure arrives.
 */
export function Placeholder({ className = 'w-16' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block h-[0.8em] animate-pulse rounded bg-slate-200 align-middle ${className}`}
    />
  );
}
