// What a run is told: the target, its tokens and how far it may go.

export interface RunOptions {
  /** The base URL the document's paths (`/api/v1/…`) are appended to, without a trailing slash. */
  target: string;
  /** A token with every scope. */
  token: string;
  /** A token of the same account with the `:read` scopes only. */
  readToken?: string;
  /** A token of a second account. */
  altToken?: string;
  /** Areas, families or check ids (prefixes) to run; empty: all. */
  only: string[];
  /** Only requests that change nothing: reads, and requests that must be refused. */
  readOnly: boolean;
  /** How long an action may take before a check gives up on it. */
  actionTimeoutMs: number;
  /** Checks run at once. */
  concurrency: number;
  /** Where the reports go (JUnit XML, JSON, Markdown, HTML); none: the summary only. */
  reportDir?: string;
  /** Leave the fixtures in place at the end (named in the summary). */
  keep: boolean;
  /** The sandbox's admin extension: `auto` detects it, `on` requires it, `off` never uses it. */
  sandboxAdmin: 'auto' | 'on' | 'off';
  /** The admin token of a hosted sandbox (Bearer on `/_admin/…`). */
  adminToken?: string;
  /** Each request's timeout. */
  requestTimeoutMs: number;
  /** How often an action is polled. */
  pollIntervalMs: number;
  /** The prefix every fixture's name carries; default a fresh `cf-xxxxxx`. */
  prefix?: string;
  /** The address a webhook receiver started by the kit listens on and the target delivers to. */
  receiverHost: string;
  /**
   * The target keeps no state and serves the document's examples, picked with Prism's
   * `Prefer: code=…, example=…` (a mock): the stateless level (src/stateless/level.ts).
   */
  stateless: boolean;
}

export const DEFAULT_OPTIONS = {
  only: [] as string[],
  readOnly: false,
  actionTimeoutMs: 120_000,
  concurrency: 4,
  keep: false,
  sandboxAdmin: 'auto' as const,
  requestTimeoutMs: 30_000,
  pollIntervalMs: 500,
  receiverHost: '127.0.0.1',
  stateless: false,
};
