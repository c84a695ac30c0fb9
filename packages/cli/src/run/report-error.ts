// Every failure ends here: a message on stderr (the problem document as JSON with -o json), nothing
// on stdout, and the exit code of its kind. A call accepted whose action did not end here
// (UnfinishedWork) is reported with the kind of what ended the wait, plus the action and how to resume.
// An answer that is not the API's (an HTML 404, a body that is not JSON) and an API that cannot be
// reached name the URL and where it came from (VPS_API_URL, a context), and the cause.
import { ActionFailedError, ActionTimeoutError, RequestTimeoutError, VpsApiError } from '@vps-hosting/api';
import { causeChain } from '../debug/http-log.js';
import { coloursFor } from '../output/colours.js';
import { UnfinishedWork, WaitInterrupted } from '../wait/follow-action.js';
import { EXIT, UsageError, exitCodeOfStatus } from './exit-codes.js';

interface Report {
  text: string;
  document: Record<string, unknown>;
  code: number;
}

/** The API the command was talking to, when its credentials were resolved. */
export interface ApiWhere {
  baseUrl: string;
  /** Where the URL came from: `VPS_API_URL`, `--context "prod" (…/config.json)`, … */
  urlFrom: string;
}

const whereText = (where: ApiWhere | undefined): string =>
  where ? `the API at ${where.baseUrl} (${where.urlFrom})` : 'the API';

/** A non-2xx answer without a problem document: someone else answered (a web server, a proxy). */
function notTheApi(error: VpsApiError, where: ApiWhere | undefined): Report {
  const url = error.response.url || where?.baseUrl || '';
  const method = error.operation.split(' ')[0];
  const type = error.response.headers.get('content-type')?.split(';')[0];
  const body = type ? `a ${type} body` : error.body ? 'a body' : 'no body';
  const detail =
    `${method} ${url} answered ${error.status}${error.response.statusText ? ` ${error.response.statusText}` : ''} ` +
    `with ${body}, not a problem document of the VPS API`;
  return {
    text: `Error: ${detail}.\nIs ${where ? `${where.baseUrl} (${where.urlFrom})` : 'the URL'} the API's URL?`,
    document: {
      error: 'not_the_api',
      status: error.status,
      url,
      detail,
      ...(where ? { url_from: where.urlFrom } : {}),
    },
    code: exitCodeOfStatus(error.status),
  };
}

function problemText(error: VpsApiError): string {
  const problem = error.problem;
  const lines = [`Error: ${problem?.title ?? 'HTTP error'} (${error.status}${error.code ? ` ${error.code}` : ''})`];
  if (error.detail) lines.push(error.detail);
  for (const field of error.fieldErrors) lines.push(`  ${field.field || '(body)'}: ${field.message}`);
  if (error.requestId) lines.push(`Request id: ${error.requestId}`);
  return lines.join('\n');
}

function reportOf(error: unknown, api: ApiWhere | undefined): Report {
  if (error instanceof UnfinishedWork) {
    const cause = reportOf(error.cause, api);
    const { actionId, lastSeen, resource } = error.work;
    const where = actionId !== undefined ? { action_id: actionId, ...(lastSeen ? { action: lastSeen } : {}) } : {};
    return {
      text: `${cause.text}\n${error.message}`,
      document: { ...cause.document, ...where, ...(actionId === undefined ? { resource } : {}), resume: error.resume },
      code: cause.code,
    };
  }
  if (error instanceof VpsApiError) {
    if (!error.problem) return notTheApi(error, api);
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
    const detail = causeChain(error);
    return {
      text: `Error: cannot reach ${whereText(api)}: ${detail}`,
      document: { error: 'network', detail, ...(api ? { url: api.baseUrl, url_from: api.urlFrom } : {}) },
      code: EXIT.server,
    };
  }
  if (error instanceof SyntaxError && api) {
    // openapi-fetch parses a 2xx body as JSON: this one was not.
    const detail = `the answer of ${whereText(api)} is not JSON (${error.message})`;
    return {
      text: `Error: ${detail}.\nIs it the API's URL?`,
      document: { error: 'not_the_api', detail, url: api.baseUrl, url_from: api.urlFrom },
      code: EXIT.server,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { text: `Error: ${message}`, document: { error: 'failure', detail: message }, code: EXIT.failure };
}

/** Writes the error to stderr and returns the exit code. */
export function reportError(
  error: unknown,
  json: boolean,
  stderr: NodeJS.WritableStream = process.stderr,
  where?: ApiWhere,
): number {
  const red = coloursFor(stderr).red;
  const report = reportOf(error, where);
  stderr.write(
    json
      ? `${JSON.stringify(report.document, null, 2)}\n`
      : `${report.text.replace(/^(Error:|vps:)/, (label) => red(label))}\n`,
  );
  return report.code;
}
