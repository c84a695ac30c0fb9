// Keeps one Prism running behind the mock front: started on a free loopback port, and started
// again at once, on a new free port, whenever it exits without being asked to (a request that
// crashed it, a signal). Requests that arrive meanwhile wait for the new one.
import { freePort } from './ports.js';
import { startPrism, type PrismOptions, type PrismProcess } from './prism.js';

const START_ATTEMPTS = 3; // a free port can be taken before Prism binds it: try another

export type SupervisedPrismOptions = Omit<PrismOptions, 'port' | 'upstream'> & {
  /** Told about each restart (for the log). */
  onRestart?: (reason: string) => void;
};

export class PrismSupervisor {
  private current: Promise<PrismProcess>;
  private stopping = false;
  private restartCount = 0;
  private lastStartMs = 0;

  private constructor(
    private readonly options: SupervisedPrismOptions,
    first: PrismProcess,
    startMs: number,
  ) {
    this.lastStartMs = startMs;
    this.current = Promise.resolve(first);
    this.watch(first);
  }

  static async start(options: SupervisedPrismOptions): Promise<PrismSupervisor> {
    const started = Date.now();
    const first = await startOnFreePort(options);
    return new PrismSupervisor(options, first, Date.now() - started);
  }

  /** The running Prism, or the one being started; rejects when it could not be started. */
  prism(): Promise<PrismProcess> {
    return this.current;
  }

  /** How many times Prism was started again after exiting. */
  get restarts(): number {
    return this.restartCount;
  }

  /** Whole seconds the last start took (at least 1): a fair Retry-After while restarting. */
  get restartSeconds(): number {
    return Math.max(1, Math.ceil(this.lastStartMs / 1000));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const prism = await this.current.catch(() => undefined);
    await prism?.stop();
  }

  private watch(prism: PrismProcess): void {
    void prism.exited.then(() => {
      if (this.stopping) return;
      const lastLines = prism.output().trim().split('\n').slice(-3).join(' | ');
      this.restart(`Prism (pid ${prism.pid}) exited: ${lastLines}`);
    });
  }

  private restart(reason: string): void {
    this.restartCount++;
    this.options.onRestart?.(reason);
    const started = Date.now();
    this.current = startOnFreePort(this.options).then(async (prism) => {
      this.lastStartMs = Date.now() - started;
      if (this.stopping) await prism.stop();
      else this.watch(prism);
      return prism;
    });
    // A failed start is tried again a second later; requests meanwhile get the rejection (503).
    this.current.catch((error: unknown) => {
      if (!this.stopping)
        setTimeout(() => this.restart(`Prism could not be started again: ${String(error)}`), 1_000).unref();
    });
  }
}

async function startOnFreePort(options: SupervisedPrismOptions): Promise<PrismProcess> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
    try {
      const { onRestart: _ignored, ...prismOptions } = options;
      return await startPrism({ ...prismOptions, port: await freePort() });
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
