/** 42.46 → "42.5%". */
export const formatPercent = (value: number) => `${value.toFixed(1)}%`;

export type GrowthTone = 'good' | 'bad' | 'neutral';

/** Whether a change is good news: growth usually is, but more fees falling due is not. */
export function growthTone(value: number, upIsGood = true): GrowthTone {
  if (value === 0) return 'neutral';
  return value > 0 === upIsGood ? 'good' : 'bad';
}
