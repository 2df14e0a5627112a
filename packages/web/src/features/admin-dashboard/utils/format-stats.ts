const countFormat = new Intl.NumberFormat('en-IN');

/** 1234 → "1,234". */
export const formatCount = (value: number) => countFormat.format(value);

/** 42.46 → "42.5%". */
export const formatPercent = (value: number) => `${value.toFixed(1)}%`;

/** A change against the previous 30 days: 12.5 → "+12.5%", -3 → "-3.0%", 0 → "0.0%". */
export const formatGrowth = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;

export type GrowthTone = 'good' | 'bad' | 'neutral';

/** Whether a change is good news: growth usually is, but more fees falling due is not. */
export function growthTone(value: number, upIsGood = true): GrowthTone {
  if (value === 0) return 'neutral';
  return value > 0 === upIsGood ? 'good' : 'bad';
}
