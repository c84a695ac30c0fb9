// Every failure ends here: a message on stderr (the problem document as JSON with -o json), nothing
// on stdout, and the exit code of its kind.
import { ActionFailedError, ActionTimeoutError, RequestTimeoutError, VpsApiError } from '@vps-hosting/api';
import { coloursFor } from '../output/colours.js';
import { WaitInterrupted } from '../wait/wait-with-progress.js';
import { EXIT, UsageError, exitCodeOfStatus } from './exit-codes.js';

function problemText(error: VpsApiError): string {
  const problem = error.problem;
  const lines = [`Error: ${problem?.title ?? 'HTTP error'} (${error.status}${error.code ? ` ${error.code}` : ''})`];
  if (error.detail) lines.push(error.detail);
  for (const field of error.fieldErrors) lines.push(`  ${field.field || '(body)'}: ${field.message}`);
  if (error.requestId) lines.push(`Request id: ${error.requestId}`);
  return lines.join('\n');
}

/** Writes the error to stderr and returns the exit code. */
export function reportError(error: unknown, json: boolean, stderr: NodeJS.WritableStream = process.stderr): number {
  const red = coloursFor(stderr).red;
  const write = (text: string, document: unknown): void => {
    stderr.write(
      json ? `${JSON.stringify(document, null, 2)}\n` : `${text.replace(/^(Error:|vps:)/, (label) => red(label))}\n`,
    );
  };
  if (error instanceof VpsApiError) {
    write(problemText(error), error.problem ?? { status: error.status, detail: String(error.body ?? '') });
    return exitCodeOfStatus(error.status);
  }
  if (error instanceof ActionFailedError) {
    write(`Error: ${error.message}`, error.action);
    return EXIT.actionFailed;
  }
  if (error instanceof ActionTimeoutError) {
    const hint = `Resume with: vps actions wait ${error.actionId}`;
    write(`Error: ${error.message}; it goes on. ${hint}`, {
      error: 'action_timeout',
      action: error.lastSeen ?? { id: error.actionId },
      hint,
    });
    return EXIT.actionFailed;
  }
  if (error instanceof WaitInterrupted) {
    write(error.message, {
      error: 'interrupted',
      action_id: error.actionId,
      hint: `vps actions wait ${error.actionId}`,
    });
    return EXIT.interrupted;
  }
  if (error instanceof UsageError) {
    write(`vps: ${error.message}`, { error: 'usage', detail: error.message });
    return error.exitCode;
  }
  if (error instanceof RequestTimeoutError || (error instanceof TypeError && /fetch failed/.test(error.message))) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const detail = `${error.message}${cause?.code ? ` (${cause.code})` : cause?.message ? ` (${cause.message})` : ''}`;
    write(`Error: cannot reach the API: ${detail}`, { error: 'network', detail });
    return EXIT.server;
  }
  const message = error instanceof Error ? error.message : String(error);
  write(`Error: ${message}`, { error: 'failure', detail: message });
  return EXIT.failure;
}
