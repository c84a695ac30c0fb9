// The server under test, as the global setup provides it: the mock it started, or the server
// named by CONFORMANCE_TARGET_URL.
import { inject } from 'vitest';

export interface ConformanceTarget {
  /** Base URL without a trailing slash; the document's paths (/api/v1/…) are appended to it. */
  baseUrl: string;
  /** The bearer token sent on authenticated requests. */
  token: string;
  /** True when the target is the Prism mock the setup started (it serves the named examples). */
  isMock: boolean;
  /**
   * The server itself, with no proxy in front: the target URL, unless a setup put Prism in proxy
   * mode in front of the server (conformance-sandbox). Used for the sandbox's admin surface
   * (`/_admin/…`) in the stateful mode, and for requests a proxy cannot forward (malformed JSON,
   * which Prism answers itself, with its own error).
   */
  serverUrl: string;
  /** Where test files leave their coverage records for the report printed at the end. */
  coverageDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    conformance: ConformanceTarget;
  }
}

export function target(): ConformanceTarget {
  return inject('conformance');
}
