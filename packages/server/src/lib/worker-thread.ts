import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A thread running the module `name` beside the caller's (`from`: its import.meta.url), e.g. './x-worker'. Run from the
 * sources (tests, `npm run dev`) the thread loads the TypeScript through tsx; built, it is JavaScript.
 */
export function startThread(from: string, name: string, options: WorkerOptions): Worker {
  const fromSources = from.endsWith('.ts');
  const module = new URL(`${name}.${fromSources ? 'ts' : 'js'}`, from);
  if (!fromSources) return new Worker(module, options);
  const throughTsx = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(module.href)}, __filename))`;
  return new Worker(throughTsx, { ...options, eval: true });
}
