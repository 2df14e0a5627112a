const countFormat = new Intl.NumberFormat('en-IN');

/** 1234 → "1,234". */
export const formatCount = (value: number) => countFormat.format(value);

/** 42.46 → "42.5%". */
export const formatPercent = (value: number) => `${value.toFixed(1)}%`;

/** Growth of ten times or more is growth from a tiny base: "new" says more than "+125187.5%". */
export const NEW_GROWTH_PERCENT = 1000;

/** A change against the previous 30 days: 12.5 → "+12.5%", -3 → "-3.0%", 0 → "0.0%", 1000 or more → "new". */
export const formatGrowth = (value: number) =>
  value >= NEW_GROWTH_PERCENT ? 'new' : `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;

export type GrowthTone = 'good' | 'bad' | 'neutral';

/** Whether a change is good news: growth usually is, but more fees falling due is not. */
export function growthTone(value: number, upIsGood = true): GrowthTone {
  if (value === 0) return 'neutral';
  return value > 0 === upIsGood ? 'good' : 'bad';
}
