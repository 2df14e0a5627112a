/**
 * Part of npm run bench: GET /api/users/full-me and the mixed traffic of npm run load, against one process and against
 * WEB_CONCURRENCY=2 worker processes, on PostgreSQL with the large data set. Writes its section of bench/results.md.
 *
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 64) as for run.ts; the mixed traffic runs twice as long
 * over LOAD_CONNECTIONS (default 32), as npm run load does.
 */
import { cpus, loadavg } from 'node:os';
import {
  measure,
  prepareDatabase,
  startCampus,
  stop,
  WARM_UP_SECONDS,
  withCores,
  writeResultsSection,
  type Measured,
} from './lib.js';
import { mixedTraffic, signInBenchUsers } from './mixed.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const mixedConnections = Number(process.env.LOAD_CONNECTIONS ?? 32);
const WORKERS = [1, 2];

interface Row {
  workers: number;
  fullMe: Measured;
  mixed: Measured;
}

async function measureWith(workers: number): Promise<Row> {
  const { app, base } = await startCampus({ WEB_CONCURRENCY: String(workers) });
  try {
    const { asStudent } = await signInBenchUsers(base);
    console.log(`── WEB_CONCURRENCY=${workers}: GET /api/users/full-me`);
    const fullMe = await withCores(app, () =>
      measure({ url: `${base}/api/users/full-me`, headers: asStudent, connections, duration: seconds }),
    );
    console.log(`── WEB_CONCURRENCY=${workers}: mixed traffic`);
    const mixed = await withCores(app, async () => {
      const traffic = await mixedTraffic(base, { seconds: seconds * 2, connections: mixedConnections, warmUp: true });
      return traffic.result;
    });
    return { workers, fullMe, mixed };
  } finally {
    await stop(app);
  }
}

async function main() {
  await prepareDatabase();
  const rows: Row[] = [];
  for (const workers of WORKERS) rows.push(await measureWith(workers));

  const [one] = rows;
  const cells = ({ result, cores }: Measured, baseline: Measured) =>
    `${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ` +
    `${(result.requests.average / baseline.result.requests.average).toFixed(2)}× | ${result.non2xx} | ` +
    `${result.errors} | ${cores.server.toFixed(2)} | ${cores.database.toFixed(2)} | ${cores.client.toFixed(2)}`;
  const lines = [
    '## Worker processes (WEB_CONCURRENCY)',
    '',
    `Run ${new Date().toISOString()} on ${process.platform}, Node ${process.version}, ${cpus().length} cores, load ` +
      `average ${loadavg()[0]!.toFixed(2)} when it ended; client, server and PostgreSQL share the machine. Full-me: ` +
      `${connections} connections for ${seconds} s; mixed (the mix of npm run load): ${mixedConnections} connections ` +
      `for ${seconds * 2} s; each after ${WARM_UP_SECONDS} s of warm-up. Same database as the API section. ` +
      '"cores": CPU time used while the traffic (warm-up included) ran, divided by its duration: the server\'s ' +
      'processes (with workers, the primary and each worker), every PostgreSQL process, and the autocannon client. A ' +
      'second worker can only use what the other two, and anything else running on the machine, leave free.',
    '',
    '| WEB_CONCURRENCY | traffic | req/s | p50 ms | p99 ms | of 1 process | non-2xx | errors | cores: server | ' +
      'cores: PostgreSQL | cores: client |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.flatMap(({ workers, fullMe, mixed }) => [
      `| ${workers} | GET /api/users/full-me | ${cells(fullMe, one!.fullMe)} |`,
      `| ${workers} | mixed | ${cells(mixed, one!.mixed)} |`,
    ]),
    '',
  ];
  writeResultsSection('workers', lines.join('\n'));
  console.log(lines.join('\n'));
}

await main();
