/**
 * npm run load: mixed traffic against the built server on PostgreSQL with the large data set, as students and
 * admins would send it together (the script builds first). Prints requests, statuses and p99, and exits 1 when
 * any response was a 5xx or a request failed (connection error or timeout).
 *
 * BENCH_DATABASE_URL as for `npm run bench`; LOAD_SECONDS (default 60) and LOAD_CONNECTIONS (default 32).
 */
import { mixedTraffic } from './mixed.js';
import { prepareDatabase, startCampus, stop } from './lib.js';

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 32);

async function main() {
  await prepareDatabase();
  const { app, base } = await startCampus();
  try {
    console.log(`Mixed traffic for ${seconds} s over ${connections} connections against ${base}…`);
    const { result, statuses } = await mixedTraffic(base, { seconds, connections, warmUp: false });

    const rows = [...statuses].map(([name, byStatus]) => {
      const counts = [...byStatus].sort(([a], [b]) => a - b);
      const total = counts.reduce((sum, [, count]) => sum + count, 0);
      const other = counts.filter(([status]) => status < 200 || status >= 300);
      return `| ${name} | ${total} | ${other.map(([status, count]) => `${status}: ${count}`).join(', ') || '—'} |`;
    });
    const non2xx = Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => `${status}: ${count}`);
    console.log(
      [
        '',
        '| scenario | requests | non-2xx by status |',
        '|---|---:|---|',
        ...rows,
        '',
        `requests: ${result.requests.total} (${Math.round(result.requests.average)}/s)`,
        `latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
        `non-2xx: ${result.non2xx}${non2xx.length ? ` (${non2xx.join(', ')})` : ''}`,
        `5xx: ${result['5xx']}`,
        `errors: ${result.errors} (timeouts: ${result.timeouts})`,
      ].join('\n'),
    );
    if (result['5xx'] > 0 || result.errors > 0) {
      console.error('FAILED: the server answered with 5xx or requests failed');
      process.exitCode = 1;
    }
  } finally {
    await stop(app);
  }
}

await main();
