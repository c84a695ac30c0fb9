// The resources the sandbox stores, as the document defines them: every type here is a schema of
// the generated types (`components['schemas']` of `@vps-hosting/api/schema`), never restated.
// Servers, backups and snapshots are stored as the very object sent, so their stored rows are the
// schema's type (docs/design/pagination.md#in-the-database).
import type { components } from '@vps-hosting/api/schema';

type Schemas = components['schemas'];

export type Server = Schemas['Server'];
export type ServerStatus = Schemas['ServerStatus'];
export type Backup = Schemas['Backup'];
export type BackupStatus = Schemas['BackupStatus'];
export type Snapshot = Schemas['Snapshot'];
export type SnapshotStatus = Schemas['SnapshotStatus'];
export type Action = Schemas['Action'];
export type ActionList = Schemas['ActionList'];
export type ActionType = Schemas['ActionType'];
export type ActionResourceType = Schemas['ActionResourceType'];

/** The stored backup policy: the schema's `BackupPolicy` without `next_backup_at`, which depends on
 *  the sandbox clock and is computed at each read (docs/design/time.md#sandbox-clock). */
export type BackupPolicy = Omit<Schemas['BackupPolicy'], 'next_backup_at'>;

/** Transitional server states: the server is locked while in one of them
 *  (docs/design/actions.md#state-machines). */
export const TRANSITIONAL: ReadonlySet<ServerStatus> = new Set<ServerStatus>([
  'provisioning',
  'stopping',
  'starting',
  'rebooting',
  'resizing',
  'reinstalling',
  'restoring',
  'deleting',
]);

export const MAX_SERVERS_PER_ACCOUNT = 25;
export const MAX_SNAPSHOTS_PER_SERVER = 5;
export const MAX_MANUAL_BACKUPS_PER_SERVER = 10;
