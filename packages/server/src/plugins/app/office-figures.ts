import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { ReportTotals } from '@campus/domain';
import type { AppOptions } from '../../app.js';
import {
  announceDashboardChange,
  DASHBOARD_CHANNEL,
  dashboardFigures,
  type DashboardFigures,
} from '../../repositories/dashboard.js';
import { countAfresh, type ListCounts } from '../../repositories/count.js';
import { reportTotals } from '../../repositories/report.js';

declare module 'fastify' {
  interface FastifyInstance {
    dashboardFigures(): Promise<DashboardFigures>;
    reportTotals(): Promise<ReportTotals>;
    listCounts: ListCounts;
  }
}

/** However many changes come in, figures are computed again at most this often because of them. */
const MIN_RECOMPUTE_GAP_MS = 1000;

/**
 * The figures of one server, reused: computed once at a time, refreshed in the background once older than `maxAgeMs`
 * (the previous ones are served meanwhile), and computed anew for the next request after a change made through any
 * server, unless the last computation began less than MIN_RECOMPUTE_GAP_MS ago; then in the background.
 */
class ReusedFigures<Figures> {
  #current: { figures: Figures; computedAt: number } | undefined;
  #computing: Promise<Figures> | undefined;
  #changedAt = 0;

  constructor(
    private readonly compute: () => Promise<Figures>,
    private readonly maxAgeMs: number,
  ) {}

  changed() {
    this.#changedAt = Date.now();
  }

  async get(): Promise<Figures> {
    const current = this.#current;
    if (!current) return this.#recompute();
    const age = Date.now() - current.computedAt;
    const beforeChange = current.computedAt <= this.#changedAt;
    if (beforeChange && age >= MIN_RECOMPUTE_GAP_MS) return this.#recompute();
    // A failed background computation leaves the current figures; the next awaited one reports the error.
    if (beforeChange || age >= this.maxAgeMs) this.#recompute().catch(() => {});
    return current.figures;
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

/** Counts reused between changes this many at most; beyond, all are forgotten (a flood of distinct searches). */
const MAX_REUSED_COUNTS = 1000;

/**
 * The counts of one server, each reused until `maxAgeMs` old or until a change, whichever comes first; requests that
 * ask for a count being taken wait for that one. A count started before a change is not given after it.
 */
class ReusedCounts implements ListCounts {
  #counts = new Map<string, { takenAt: number; count: Promise<number> }>();

  constructor(private readonly maxAgeMs: number) {}

  changed() {
    this.#counts.clear();
  }

  reuse(key: string, take: () => Promise<number>): Promise<number> {
    const reused = this.#counts.get(key);
    if (reused && Date.now() - reused.takenAt < this.maxAgeMs) return reused.count;
    if (this.#counts.size >= MAX_REUSED_COUNTS) this.#counts.clear();
    const taken = { takenAt: Date.now(), count: take() };
    this.#counts.set(key, taken);
    taken.count.catch(() => {
      if (this.#counts.get(key) === taken) this.#counts.delete(key);
    });
    return taken.count;
  }
}

/**
 * The dashboard's figures and the report's totals scan every fee account and enrollment (hundreds of milliseconds at
 * 100k students), so they are reused for `dashboardCacheMs`. A staff change through any instance shows on every
 * instance's dashboard and report at once: before its reply leaves, the instance it went through NOTIFYs the others
 * (and forgets its own figures). The lists' counts are reused the same way; any change through this instance, a
 * student's or a failed sign-in's too (the Activity counts those), forgets them; a change made outside a request (an
 * email sent) shows in them within `dashboardCacheMs`.
 */
export default fp<AppOptions>(
  async (fastify, opts) => {
    const computeDashboard = () => dashboardFigures(fastify.db, new Date());
    const computeReport = () => reportTotals(fastify.db, fastify.services.now());
    const instanceId = randomUUID();
    const { dashboardCacheMs } = opts.config;
    const reused =
      dashboardCacheMs > 0
        ? {
            dashboard: new ReusedFigures(computeDashboard, dashboardCacheMs),
            report: new ReusedFigures(computeReport, dashboardCacheMs),
            counts: new ReusedCounts(dashboardCacheMs),
          }
        : undefined;
    const changed = () => {
      reused?.dashboard.changed();
      reused?.report.changed();
      reused?.counts.changed();
    };
    // Announced whatever this instance's own cache: the others may reuse their figures.
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'GET' || request.method === 'HEAD') return payload;
      reused?.counts.changed();
      const { access } = request.routeOptions.config;
      const isStaffChange = access === 'admin' || access === 'staff';
      if (!isStaffChange || reply.statusCode >= 400) return payload;
      changed();
      // The change has committed; failing to announce it must not turn its reply into an error.
      await announceDashboardChange(fastify.db, instanceId).catch((error: unknown) =>
        request.log.error({ err: error }, 'could not announce a dashboard change'),
      );
      return payload;
    });
    if (!reused) {
      fastify.decorate('dashboardFigures', computeDashboard);
      fastify.decorate('reportTotals', computeReport);
      fastify.decorate('listCounts', countAfresh);
      return;
    }
    fastify.decorate('dashboardFigures', () => reused.dashboard.get());
    fastify.decorate('reportTotals', () => reused.report.get());
    fastify.decorate('listCounts', reused.counts);
    const stopListening = await opts.database.listen(
      DASHBOARD_CHANNEL,
      (fromInstance) => {
        if (fromInstance !== instanceId) changed();
      },
      // Changes announced while the listening connection was down never arrive.
      changed,
    );
    fastify.addHook('onClose', () => stopListening());
  },
  { name: 'office-figures', dependencies: ['database', 'services'] },
);
