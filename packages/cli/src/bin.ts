#!/usr/bin/env node
// The `vps` executable. On Node 22.1+ the compiled modules are cached between runs (start-up is most
// of a command's time); the tool itself is loaded after that, hence the dynamic imports.
import module from 'node:module';

(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

// A reader that stops early (`vps servers list | head -1`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

const args = process.argv.slice(2);
// An API command (a noun and a verb, no help asked): start loading the client and the runner now,
// beside the command tree, rather than after it (their files are read while the tree compiles).
const toolWords = new Set(['auth', 'context', 'complete', 'completion', 'help']);
if (
  args.length >= 2 &&
  !toolWords.has(args[0]!) &&
  !args.some((a) => a === '-h' || a === '--help' || a === '-V' || a === '--version')
) {
  for (const early of [import('@vps-hosting/api'), import('./run/execute-operation.js')]) early.catch(() => {});
}
const { main } = await import('./main.js');
process.exitCode = await main(args);
