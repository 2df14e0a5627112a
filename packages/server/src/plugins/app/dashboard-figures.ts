import fp from 'fastify-plugin';
import type { AppOptions } from '../../app.js';
import { dashboardFigures, type DashboardFigures } from '../../repositories/dashboard.js';

declare module 'fastify' {
  interface FastifyInstance {
    dashboardFigures(): Promise<DashboardFigures>;
  }
}

/** However many changes come in, figures are computed again at most this often because of them. */
const MIN_RECOMPUTE_GAP_MS = 1000;

/**
 * The figures of one server, reused: computed once at a time, refreshed in the background once older than `maxAgeMs`
 * (the previous ones are served meanwhile), and computed anew for the next request after a change made through this
 * server, unless the last computation began less than MIN_RECOMPUTE_GAP_MS ago; then in the background.
 */
class ReusedFigures {
  #current: { figures: DashboardFigures; computedAt: number } | undefined;
  #computing: Promise<DashboardFigures> | undefined;
  #changedAt = 0;

  constructor(
    private readonly compute: () => Promise<DashboardFigures>,
    private readonly maxAgeMs: number,
  ) {}

  changed() {
    this.#changedAt = Date.now();
  }

  async get(): Promise<DashboardFigures> {
    const current = this.#current;
    if (!current) return this.#recompute();
    const age = Date.now() - current.computedAt;
    const beforeChange = current.computedAt <= this.#changedAt;
    if (beforeChange && age >= MIN_RECOMPUTE_GAP_MS) return this.#recompute();
    // A failed background computation leaves the current figures; the next awaited one reports the error.
    if (beforeChange || age >= this.maxAgeMs) this.#recompute().catch(() => {});
    return current.figures;
  }

  #recompute(): Promise<DashboardFigures> {
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

/**
 * The dashboard's figures scan every fee account and enrollment (hundreds of milliseconds at 100k students), so
 * they are reused for `dashboardCacheMs`. Staff changes through this server show on its dashboard at once; other
 * instances catch up within the same time.
 */
export default fp<AppOptions>(
  async (fastify, opts) => {
    const compute = () => dashboardFigures(fastify.db, new Date());
    if (opts.config.dashboardCacheMs <= 0) {
      fastify.decorate('dashboardFigures', compute);
      return;
    }
    const figures = new ReusedFigures(compute, opts.config.dashboardCacheMs);
    fastify.decorate('dashboardFigures', () => figures.get());
    fastify.addHook('onResponse', async (request, reply) => {
      const { access } = request.routeOptions.config;
      const isStaffChange = request.method !== 'GET' && (access === 'admin' || access === 'staff');
      if (isStaffChange && reply.statusCode < 400) figures.changed();
    });
  },
  { name: 'dashboard-figures', dependencies: ['database'] },
);
