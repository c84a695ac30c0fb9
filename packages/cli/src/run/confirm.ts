// A call that runs a risk the table says to confirm asks first on a terminal, saying what is at stake
// (each risk's summary, the document's sentence); without a terminal (a script, CI) it refuses unless
// --yes, instead of waiting for an answer that will never come (docs/design/operation-meaning.md).
import type { RiskSpec } from '@vps-hosting/api/operations';
import { EXIT, UsageError } from './exit-codes.js';

/** One line per risk: `  destructive: Deletes the server…`. */
function atStake(risks: readonly RiskSpec[]): string {
  return risks.map((risk) => `  ${risk.kind}: ${risk.summary}`).join('\n');
}

/** `what` names the call and its target: `reboot server web-1 (42)`. */
export async function confirm(what: string, risks: readonly RiskSpec[], yes: boolean): Promise<void> {
  if (yes) return;
  if (!process.stdin.isTTY || !process.stderr.isTTY) {
    throw new UsageError(
      `refusing to ${what} without confirmation: no terminal to ask on. Pass --yes to go ahead.\n${atStake(risks)}`,
    );
  }
  const { createInterface } = await import('node:readline/promises');
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  // Ctrl-C at the prompt (readline reads it as a key on a terminal) ends the command: exit 130.
  const interrupt = new AbortController();
  prompt.once('SIGINT', () => interrupt.abort());
  try {
    process.stderr.write(`${atStake(risks)}\n`);
    let answer: string;
    try {
      answer = await prompt.question(`${what[0]!.toUpperCase()}${what.slice(1)}? [y/N] `, { signal: interrupt.signal });
    } catch (error) {
      if (!interrupt.signal.aborted) throw error;
      process.stderr.write('\n');
      throw new UsageError('interrupted; nothing was sent', EXIT.interrupted);
    }
    if (!/^y(es)?$/i.test(answer.trim())) throw new UsageError('cancelled; nothing was changed', EXIT.usage);
  } finally {
    prompt.close();
  }
}
