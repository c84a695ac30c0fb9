// The exit codes of `vps`, one per kind of failure (documented in `vps --help` and the README).
export const EXIT = {
  ok: 0,
  /** Anything not listed below (a bug, an unreadable config file). */
  failure: 1,
  /** Bad command line: unknown command or flag, bad value, ambiguous name, refused without --yes. */
  usage: 2,
  /** 401 or 403: no token, a bad token, a missing scope. */
  auth: 3,
  /** 404: the resource does not exist. */
  notFound: 4,
  /** 400, 409, 422: the API refused the request as invalid or conflicting (locked, wrong state). */
  invalid: 5,
  /** 429 after the client's retries. */
  rateLimited: 6,
  /** 5xx after retries, a network error or timeout. */
  server: 7,
  /** The action failed, or did not finish within --timeout. */
  actionFailed: 8,
  /** Ctrl-C: while waiting (the action goes on), or at a prompt (nothing was sent). */
  interrupted: 130,
} as const;

export const EXIT_HELP = `Exit codes:
  0  success               4  not found                 7  server or network error
  1  unexpected failure    5  validation or conflict    8  action failed or timed out
  2  usage error           6  rate limited              130  interrupted (Ctrl-C)
  3  authentication or permission
A call accepted whose wait ends early (3, 6, 7, 8, 130) names its action: vps actions wait <id> resumes.`;

/** A mistake on the command line: printed as is, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  constructor(
    message: string,
    readonly exitCode: number = EXIT.usage,
  ) {
    super(message);
  }
}

/** The exit code of an HTTP error status. */
export function exitCodeOfStatus(status: number): number {
  if (status === 401 || status === 403) return EXIT.auth;
  if (status === 404 || status === 410) return EXIT.notFound;
  if (status === 429) return EXIT.rateLimited;
  if (status >= 500) return EXIT.server;
  if (status >= 400) return EXIT.invalid;
  return EXIT.failure;
}

/** Ends the command with this exit code and no message (`vps servers ssh` passes on ssh's). */
export class ExitStatus extends Error {
  override readonly name = 'ExitStatus';
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}
