// How the client waits: between retries (transport.ts) and between polls (wait-for-action.ts).

type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
function timerSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

let current: Sleep = timerSleep;

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return current(ms, signal);
}

/**
 * For tests only (not exported by the package): every wait of the client goes to `replacement` until
 * the returned function restores the timer, such as one that moves a sandbox's clock on by `ms`.
 */
export function replaceSleep(replacement: Sleep): () => void {
  current = replacement;
  return () => {
    current = timerSleep;
  };
}
