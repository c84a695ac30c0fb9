#!/usr/bin/env node
// The `vps` executable.
import { main } from './main.js';

// A reader that stops early (`vps servers list | head -1`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});
process.exitCode = await main(process.argv.slice(2));
