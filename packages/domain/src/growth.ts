export const GROWTH_WINDOW_DAYS = 30;
export const RECENT_ENROLLMENT_DAYS = 30;

/**
 * Percentage change from the previous window to the current one, one decimal.
 * From nothing to something counts as +100% (and is shown as "new"); nothing to nothing as 0%.
 */
export function growthPercent(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** Whether the change is from nothing to something, which a percentage cannot say. */
export const isGrowthFromNothing = (current: number, previous: number) => previous === 0 && current > 0;

/** Growth of ten times or more is growth from a tiny base: "new" says more than "+125187.5%". */
export const NEW_GROWTH_PERCENT = 1000;

/**
 * A change against the previous 30 days: 12.5 → "+12.5%", -3 → "-3.0%", 0 → "0.0%"; from nothing, or 1000% or
 * more → "new".
 */
export const formatGrowth = (percent: number, fromNothing = false) =>
  fromNothing || percent >= NEW_GROWTH_PERCENT ? 'new' : `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`;
