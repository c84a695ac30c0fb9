// @vps-hosting/sandbox: the stateful sandbox of the VPS Hosting Management API, in-process.
// `startSandbox` starts it (on 127.0.0.1 with two default tokens, or in hosted mode); the `vps-sandbox`
// command (src/main.ts) is the same server from the command line. Beside it, what the repository's
// benchmarks read or seed: the sandbox's limits, its zone-file reader and its store.
export {
  READ_SCOPES,
  startSandbox,
  type HostedSandbox,
  type Sandbox,
  type SandboxOptions,
} from './http/server.js';
export type { HostedOptions } from './http/hosted.js';
export type { Clock } from './domain/clock.js';
export type { Database, Sql } from './store/sql.js';
export type { RetentionOptions, Retention } from './domain/retention.js';
export type { DeliveryWorker } from './webhooks/worker.js';
export type { DeliveryLimits, DialOverride } from './webhooks/deliver.js';
export type { Resolver, TargetPolicy } from './webhooks/targets.js';
export { MAX_SERVERS_PER_ACCOUNT } from './domain/model.js';
export { MANAGED_NAMESERVERS, MAX_RECORDS_PER_ZONE } from './domain/dns-rules.js';
export { parseZoneFile } from './domain/zone-file.js';
export { Store, type Kind } from './store/store.js';
export { nextId } from './webhooks/db.js';
