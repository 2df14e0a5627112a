// The end of `npm test`: each phase's time, outcome and test counts (from its vitest JSON report, if it has one), then
// the closing line CI reads: "tests: N passed, N failed, N skipped in S s".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, seconds] = process.argv.slice(2);
const phasesFile = join(dir, 'phases.tsv');
const phases = existsSync(phasesFile)
  ? readFileSync(phasesFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split('\t'))
  : [];

const total = { passed: 0, failed: 0, skipped: 0 };
const rows = [['phase', 'seconds', 'outcome', 'passed', 'failed', 'skipped']];
for (const [name, time, outcome] of phases) {
  const reportFile = join(dir, `${name}.json`);
  const counts = ['', '', ''];
  if (existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    const phase = {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
    for (const key of Object.keys(total)) total[key] += phase[key];
    counts.splice(0, 3, String(phase.passed), String(phase.failed), String(phase.skipped));
  }
  rows.push([name, time, outcome, ...counts]);
}
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));

const failedPhases = phases.filter(([, , outcome]) => outcome !== 'passed').length;
console.log(
  `tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped in ${seconds ?? '?'} s` +
    (failedPhases ? ` (${failedPhases} phase${failedPhases > 1 ? 's' : ''} failed)` : ''),
);
process.exit(total.failed > 0 || total.passed === 0 || failedPhases > 0 ? 1 : 0);
