// The handler of every operation, by operationId (what each kind of action does when it ends: ../completions.ts).
import type { Handlers } from '../../http/context.js';
import { actionHandlers } from './actions.js';
import { backupHandlers } from './backups.js';
import { catalogHandlers } from './catalog.js';
import { dnsHandlers } from './dns.js';
import { domainHandlers } from './domains.js';
import { serverHandlers } from './servers.js';
import { snapshotHandlers } from './snapshots.js';
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
