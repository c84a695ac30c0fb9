// The child's side of bench/lib/child.ts: announce readiness, answer the parent's requests, and
// exit when the parent goes away.
type Handler = (message: Record<string, unknown>) => unknown;

const handlers = new Map<string, Handler>();

export function onParentRequest(type: string, handler: Handler): void {
  handlers.set(type, handler);
}

export function sendReady(data: Record<string, unknown>): void {
  if (!process.send) throw new Error('start this file through bench/lib/child.ts (it needs an IPC channel)');
  process.send({ ...data, type: 'ready' });
}

process.on('message', (message: { id: number; type: string } & Record<string, unknown>) => {
  const handler = handlers.get(message.type);
  void (async () => {
    try {
      if (!handler) throw new Error(`no handler for ${message.type}`);
      const answer = (await handler(message)) ?? {};
      process.send?.({ ...(answer as object), id: message.id });
    } catch (error) {
      process.send?.({ id: message.id, error: (error as Error).stack ?? String(error) });
    }
  })();
});
process.on('disconnect', () => process.exit(0));

export function memory(): { rss: number; heapUsed: number } {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}
