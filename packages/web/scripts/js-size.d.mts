export interface JsSizeRow {
  /** `landing (/)`, or `app: <route module>` for a screen of the app. */
  page: string;
  /** The JavaScript files (dist-relative) the page's first load fetches. */
  chunks: string[];
  /** Their gzipped size, summed. */
  gzipBytes: number;
}

export function jsSizes(dist?: string): JsSizeRow[];
