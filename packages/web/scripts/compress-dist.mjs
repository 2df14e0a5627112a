// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, for the server to send to
// browsers that accept them (@fastify/static's preCompressed). Run last in the build: after the landing page's
// prerender, which rewrites landing.html. Every text file gets both copies, even a small one, so the server never
// has to compress a file as it sends it.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.map', '.webmanifest']);

/** Compresses every text file under `dist` (but not under dot-folders such as .vite); returns how many. */
export async function compressDist(dist) {
  let count = 0;
  for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    const relative = file.slice(dist.length + 1);
    if (!entry.isFile() || !TEXT.has(extname(entry.name)) || relative.split(/[\\/]/).some((p) => p.startsWith('.'))) {
      continue;
    }
    const content = await readFile(file);
    await writeFile(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  console.log(`compressed ${await compressDist(dist)} files (brotli and gzip)`);
}
