import cluster, { type Worker } from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { AggregatorRegistry } from 'prom-client';
import type { AppConfig } from './config.js';

/** What a worker sends the primary to have every worker's metrics added up, and what the primary answers. */
const METRICS_REQUEST = 'campus:metrics';
const METRICS_ANSWER = 'campus:metrics-answer';
/** What the primary sends each worker when the service stops. */
const SHUT_DOWN = 'campus:shut-down';

/**
 * Whether this process is one of the workers superviseWorkers started. Another cluster manager's worker (PM2's, say)
 * with WEB_CONCURRENCY unset is a whole server of its own.
 */
export const isWorker = (config: AppConfig) => cluster.isWorker && config.workers > 1;

/** Longer than a worker's own 10 s for requests in flight, so the primary outlasts them. */
const WORKERS_GRACE_MS = 15_000;

/**
 * The primary of WEB_CONCURRENCY workers: it starts them (they share the port), starts a new one when one dies, adds
 * up their metrics for whichever of them is asked for GET /metrics, and on SIGTERM or SIGINT lets each finish its
 * requests in flight, exiting 0 when every one of them did. `onListening` runs once all of them listen.
 */
export function superviseWorkers(count: number, onListening: () => void): void {
  const metrics = new AggregatorRegistry();
  let stopping = false;
  let listening = 0;
  const failed = new Set<number>();
  /** Workers that listen, by id: they are told to stop, and finish their requests in flight. */
  const serving = new Set<number>();

  const start = () => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => answerMetrics(worker, message));
    worker.once('listening', () => {
      serving.add(worker.id);
      if (++listening === count) onListening();
    });
  };

  const answerMetrics = (worker: Worker, message: unknown) => {
    if ((message as { type?: string } | null)?.type !== METRICS_REQUEST) return;
    const { id } = message as { id: number };
    metrics.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_ANSWER, id, text }),
      (error: unknown) => worker.send({ type: METRICS_ANSWER, id, error: (error as Error).message }),
    );
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (serving.has(worker.id) && code !== 0) failed.add(worker.id);
      return;
    }
    if (listening < count) {
      // Its own error is printed above (a port in use, an unreachable database): starting it again would fail too.
      console.error('Campus cannot start: a worker process stopped while starting');
      process.exit(1);
    }
    console.error(`Campus worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another`);
    start();
  });

  // The kernel hands each connection to a worker that accepts it. The primary's own round robin hands connections on
  // after accepting them, and one handed to a worker that is dying is never answered.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  for (let i = 0; i < count; i += 1) start();

  closeWithGrace({ delay: WORKERS_GRACE_MS }, async ({ err }) => {
    if (err) console.error(err);
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            // A worker still starting may not hear a message yet, and has nothing in flight.
            if (!serving.has(worker.id)) worker.process.kill('SIGTERM');
            // A worker that got the same signal from the terminal is closing already, and ignores this.
            else if (worker.isConnected()) worker.send(SHUT_DOWN);
          }),
      ),
    );
    if (failed.size > 0) throw new Error(`${failed.size} worker(s) did not stop cleanly`);
  });
}

/** In a worker: calls `stop` when the primary says the service stops. */
export function onPrimaryShutDown(stop: () => void): void {
  process.on('message', (message) => {
    if (message === SHUT_DOWN) stop();
  });
}

let metricsRequests = 0;

/** In a worker: every worker's metrics added up by the primary (prom-client's AggregatorRegistry). */
export function metricsOfEveryWorker(): Promise<string> {
  const id = metricsRequests++;
  return new Promise((resolve, reject) => {
    const onAnswer = (message: unknown) => {
      const answer = message as { type?: string; id?: number; text?: string; error?: string } | null;
      if (answer?.type !== METRICS_ANSWER || answer.id !== id) return;
      process.off('message', onAnswer);
      if (answer.text === undefined) reject(new Error(`the primary could not gather the metrics: ${answer.error}`));
      else resolve(answer.text);
    };
    process.on('message', onAnswer);
    process.send!({ type: METRICS_REQUEST, id });
  });
}
