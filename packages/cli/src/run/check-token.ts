// Whether a token and a URL work, by one cheap authenticated GET: the first list of the table that
// needs a scope and no argument, one item a page. `auth login` and `context create` check before
// saving; `auth status` reports it. 401 is a bad token; an answer that is not the API's, or none, is
// a bad URL; 403 is a good token without that scope.
import type { VpsApiError } from '@vps-hosting/api';
import { OPERATIONS, type OperationSpec } from '@vps-hosting/api/operations';
import { PAGE_SIZE_PARAMETER } from '../commands/overlay.js';
import type { Credentials } from '../config/credentials.js';
import { causeChain } from '../debug/http-log.js';
import { EXIT, exitCodeOfStatus } from './exit-codes.js';
import { clientFor } from './session.js';

export type TokenCheck = { works: true; detail: string } | { works: false; detail: string; code: number };

type LooseGet = (path: string, init: object) => Promise<{ error?: unknown; response: Response }>;

/** The GET a check sends. */
export function probeOperation(operations: readonly OperationSpec[] = OPERATIONS): OperationSpec {
  const probe = operations.find(
    (o) =>
      o.method === 'GET' &&
      o.success.kind === 'list' &&
      o.scopes.length > 0 &&
      o.parameters.every((p) => p.in !== 'path' && !p.required),
  );
  if (!probe) throw new Error('the table has no list operation to check a token with');
  return probe;
}

export async function checkToken(
  credentials: Pick<Credentials, 'baseUrl' | 'token'>,
  debug: boolean,
): Promise<TokenCheck> {
  const probe = probeOperation();
  const sizeSchema = probe.parameters.find((p) => p.in === 'query' && p.name === PAGE_SIZE_PARAMETER)?.schema;
  const query = sizeSchema
    ? { [PAGE_SIZE_PARAMETER]: typeof sizeSchema.minimum === 'number' ? sizeSchema.minimum : 1 }
    : {};
  const client = await clientFor(credentials, debug, {
    retry: { maxAttempts: 1 },
    timeoutMs: 10_000,
    onDeprecation: false,
  });
  const what = `${probe.method} ${credentials.baseUrl}${probe.path}`;
  const notTheApi = (answer: string): TokenCheck => ({
    works: false,
    detail: `${what} answered ${answer}, not as the VPS API does: check the URL`,
    code: EXIT.usage,
  });
  try {
    const { error, response } = await (client.GET as unknown as LooseGet)(probe.path, { params: { query } });
    if (!error) return { works: true, detail: `${what} answered ${response.status}` };
    const failure = error as VpsApiError;
    if (!failure.problem)
      return notTheApi(`${failure.status} with ${response.headers.get('content-type') ?? 'no body'}`);
    if (failure.status === 401) {
      return {
        works: false,
        detail: `the API refused the token (401 ${failure.code}): check the token`,
        code: EXIT.auth,
      };
    }
    if (failure.status === 403) {
      return {
        works: true,
        detail: `the API accepted the token, which may not call ${probe.operationId} (403 ${failure.code})`,
      };
    }
    return {
      works: false,
      detail: `${what} answered ${failure.status} ${failure.code}`,
      code: exitCodeOfStatus(failure.status),
    };
  } catch (error) {
    if (error instanceof SyntaxError) return notTheApi('with a body that is not JSON');
    return {
      works: false,
      detail: `cannot reach ${credentials.baseUrl}: ${causeChain(error)}: check the URL`,
      code: EXIT.server,
    };
  }
}
