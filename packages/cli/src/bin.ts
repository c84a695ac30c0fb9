#!/usr/bin/env node
// The `vps` executable. On Node 22.1+ the compiled modules are cached between runs (start-up is most
// of a command's time); the tool itself is loaded after that, hence the dynamic imports.
import module from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { needsToolCommands } from './commands/tool-words.js';

(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
// fetch parses HTTP with llhttp, a WebAssembly module compiled at each start; V8 compiles it with its
// baseline compiler and then again optimised, which a command of a few requests never gains from.
// Baseline only (set before the first fetch): `vps servers get` 600-640 → 440-470 CPU ms, the
// packages/cli/README.md "Start-up" section says how it was measured.
setFlagsFromString('--liftoff-only');

// A reader that stops early (`vps servers list | head -1`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

const args = process.argv.slice(2);
// An API command (a noun and a verb, no help asked): start loading the client and the runner now,
// beside the command tree, rather than after it (their files are read while the tree compiles).
if (
  args.length >= 2 &&
  !['complete', 'completion', 'help'].includes(args[0]!) &&
  !needsToolCommands(args[0], args[1]) &&
  !args.some((a) => a === '-h' || a === '--help' || a === '-V' || a === '--version')
) {
  for (const early of [import('@vps-hosting/api'), import('./run/execute-operation.js')]) early.catch(() => {});
}
// A Tab asked again within the minute: its answer is on disk (src/completion/answer-cache.ts).
const answered =
  args[0] === 'complete' && (await import('./completion/answer-cache.js')).writeCachedAnswer(args.slice(1));
if (!answered) {
  const { main } = await import('./main.js');
  process.exitCode = await main(args);
}
