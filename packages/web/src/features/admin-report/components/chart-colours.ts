/** The chart's colours, shared with its legend. */
export const CHART_COLOURS = { collected: '#10b981', outstanding: '#f43f5e' } as const;
