import { useLingui } from '@lingui/react/macro';
import { Card } from '@/components/ui/card';
import { Icon, type IconNode } from '@/components/ui/icon';
import { Placeholder } from '@/components/ui/placeholder';
import { formatGrowth } from '@campus/domain';
import { growthTone, type GrowthTone } from '../utils/format-stats';

interface GrowthStatCardProps {
  label: string;
  /** Undefined while the figures load: placeholders stand in for the value and the growth. */
  value: string | undefined;
  /** What the value covers: to date, now, or a window. */
  scope: string;
  growth: number | undefined;
  /** The change is from nothing to something: "new" rather than +100%. */
  fromNothing?: boolean;
  /** What the growth compares. */
  change: string;
  /** False for figures where a rise is bad news (due fees). */
  upIsGood?: boolean;
  icon: IconNode;
  accent: string;
}

const TONE: Record<GrowthTone, string> = {
  good: 'bg-emerald-50 text-emerald-700',
  bad: 'bg-rose-50 text-rose-700',
  neutral: 'bg-slate-100 text-slate-600',
};

/** One dashboard figure, what it covers, and how it changed. */
export function GrowthStatCard({
  label,
  value,
  scope,
  growth,
  fromNothing,
  change,
  upIsGood = true,
  icon,
  accent,
}: GrowthStatCardProps) {
  const { t } = useLingui();
  const growthText = growth === undefined ? undefined : formatGrowth(growth, fromNothing);
  const tone = growth === undefined ? 'neutral' : growthTone(growth, upIsGood);
  const arrow = growth === undefined ? null : growth > 0 ? '▲' : growth < 0 ? '▼' : null;
  return (
    <Card role="group" aria-label={label} className="flex min-w-0 flex-col gap-2 p-4 sm:gap-3 sm:p-5">
      <div className="flex items-start justify-between gap-2 sm:items-center">
        <h2 className="text-sm leading-5 font-medium text-slate-500">{label}</h2>
        <span
          className={`inline-flex size-8 shrink-0 items-center justify-center rounded-lg sm:size-9 sm:rounded-xl ${accent}`}
        >
          <Icon icon={icon} aria-hidden className="size-4 sm:size-5" />
        </span>
      </div>
      <div>
        <p className="text-2xl font-semibold tracking-tight whitespace-nowrap text-slate-900 sm:text-3xl">
          {value ?? <Placeholder className="w-20" />}
        </p>
        <p className="mt-0.5 text-xs text-slate-500">{scope}</p>
      </div>
      <p className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
        <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold ${TONE[tone]}`}>
          {arrow && <span aria-hidden="true">{arrow}</span>}
          {growthText === undefined ? (
            <Placeholder className="w-12" />
          ) : growthText === 'new' ? (
            // The domain's word for a change from nothing (or next to it).
            t`new`
          ) : (
            growthText
          )}
        </span>
        {change}
      </p>
    </Card>
  );
}
