// The run's pace against the target's rate limit: every answer's rate-limit headers say how many
// requests a token has left in its window and when the window ends; a request whose token has
// (almost) none left waits for the window's end instead of spending a request on a 429. Reads the
// run sends as the read token may go as the main token (the same account, the same answer) when the
// read token's window has less left, so that one run spends both tokens' windows evenly
// (docs/design/conformance-kit.md#the-runs-own-pace).

/** Requests kept in hand per token: concurrent checks may each send one before the next answer. */
const RESERVE = 8;
/** The longest a request waits for a window (a window is 5 minutes; more means the headers lie). */
const MAX_WAIT_MS = 320_000;

interface Window {
  remaining: number;
  /** When the window ends, on this machine's clock (ms). */
  endsAt: number;
}

export interface PaceHeaders {
  remaining: string;
  reset: string;
}

export class Pacer {
  readonly #windows = new Map<string, Window>();
  readonly #headers: PaceHeaders | undefined;
  /** Requests sent per token (the token itself as key; undefined: none). */
  readonly sent = new Map<string | undefined, number>();
  /** Milliseconds spent waiting for windows. */
  waitedMs = 0;

  constructor(headers: PaceHeaders | undefined) {
    this.#headers = headers;
  }

  /** The names of the rate-limit headers it reads, when the document declares them. */
  get headerNames(): PaceHeaders | undefined {
    return this.#headers;
  }

  /** What a token has left, as far as the answers so far tell (Infinity: unknown). */
  left(token: string | undefined): number {
    if (token === undefined) return Number.POSITIVE_INFINITY;
    const window = this.#windows.get(token);
    if (!window || Date.now() >= window.endsAt) return Number.POSITIVE_INFINITY;
    return window.remaining;
  }

  /** Waits, if the token's window is spent, until it ends; then counts the request. */
  async before(token: string | undefined, sleep: (ms: number) => Promise<void>): Promise<void> {
    this.sent.set(token, (this.sent.get(token) ?? 0) + 1);
    if (token === undefined) return;
    const window = this.#windows.get(token);
    if (!window) return;
    if (window.remaining <= RESERVE && Date.now() < window.endsAt) {
      const wait = Math.min(window.endsAt - Date.now() + 250, MAX_WAIT_MS);
      this.waitedMs += wait;
      await sleep(wait);
      this.#windows.delete(token);
      return;
    }
    window.remaining -= 1;
  }

  /** Reads an answer's rate-limit headers (Reset against the answer's own Date, so clocks need not agree). */
  after(token: string | undefined, headers: Headers): void {
    if (token === undefined || !this.#headers) return;
    const remaining = Number(headers.get(this.#headers.remaining));
    const reset = Number(headers.get(this.#headers.reset));
    if (!Number.isFinite(remaining) || !Number.isFinite(reset)) return;
    const serverNow = Date.parse(headers.get('date') ?? '');
    const untilReset = reset * 1000 - (Number.isFinite(serverNow) ? serverNow : Date.now());
    if (untilReset <= 0 || untilReset > MAX_WAIT_MS) return;
    const endsAt = Date.now() + untilReset;
    const known = this.#windows.get(token);
    // Answers arrive out of order: within one window the smallest remaining is the latest.
    if (known && Math.abs(known.endsAt - endsAt) < 2_000) known.remaining = Math.min(known.remaining, remaining);
    else this.#windows.set(token, { remaining, endsAt });
  }
}

/** The rate-limit headers the document declares on every answer (by their names' meaning). */
export function paceHeaders(everyResponse: readonly string[]): PaceHeaders | undefined {
  const remaining = everyResponse.find((name) => /remaining/i.test(name));
  const reset = everyResponse.find((name) => /reset/i.test(name));
  return remaining && reset ? { remaining, reset } : undefined;
}
