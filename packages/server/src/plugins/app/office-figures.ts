import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
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
import { ReusedAnswers } from '../../lib/reused-answers.js';
import { ReusedFigures } from '../../lib/reused-figures.js';
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

/**
 * The dashboard's and the report's figures: refreshed at most once a second because of changes, and waited for at most
 * half a second after one.
 */
const figuresTiming = (maxAgeMs: number) => ({ maxAgeMs, minRecomputeGapMs: 1000, maxWaitForNewMs: 500 });

/** Answers reused between changes this many at most (a student's profile each); beyond, the least used are forgotten. */
const MAX_REUSED_ANSWERS = 10_000;

/**
 * The dashboard's figures and the report's totals are read from the figures the database keeps (a few milliseconds at
 * any size), and reused besides for `dashboardCacheMs`. A staff change through any instance shows on every
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
            dashboard: new ReusedFigures(computeDashboard, figuresTiming(dashboardCacheMs)),
            report: new ReusedFigures(computeReport, figuresTiming(dashboardCacheMs)),
            answers: new ReusedAnswers(dashboardCacheMs, MAX_REUSED_ANSWERS),
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
      // A teacher's change (attendance saved, a lesson added) moves office figures too.
      if (access === 'admin' || access === 'office' || access === 'teaching') return 'office';
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
