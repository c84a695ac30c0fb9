// Servers as the sandbox stores them: what the server handlers and the completions of server actions share.
import type { Store } from '../store/store.js';
import { emitEvent } from '../webhooks/events.js';
import { type Server, TRANSITIONAL } from './model.js';

/** Saves the server; a change of status is a `server.status_changed` event, at `now` (its updated_at). */
export async function saveServer(store: Store, account: number, server: Server, now?: string): Promise<void> {
  server.locked = TRANSITIONAL.has(server.status);
  if (now) server.updated_at = now;
  const before = await store.get<Server>('server', account, server.id);
  await store.put('server', account, server.id, server);
  if (before && before.status !== server.status) {
    await emitEvent(store.sql, account, {
      type: 'server.status_changed',
      data: { server, from: before.status, to: server.status },
      resource: { type: 'server', id: server.id },
      at: Date.parse(server.updated_at),
    });
  }
}
