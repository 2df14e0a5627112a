import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { ReportTotals } from '@campus/domain';
import type { AppOptions } from '../../app.js';
import type { Access } from './authentication.js';
import {
  announceDashboardChange,
  type ChangeScope,
  DASHBOARD_CHANNEL,
  dashboardFigures,
  type DashboardFigures,
} from '../../repositories/dashboard.js';
import { computeAfresh, type AnswerReuse } from '../../repositories/count.js';
import { shared } from '../../lib/shared-call.js';
import { reportTotals } from '../../repositories/report.js';

declare module 'fastify' {
  interface FastifyInstance {
    dashboardFigures(): Promise<DashboardFigures>;
    reportTotals(): Promise<ReportTotals>;
    reuse: AnswerReuse;
    /**
     * The answer to this GET, reused (`reuse`) for the same address asked by the same student, or by staff in the
     * same role (by anyone signed in, when it is `sameForEveryone`), and sent as `reusedReply` sends it.
     */
    reusedAnswer<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      compute: () => Promise<T>,
      options?: { sameForEveryone?: boolean },
    ): Promise<T>;
    /**
     * `answerOf(source)` as the reply, made and serialized once per `source` object: an answer reused between changes
     * is not built, checked against the route's schema and stringified again for every request that gets it.
     */
    reusedReply<S extends object, T>(reply: FastifyReply, source: S, answerOf: (source: S) => T): T;
  }
}

/** However many changes come in, figures are computed again at most this often because of them. */
const MIN_RECOMPUTE_GAP_MS = 1000;
/**
 * How long a request after a change waits at most for new figures; then it is given the previous ones, and the new
 * ones go to the requests after them. At 100,000 students the dashboard takes seconds to compute.
 */
const MAX_WAIT_FOR_NEW_MS = 500;

/**
 * The figures of one server, reused: computed once at a time, refreshed in the background once older than `maxAgeMs`
 * (the previous ones are served meanwhile), and computed anew for the next request after a change made through any
 * server (waiting up to MAX_WAIT_FOR_NEW_MS for them), unless the last computation began less than
 * MIN_RECOMPUTE_GAP_MS ago; then in the background.
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
    if (beforeChange && age >= MIN_RECOMPUTE_GAP_MS) return this.#newOrCurrent(current.figures);
    // A failed background computation leaves the current figures; the next awaited one reports the error.
    if (beforeChange || age >= this.maxAgeMs) this.#recompute().catch(() => {});
    return current.figures;
  }

  async #newOrCurrent(current: Figures): Promise<Figures> {
    const computing = this.#recompute();
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<undefined>(
      (resolve) => (timer = setTimeout(() => resolve(undefined), MAX_WAIT_FOR_NEW_MS)),
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

/** Answers reused between changes this many at most (a student's profile each); beyond, the least used are forgotten. */
const MAX_REUSED_ANSWERS = 10_000;

/**
 * The answers of one server, each reused until `maxAgeMs` old or until a change, whichever comes first; requests that
 * ask for an answer being computed wait for that one. An answer started before a change is not given after it.
 */
class ReusedAnswers implements AnswerReuse {
  #answers = new LRUCache<string, { startedAt: number; answer: Promise<unknown> }>({ max: MAX_REUSED_ANSWERS });

  constructor(private readonly maxAgeMs: number) {}

  changed() {
    this.#answers.clear();
  }

  reuse<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const reused = this.#answers.get(key);
    // Each key is always computed by the same function, so its answer is a T.
    if (reused && Date.now() - reused.startedAt < this.maxAgeMs) return reused.answer as Promise<T>;
    const started = { startedAt: Date.now(), answer: compute() };
    this.#answers.set(key, started);
    started.answer.catch(() => {
      if (this.#answers.get(key) === started) this.#answers.delete(key);
    });
    return started.answer;
  }
}

/**
 * The dashboard's figures and the report's totals scan every fee account and enrollment (hundreds of milliseconds at
 * 100k students), so they are reused for `dashboardCacheMs`. A staff change through any instance shows on every
 * instance's dashboard and report at once: before its reply leaves, the instance it went through NOTIFYs the others
 * (and forgets its own figures). The lists' counts, the day book and each student's profile (`reuse`) are reused the
 * same way; a student's own change through any instance forgets them too, and any other request that may write, a
 * sign-in or a failed one (the Activity counts those), forgets them on its instance. A change made outside a request
 * (an email sent), or a sign-in through another instance, shows in them within `dashboardCacheMs`.
 */
