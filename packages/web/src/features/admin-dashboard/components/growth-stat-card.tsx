import type { ComponentType } from 'react';
import { Card } from '@/components/ui/card';
import { formatGrowth, growthTone, type GrowthTone } from '../utils/format-stats';

interface GrowthStatCardProps {
  label: string;
  value: string;
  growth: number;
  /** False for figures where a rise is bad news (due fees). */
  upIsGood?: boolean;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  accent: string;
}

const TONE: Record<GrowthTone, string> = {
  good: 'bg-emerald-50 text-emerald-700',
  bad: 'bg-rose-50 text-rose-700',
  neutral: 'bg-slate-100 text-slate-600',
};

/** One dashboard figure and how it changed against the previous 30 days. */
export function GrowthStatCard({ label, value, growth, upIsGood = true, icon: Icon, accent }: GrowthStatCardProps) {
  const tone = growthTone(growth, upIsGood);
  const arrow = growth > 0 ? '▲' : growth < 0 ? '▼' : null;
  return (
    <Card role="group" aria-label={label} className="flex flex-col gap-3 p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-medium text-slate-500">{label}</h2>
        <span className={`inline-flex size-9 items-center justify-center rounded-xl ${accent}`}>
          <Icon aria-hidden className="size-5" />
        </span>
      </div>
      <p className="text-3xl font-semibold tracking-tight text-slate-900">
        {value}
      </p>
      <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
        <span
          className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold ${TONE[tone]}`}
        >
          {arrow && <span aria-hidden="true">{arrow}</span>}
          {formatGrowth(growth)}
        </span>
        vs previous 30 days
      </p>
    </Card>
  );
}
