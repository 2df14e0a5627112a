export function ProgressBar({
  percent,
  label,
  tone = 'brand',
}: {
  percent: number;
  label: string;
  tone?: 'brand' | 'emerald';
}) {
  const value = Math.max(0, Math.min(100, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={`h-full rounded-full transition-[width] duration-300 ${tone === 'brand' ? 'bg-brand-500' : 'bg-emerald-500'}`}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
