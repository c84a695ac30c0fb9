// Destructive commands ask first on a terminal; without one (a script, CI) they refuse unless --yes,
// instead of waiting for an answer that will never come.
import { EXIT, UsageError } from './exit-codes.js';

export async function confirm(what: string, yes: boolean): Promise<void> {
  if (yes) return;
  if (!process.stdin.isTTY || !process.stderr.isTTY) {
    throw new UsageError(`refusing to ${what} without confirmation: no terminal to ask on. Pass --yes to go ahead.`);
  }
  const { createInterface } = await import('node:readline/promises');
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await prompt.question(`${what[0]!.toUpperCase()}${what.slice(1)}? [y/N] `);
    if (!/^y(es)?$/i.test(answer.trim())) throw new UsageError('cancelled; nothing was changed', EXIT.usage);
  } finally {
    prompt.close();
  }
}
