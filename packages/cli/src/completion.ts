// Shell completion (filled in below).
import type { Command } from 'commander';
import { UsageError } from './run/exit-codes.js';

export async function printCompletion(_program: Command, shell: string | undefined): Promise<void> {
  throw new UsageError(`completion for ${shell ?? '?'} is not available yet`);
}
