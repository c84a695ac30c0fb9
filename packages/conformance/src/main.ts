// `vps-conformance`: parses the command line, runs the kit, prints progress on stderr and the summary
// on stdout, writes the reports, and exits 0 only when nothing failed.
import { createRequire } from 'node:module';
import { checksOfLevel, runConformance } from './index.js';
import { kitContract } from './contract/document.js';
import { parseCommand, USAGE, UsageError } from './options.js';
import { coverageText } from './report/coverage.js';
import { writeReports } from './report/files.js';
import { progressFor } from './report/progress.js';
import { summaryText, totals } from './report/summary.js';
import { selectChecks } from './run/runner.js';

export interface Io {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
}

export async function main(argv: readonly string[], io: Io): Promise<number> {
  let command: ReturnType<typeof parseCommand>;
  try {
    command = parseCommand(argv, io.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`vps-conformance: ${error.message}\nRun vps-conformance --help for the usage.\n`);
    return 2;
  }
  if (command.kind === 'help') {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (command.kind === 'version') {
    const { version } = createRequire(import.meta.url)('../package.json') as { version: string };
    io.stdout.write(`${version}\n`);
    return 0;
  }
  if (command.kind === 'list') {
    for (const check of selectChecks(checksOfLevel(await kitContract(), command), command.only))
      io.stdout.write(`${check.id}\t${check.family}\t${check.area}\t${check.title}\n`);
    return 0;
  }
  const controller = new AbortController();
  let interrupted = false;
  const onSignal = () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    io.stderr.write('\nInterrupted: removing what the run created (Ctrl-C again to stop at once) …\n');
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const progress = progressFor(io.stderr, io.env);
  try {
    const report = await runConformance(command.options, {
      signal: controller.signal,
      onStart: (checks) => progress.start(checks),
      onCheckEnd: (result, done, total) => progress.end(result, done, total),
    });
    progress.finish();
    io.stdout.write(`${summaryText(report)}\n\n${coverageText(report, await kitContract())}\n`);
    if (command.options.reportDir) {
      const files = writeReports(report, command.options.reportDir, await kitContract());
      io.stderr.write(`reports: ${files.join(', ')}\n`);
    }
    if (interrupted) return 130;
    return totals(report).failed > 0 ? 1 : 0;
  } catch (error) {
    progress.finish();
    io.stderr.write(`vps-conformance: ${error instanceof Error ? error.message : String(error)}\n`);
    return 3;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
