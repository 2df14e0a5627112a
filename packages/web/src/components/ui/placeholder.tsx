/**
 * Stands in for a figure that is still loading: a line of the text around it tall (also where it is a flex item, with
 * no line of text around it to set the height), so the card keeps its final height and nothing below it moves when the
 * figure arrives.
 */
export function Placeholder({ className = 'w-16' }: { className?: string }) {
  return (
    <span aria-hidden="true" className={`inline-flex h-[1lh] items-center align-top ${className}`}>
      <span className="h-[0.8em] w-full animate-pulse rounded bg-slate-200" />
    </span>
  );
}
