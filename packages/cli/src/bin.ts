#!/usr/bin/env node
// The `vps` executable. On Node 22.1+ the compiled modules are cached between runs (start-up is most
// of a command's time); the tool itself is loaded after that, hence the dynamic import.
import module from 'node:module';

(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

// A reader that stops early (`vps servers list | head -1`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});
const { main } = await import('./main.js');
process.exitCode = await main(process.argv.slice(2));
