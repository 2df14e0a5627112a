import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Each worker module's bundle (run from the sources), made once per process. */
const bundles = new Map<string, URL>();

/**
 * The worker module as one JavaScript file of the package's own code, beside node_modules so that Node resolves the
 * packages it imports. Loading the TypeScript through tsx in each thread took 1–7 s a thread (its loader resolving
 * and compiling module by module in a thread of its own); an import test starts several.
 */
function bundled(module: URL): URL {
  let bundle = bundles.get(module.href);
  if (!bundle) {
    const source = fileURLToPath(module);
    const outfile = fileURLToPath(
      new URL(`../../node_modules/.cache/campus-threads/${process.pid}-${bundles.size}.mjs`, import.meta.url),
    );
    const { buildSync } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
    buildSync({ entryPoints: [source], outfile, bundle: true, platform: 'node', format: 'esm', packages: 'external' });
    process.once('exit', () => rmSync(outfile, { force: true }));
    bundle = pathToFileURL(outfile);
    bundles.set(module.href, bundle);
  }
  return bundle;
}

/**
 * A thread running the module `name` beside the caller's (`from`: its import.meta.url), e.g. './x-worker'. Run from the
 * sources (tests, `npm run dev`) the thread runs the module's bundle; built, it is JavaScript.
 */
export function startThread(from: string, name: string, options: WorkerOptions): Worker {
  const fromSources = from.endsWith('.ts');
  const module = new URL(`${name}.${fromSources ? 'ts' : 'js'}`, from);
  return new Worker(fromSources ? bundled(module) : module, options);
}
