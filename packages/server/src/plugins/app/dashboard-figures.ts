import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { AppOptions } from '../../app.js';
import {
  announceDashboardChange,
  DASHBOARD_CHANNEL,
  dashboardFigures,
  type DashboardFigures,
} from '../../repositories/dashboard.js';

declare module 'fastify' {
  interface FastifyInstance {
    dashboardFigures(): Promise<DashboardFigures>;
  }
}

/** However many changes come in, figures are computed again at most this often because of them. */
const MIN_RECOMPUTE_GAP_MS = 1000;

/**
 * The figures of one server, reused: computed once at a time, refreshed in the background once older than `maxAgeMs`
 * (the previous ones are served meanwhile), and computed anew for the next request after a change made through any
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
 * they are reused for `dashboardCacheMs`. A staff change through any instance shows on every instance's dashboard at
 * once: before its reply leaves, the instance it went through NOTIFYs the others (and forgets its own figures).
 */
export default fp<AppOptions>(
  async (fastify, opts) => {
    const compute = () => dashboardFigures(fastify.db, new Date());
    const instanceId = randomUUID();
    const { dashboardCacheMs } = opts.config;
    const figures = dashboardCacheMs > 0 ? new ReusedFigures(compute, dashboardCacheMs) : undefined;
    // Announced whatever this instance's own cache: the others may reuse their figures.
    fastify.addHook('onSend', async (request, reply, payload) => {
      const { access } = request.routeOptions.config;
      const isStaffChange = request.method !== 'GET' && (access === 'admin' || access === 'staff');
      if (!isStaffChange || reply.statusCode >= 400) return payload;
      figures?.changed();
      // The change has committed; failing to announce it must not turn its reply into an error.
      await announceDashboardChange(fastify.db, instanceId).catch((error: unknown) =>
        request.log.error({ err: error }, 'could not announce a dashboard change'),
      );
      return payload;
    });
    if (!figures) {
      fastify.decorate('dashboardFigures', compute);
      return;
    }
    fastify.decorate('dashboardFigures', () => figures.get());
    const stopListening = await opts.database.listen(
      DASHBOARD_CHANNEL,
      (fromInstance) => {
        if (fromInstance !== instanceId) figures.changed();
      },
      // Changes announced while the listening connection was down never arrive.
      () => figures.changed(),
    );
    fastify.addHook('onClose', () => stopListening());
  },
  { name: 'dashboard-figures', dependencies: ['database'] },
);
