// Every failure ends here: a message on stderr (the problem document as JSON with -o json), nothing
// on stdout, and the exit code of its kind. A call accepted whose action did not end here
// (UnfinishedWork) is reported with the kind of what ended the wait, plus the action and how to resume.
import { ActionFailedError, ActionTimeoutError, RequestTimeoutError, VpsApiError } from '@vps-hosting/api';
import { coloursFor } from '../output/colours.js';
import { UnfinishedWork, WaitInterrupted } from '../wait/follow-action.js';
import { EXIT, UsageError, exitCodeOfStatus } from './exit-codes.js';

interface Report {
  text: string;
  document: Record<string, unknown>;
  code: number;
}

function problemText(error: VpsApiError): string {
  const problem = error.problem;
  const lines = [`Error: ${problem?.title ?? 'HTTP error'} (${error.status}${error.code ? ` ${error.code}` : ''})`];
  if (error.detail) lines.push(error.detail);
  for (const field of error.fieldErrors) lines.push(`  ${field.field || '(body)'}: ${field.message}`);
  if (error.requestId) lines.push(`Request id: ${error.requestId}`);
  return lines.join('\n');
}

function reportOf(error: unknown): Report {
  if (error instanceof UnfinishedWork) {
    const cause = reportOf(error.cause);
    const { actionId, lastSeen, resource } = error.work;
    const where = actionId !== undefined ? { action_id: actionId, ...(lastSeen ? { action: lastSeen } : {}) } : {};
    return {
      text: `${cause.text}\n${error.message}`,
      document: { ...cause.document, ...where, ...(actionId === undefined ? { resource } : {}), resume: error.resume },
      code: cause.code,
    };
  }
  if (error instanceof VpsApiError) {
    const document = error.problem ?? { status: error.status, detail: String(error.body ?? '') };
    return {
      text: problemText(error),
      document: document as Record<string, unknown>,
      code: exitCodeOfStatus(error.status),
    };
  }
  if (error instanceof ActionFailedError) {
    return {
      text: `Error: ${error.message}`,
      document: error.action as unknown as Record<string, unknown>,
      code: EXIT.actionFailed,
    };
  }
  if (error instanceof ActionTimeoutError) {
    const detail = `${error.message}: --timeout reached`;
    return { text: `Error: ${detail}`, document: { error: 'action_timeout', detail }, code: EXIT.actionFailed };
  }
  if (error instanceof WaitInterrupted) {
    return { text: error.message, document: { error: 'interrupted', detail: error.message }, code: EXIT.interrupted };
  }
  if (error instanceof UsageError) {
    return { text: `vps: ${error.message}`, document: { error: 'usage', detail: error.message }, code: error.exitCode };
  }
  if (error instanceof RequestTimeoutError || (error instanceof TypeError && /fetch failed/.test(error.message))) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const detail = `${error.message}${cause?.code ? ` (${cause.code})` : cause?.message ? ` (${cause.message})` : ''}`;
    return {
      text: `Error: cannot reach the API: ${detail}`,
      document: { error: 'network', detail },
      code: EXIT.server,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { text: `Error: ${message}`, document: { error: 'failure', detail: message }, code: EXIT.failure };
}

/** Writes the error to stderr and returns the exit code. */
export function reportError(error: unknown, json: boolean, stderr: NodeJS.WritableStream = process.stderr): number {
  const red = coloursFor(stderr).red;
  const report = reportOf(error);
  stderr.write(
    json
      ? `${JSON.stringify(report.document, null, 2)}\n`
      : `${report.text.replace(/^(Error:|vps:)/, (label) => red(label))}\n`,
  );
  return report.code;
}
