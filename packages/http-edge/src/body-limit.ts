// The request body limit of the mock and the sandbox: the document's `info.x-request-body-limit`
// (bytes; the introduction, "Requests and responses"). A larger body is not read: both answer
// 400 `validation_failed` with the one error below, and close the connection.

export const BODY_LIMIT_EXTENSION = 'x-request-body-limit';

/** The body limit a bundled document declares, else `fallback`; throws when there is neither, or
 *  when the declared one is not a positive integer. */
export function bodyLimitOf(document: Record<string, unknown>, fallback?: number): number {
  const info = document.info as Record<string, unknown> | undefined;
  const limit = info?.[BODY_LIMIT_EXTENSION] ?? fallback;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit <= 0) {
    throw new Error(`the document's info has no ${BODY_LIMIT_EXTENSION} (a positive integer of bytes)`);
  }
  return limit;
}

/** The `detail` and the single field error of the answer to a body over `limit` bytes. */
export function bodyTooLarge(limit: number): {
  detail: string;
  error: { field: string; code: string; message: string };
} {
  const size = limit % (1024 * 1024) === 0 ? `${limit / 1024 / 1024} MiB` : `${limit} bytes`;
  return {
    detail: `The request body is larger than ${size}.`,
    error: { field: '', code: 'max_length', message: `The body must be at most ${limit} bytes.` },
  };
}
