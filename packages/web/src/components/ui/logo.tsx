import { GraduationCap } from 'lucide';
import { Icon } from '@/components/ui/icon';

/**
 * The Campus word mark, or the institute's `name` beside the same mark on its public pages. `tone="light"` is for dark
 * or coloured backgrounds; `compact` keeps only the icon on the narrowest phones (the name stays for screen readers).
 */
export function Logo({
  tone = 'dark',
  compact = false,
  name = 'Campus',
}: {
  tone?: 'dark' | 'light';
  compact?: boolean;
  name?: string;
}) {
  return (
    <span
      className={`flex items-center gap-2 text-lg font-semibold tracking-tight ${tone === 'dark' ? 'text-slate-900' : 'text-white'}`}
    >
      <span
        className={`inline-flex size-9 items-center justify-center rounded-xl shadow-sm ${
          tone === 'dark'
            ? 'bg-linear-to-br from-brand-500 to-violet-600 text-white'
            : 'bg-white/15 text-white ring-1 ring-white/25'
        }`}
      >
        <Icon icon={GraduationCap} aria-hidden="true" className="size-5" />
      </span>
      <span className={compact ? 'sr-only min-[400px]:not-sr-only' : undefined}>{name}</span>
    </span>
  );
}
