/** How long `ReusedFigures` reuses, and waits for, its figures. */
export interface FiguresTiming {
  /** Figures older than this are refreshed in the background; the previous ones are served meanwhile. */
  maxAgeMs: number;
  /** However many changes come in, figures are computed again at most this often because of them. */
  minRecomputeGapMs: number;
  /** How long a `get` after a change waits at most for new figures; then it is given the previous ones. */
  maxWaitForNewMs: number;
}

/**
 * Figures that are costly to compute, reused: computed once at a time, refreshed in the background once older than
 * `maxAgeMs`, and computed anew for the next `get` after `changed()` (waiting up to `maxWaitForNewMs` for them; the new
 * ones then go to the gets after it), unless the last computation began less than `minRecomputeGapMs` ago; then in
 * the background. lru-cache's `fetch` serves a stale value at once or waits for the new one; this also waits a while.
 */
export class ReusedFigures<Figures> {
  #current: { figures: Figures; computedAt: number } | undefined;
  #computing: Promise<Figures> | undefined;
  #changedAt = 0;

  constructor(
    private readonly compute: () => Promise<Figures>,
    private readonly timing: FiguresTiming,
  ) {}

  changed() {
    this.#changedAt = Date.now();
  }

  async get(): Promise<Figures> {
    const current = this.#current;
    if (!current) return this.#recompute();
    const age = Date.now() - current.computedAt;
    const beforeChange = current.computedAt <= this.#changedAt;
    if (beforeChange && age >= this.timing.minRecomputeGapMs) return this.#newOrCurrent(current.figures);
    // A failed background computation leaves the current figures; the next awaited one reports the error.
    if (beforeChange || age >= this.timing.maxAgeMs) this.#recompute().catch(() => {});
    return current.figures;
  }

  async #newOrCurrent(current: Figures): Promise<Figures> {
    const computing = this.#recompute();
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<undefined>(
      (resolve) => (timer = setTimeout(() => resolve(undefined), this.timing.maxWaitForNewMs)),
    );
    try {
      const figures = await Promise.race([computing, waited]);
      if (figures !== undefined) return figures;
      // Still computing: its outcome goes to later requests, an error to the next one that waits for it.
      computing.catch(() => {});
      return current;
    } finally {
      clearTimeout(timer);
    }
  }

  #recompute(): Promise<Figures> {
    this.#computing ??= (async () => {
      // The figures are as of the start: a change made while they are computed is not in them.
      const startedAt = Date.now();
      try {
        const figures = await this.compute();
        this.#current = { figures, computedAt: startedAt };
        return figures;
      } finally {
        this.#computing = undefined;
      }
    })();
    return this.#computing;
  }
}
