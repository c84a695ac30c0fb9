// Setup file of the conformance projects: each test file starts once its target answers. The global
// setups start the mock and Prism without waiting for them (support/background-start.ts).
import { beforeAll } from 'vitest';
import { target } from './target.js';

/** Long enough for Prism to read the document on a loaded machine; a failed start is reported at the end. */
const READY_WITHIN_MS = 60_000;
const RETRY_MS = 100;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  const { baseUrl, serverUrl } = target();
  const deadline = Date.now() + READY_WITHIN_MS;
  for (const url of new Set([serverUrl, baseUrl])) {
    while (!(await answers(`${url}/`))) {
      if (Date.now() > deadline)
        throw new Error(`the conformance target did not answer at ${url} (its start failed: the run's end says why)`);
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}, READY_WITHIN_MS + 10_000);
