import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ObjectStorageConfig } from '../../src/config.js';

const S3RVER = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');

/**
 * A real S3-compatible server (s3rver, in a process of its own, keeping its objects in a scratch folder) with one
 * empty bucket, and the settings that reach it as STORAGE=s3 would give them.
 */
export async function startS3Server(): Promise<{ config: ObjectStorageConfig; close(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'campus-s3-'));
  const bucket = 'campus-test';
  const server = spawn(process.execPath, [
    S3RVER,
    ...['--directory', directory, '--port', '0', '--address', '127.0.0.1', '--configure-bucket', bucket],
  ]);
  let output = '';
  server.stdout.setEncoding('utf8');
  const port = await new Promise<number>((resolve, reject) => {
    server.stdout.on('data', (chunk: string) => {
      output += chunk;
      const listening = /S3rver listening on [\d.]+:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    server.on('exit', (code) => reject(new Error(`s3rver exited with ${code}: ${output}`)));
  });
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    async close() {
      const exited = once(server, 'exit');
      server.kill();
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
