import fp from 'fastify-plugin';
import type { AppOptions } from '../../app.js';
import { undoInterruptedImports } from '../../services/student-import.js';

/**
 * Once the app is ready, in the background (start-up never waits on it): the student imports that an instance stopped
 * while writing (a restart, a crash) are undone, so that no half-imported file stays behind. Closing waits for it.
 */
export default fp<AppOptions>(
  async (fastify) => {
    let undoing: Promise<unknown> = Promise.resolve();
    fastify.addHook('onReady', async () => {
      undoing = undoInterruptedImports(fastify.services).then(
        (undone) => {
          if (undone > 0) fastify.log.warn({ undone }, 'undid the student imports cut short by a stop');
        },
        (error: unknown) => fastify.log.error({ err: error }, 'could not undo the student imports cut short'),
      );
    });
    fastify.addHook('onClose', async () => {
      await undoing;
    });
  },
  { name: 'student-imports', dependencies: ['services'] },
);
