export const PROGRESS_BADGES = ['Not Started', 'Partial', 'In Progress', 'Completed'] as const;
export type ProgressBadge = (typeof PROGRESS_BADGES)[number];

export const PROGRESS_HALFWAY = 50;
export const PROGRESS_COMPLETE = 100;

export function progressBadge(progress: number | null | undefined): ProgressBadge {
  if (!progress || progress <= 0) return 'Not Started';
  if (progress < PROGRESS_HALFWAY) return 'Partial';
  if (progress < PROGRESS_COMPLETE) return 'In Progress';
  return 'Completed';
}

/** Share of enrollments that are complete, in percent with one decimal; 0 when there are none. */
export function completionPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((completed / total) * 1000) / 10;
}
