// A conformance target starts while the other projects' tests run: Vitest runs every project's global
// setup before the first test file, and the conformance projects run last (groupOrder), so waiting
// here for Prism (seconds each) would hold up the whole run. The setup reserves the port, provides the
// URL and starts the server without waiting; each conformance file waits for an answer on that URL
// first (wait-for-target.ts), and the teardown reports a start that failed.
export interface BackgroundStart<T> {
  /** Stops what started (if it did), then throws the start's failure, if any, for the run to report. */
  stop(stopStarted: (started: T) => Promise<void>): Promise<void>;
}

export function startInBackground<T>(starting: Promise<T>): BackgroundStart<T> {
  let failure: unknown;
  const settled = starting.catch((error: unknown) => {
    failure = error;
    return undefined;
  });
  return {
    async stop(stopStarted) {
      const started = await settled;
      if (started !== undefined) await stopStarted(started);
      if (failure !== undefined) throw failure;
    },
  };
}
