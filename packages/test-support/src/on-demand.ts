// A server that several test files of a run share, started when a test first asks for it. A global
// setup (it runs in Vitest's main process, once per run) serves a small control endpoint on loopback
// and provides its URL; a test asks that URL (askOnDemand) and gets the server's description once it
// has started. A run without those tests starts nothing; the setup's teardown stops what started.
// docs/design/testing.md ("Servers started once") says which servers are shared and why.
import * as http from 'node:http';

export interface OnDemandService {
  /** What a test needs to reach the service (JSON), read again at each ask (it may change). */
  describe(): unknown | Promise<unknown>;
  stop(): Promise<void>;
}

export interface OnDemandControl {
  /** The control endpoint's URL on 127.0.0.1: a GET starts the service if needed and answers its description. */
  url: string;
  /** Closes the endpoint and stops the service if it started; throws its failure to start, if any. */
  close(): Promise<void>;
}

/** Serves the control endpoint of a service that `start` starts at the first ask. */
export async function serveOnDemand(start: () => Promise<OnDemandService>): Promise<OnDemandControl> {
  let starting: Promise<OnDemandService> | undefined;
  const server = http.createServer((request, response) => {
    starting ??= start();
    starting
      .then((service) => service.describe())
      .then(
        (description) => answer(response, 200, description),
        (error: unknown) => answer(response, 500, { error: error instanceof Error ? error.stack : String(error) }),
      );
    request.resume();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      const service = await starting;
      await service?.stop();
    },
  };
}

function answer(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Asks a control endpoint for its service (starting it if no test has yet) and answers its description. */
export async function askOnDemand<T>(url: string | undefined, name: string): Promise<T> {
  if (!url) throw new Error(`${name} is started by a global setup of the unit project (vitest.config.ts)`);
  // A start takes seconds on a loaded machine; Vitest's hook timeout bounds the wait.
  const response = await fetch(url);
  const body = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`${name} did not start:\n${body.error}`);
  return body;
}
