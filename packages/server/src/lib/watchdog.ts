import { Worker } from 'node:worker_threads';

/**
 * Runs in a thread of its own, so it keeps running while the main thread is stuck (a blocked event loop runs none of
 * its own timers): it counts the time since the last heartbeat and, past the limit, says so on stderr and kills the
 * whole process with SIGKILL (a process spinning inside the embedded database heeds no other signal).
 */
const WATCHDOG_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
let last = Date.now();
parentPort.on('message', () => { last = Date.now(); });
setInterval(() => {
  const blocked = Date.now() - last;
  if (blocked < workerData.timeoutMs) return;
  writeSync(2, 'Campus watchdog: the event loop has been blocked for ' + Math.round(blocked / 1000) +
    ' s (WATCHDOG_SECONDS); ending the process so that it is restarted\\n');
  process.kill(process.pid, 'SIGKILL');
}, Math.min(1000, workerData.timeoutMs / 4));
`;

/**
 * Ends the process when its event loop has not run for timeoutMs, for a supervisor (systemd, Docker, Kubernetes, the
 * cluster primary) to start it again. Answers how to stop watching.
 */
export function startWatchdog(timeoutMs: number): () => Promise<void> {
  const thread = new Worker(WATCHDOG_THREAD, { eval: true, execArgv: [], workerData: { timeoutMs } });
  thread.unref();
  const heartbeat = setInterval(() => thread.postMessage(0), Math.min(1000, timeoutMs / 4));
  heartbeat.unref();
  return async () => {
    clearInterval(heartbeat);
    await thread.terminate();
  };
}
