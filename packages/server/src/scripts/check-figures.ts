import { pathToFileURL } from 'node:url';
import { dateInIndia } from '@campus/domain';
import { officeFigureCheck, rebuildOfficeFigures } from '../repositories/office-figures.js';
import { scriptConfig, withConfiguredData } from './configured-data.js';

/**
 * npm run figures:check [-- --rebuild]: counts the dashboard's and the report's totals again from the rows (students,
 * enrolments, the ledger, the fee accounts) and compares them with the figures the database keeps; lists every
 * difference and exits 1 when there is one. With --rebuild, a difference is mended by counting every kept figure
 * again. On the embedded database, while the server is stopped.
 */
async function main() {
  const rebuild = process.argv.includes('--rebuild');
  const { config } = await scriptConfig();
  await withConfiguredData(config, async ({ db, kind }) => {
    const today = dateInIndia(new Date());
    const differences = await officeFigureCheck(db, today);
    if (differences.length === 0) {
      console.log(`The office's figures on ${kind} agree with the rows they count (${today}).`);
      return;
    }
    console.error(`The office's figures on ${kind} differ from the rows they count (${today}):`);
    for (const difference of differences) console.error(`  ${difference}`);
    if (!rebuild) {
      console.error('Run npm run figures:check -- --rebuild to count them again.');
      process.exitCode = 1;
      return;
    }
    await rebuildOfficeFigures(db);
    const left = await officeFigureCheck(db, today);
    console.log(
      left.length === 0 ? 'Counted again: they agree now.' : `Counted again, still differing: ${left.join('; ')}`,
    );
    process.exitCode = left.length === 0 ? 0 : 1;
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
