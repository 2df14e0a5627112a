/** The chart's colours, shared with its legend (which is drawn outside the lazily loaded chart). */
export const CHART_COLOURS = { collected: '#10b981', outstanding: '#f43f5e' } as const;
