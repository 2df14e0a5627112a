export interface JsSizeRow {
  /** `landing (/)`, or `app: <route path>` for a page of the app. */
  page: string;
  /** The JavaScript files (dist-relative) the page's first load fetches. */
  chunks: string[];
  /** Their gzipped size, summed. */
  gzipBytes: number;
}

export function jsSizes(dist?: string): JsSizeRow[];

/** The page's budget in KB (#41). */
export function budgetKb(page: string): number;
