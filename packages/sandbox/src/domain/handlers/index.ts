// The handler of every operation, by operationId, and what each action type does when it ends.
import type { ActionEngine } from '../actions.js';
import type { Handlers } from '../../http/context.js';
import { actionHandlers } from './actions.js';
import { backupHandlers, registerBackupCompletions } from './backups.js';
import { catalogHandlers } from './catalog.js';
import { dnsHandlers } from './dns.js';
import { domainHandlers, registerDomainCompletions } from './domains.js';
import { registerServerCompletions, serverHandlers } from './servers.js';
import { registerSnapshotCompletions, snapshotHandlers } from './snapshots.js';
import { webhookHandlers } from './webhooks.js';

export const handlers: Handlers = {
  ...serverHandlers,
  ...actionHandlers,
  ...backupHandlers,
  ...snapshotHandlers,
  ...catalogHandlers,
  ...domainHandlers,
  ...dnsHandlers,
  ...webhookHandlers,
};

export function registerCompletions(engine: ActionEngine): void {
  registerServerCompletions(engine);
  registerBackupCompletions(engine);
  registerSnapshotCompletions(engine);
  registerDomainCompletions(engine);
}
