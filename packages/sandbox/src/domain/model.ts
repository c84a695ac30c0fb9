// Stored shapes of the resources (the public objects, as the document defines them).
export interface Server {
  id: number;
  name: string;
  status: string;
  locked: boolean;
  plan: string;
  location: string;
  image: string;
  vcpus: number;
  memory_mb: number;
  disk_gb: number;
  networks: { ipv4: { address: string }; ipv6: { address: string; prefix: string } };
  labels: Record<string, string>;
  backups_enabled: boolean;
  created_at: string;
  updated_at: string;
}

export interface BackupPolicy {
  server_id: number;
  enabled: boolean;
  schedule: 'daily' | 'weekly';
  weekday: string | null;
  hour: number;
  retention: number;
}

export interface Backup {
  id: number;
  server_id: number;
  kind: 'automatic' | 'manual';
  description: string | null;
  status: string;
  size_mb: number | null;
  created_at: string;
  completed_at: string | null;
}

export interface Snapshot {
  id: number;
  server_id: number;
  name: string;
  status: string;
  size_mb: number | null;
  created_at: string;
  completed_at: string | null;
}

/** Transitional server states: the server is locked while in one of them. */
export const TRANSITIONAL = new Set([
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
