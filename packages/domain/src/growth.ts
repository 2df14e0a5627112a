export const GROWTH_WINDOW_DAYS = 30;
export const RECENT_ENROLLMENT_DAYS = 30;

/**
 * Percentage change from the previous window to the current one, one decimal.
 * From nothing to something counts as +100%; nothing to nothing as 0%.
 */
export function growthPercent(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}