export default fp<AppOptions>(
  async (fastify, opts) => {
    const computeDashboard = () => dashboardFigures(fastify.db, fastify.services.now());
    const computeReport = () => reportTotals(fastify.db, fastify.services.now());
    const instanceId = randomUUID();
    const announcers = {
      office: shared(() => announceDashboardChange(fastify.db, instanceId, 'office')),
      student: shared(() => announceDashboardChange(fastify.db, instanceId, 'student')),
    };
    const { dashboardCacheMs } = opts.config;
    const reused =
      dashboardCacheMs > 0
        ? {
            dashboard: new ReusedFigures(computeDashboard, dashboardCacheMs),
            report: new ReusedFigures(computeReport, dashboardCacheMs),
            answers: new ReusedAnswers(dashboardCacheMs),
          }
        : undefined;
    const officeChanged = () => {
      reused?.dashboard.changed();
      reused?.report.changed();
    };
    const changed = (scope: ChangeScope) => {
      if (scope === 'office') officeChanged();
      reused?.answers.changed();
    };
    const scopeOf = (access: Access | undefined): ChangeScope | undefined => {
      if (access === 'admin' || access === 'office') return 'office';
      if (access === 'student' || access === 'signed-in') return 'student';
      return undefined;
    };
    // Announced whatever this instance's own cache: the others may reuse their figures.
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'GET' || request.method === 'HEAD') return payload;
      reused?.answers.changed();
      const scope = scopeOf(request.routeOptions.config.access);
      if (!scope || reply.statusCode >= 400) return payload;
      if (scope === 'office') officeChanged();
      // The change has committed; failing to announce it must not turn its reply into an error.
      await announcers[scope]().catch((error: unknown) =>
        request.log.error({ err: error }, 'could not announce a change'),
      );
      return payload;
    });
    const replies = new WeakMap<object, { answer: unknown; json: string }>();
    const reusedReply = <S extends object, T>(reply: FastifyReply, source: S, answerOf: (source: S) => T): T => {
      let made = replies.get(source);
      if (!made) {
        const answer = answerOf(source);
        made = { answer, json: String(reply.serialize(answer)) };
        replies.set(source, made);
      }
      const { json } = made;
      reply.type('application/json; charset=utf-8').serializer(() => json);
      // Each source is always made into an answer by the same function, so its answer is a T.
      return made.answer as T;
    };
    fastify.decorate('reusedReply', reusedReply);
    const sendAnswer = async <T>(reply: FastifyReply, answer: Promise<T>) => {
      const made = await answer;
      return typeof made === 'object' && made !== null ? reusedReply(reply, made, (same) => same) : made;
    };
    if (!reused) {
      fastify.decorate('dashboardFigures', computeDashboard);
      fastify.decorate('reportTotals', computeReport);
      fastify.decorate('reuse', computeAfresh);
      fastify.decorate(
        'reusedAnswer',
        (_request: FastifyRequest, _reply: FastifyReply, compute: () => Promise<unknown>) => compute(),
      );
      return;
    }
    fastify.decorate('dashboardFigures', () => reused.dashboard.get());
    fastify.decorate('reportTotals', () => reused.report.get());
    fastify.decorate('reuse', reused.answers);
    fastify.decorate(
      'reusedAnswer',
      (
        request: FastifyRequest,
        reply: FastifyReply,
        compute: () => Promise<unknown>,
        { sameForEveryone = false } = {},
      ) => {
        const who = sameForEveryone
          ? 'everyone'
          : request.user.role === 'student'
            ? request.user.id
            : request.user.role;
        return sendAnswer(reply, reused.answers.reuse(`GET ${who} ${request.url}`, compute));
      },
    );
    const stopListening = await opts.database.listen(
      DASHBOARD_CHANNEL,
      (payload) => {
        const [scope, fromInstance] = payload.split(' ');
        if (fromInstance !== instanceId) changed(scope === 'student' ? 'student' : 'office');
      },
      // Changes announced while the listening connection was down never arrive.
      () => changed('office'),
    );
    fastify.addHook('onClose', () => stopListening());
  },
  { name: 'office-figures', dependencies: ['database', 'services'] },
);
