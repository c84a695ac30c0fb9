// The reviewed overlay: what the table of operations cannot say about a tool. Every operation of the
// document appears here exactly once (tool-catalog.ts throws otherwise, and this package's test/ checks it),
// so a new operation cannot slip in or out of the tools unreviewed.
import type { ToolAnnotations } from '@modelcontextprotocol/server';

/** Areas a person turns on with `--toolsets`; `secrets` holds the calls that reveal a secret. */
export const TOOLSETS = [
  'servers',
  'actions',
  'catalog',
  'dns',
  'backups',
  'snapshots',
  'domains',
  'webhooks',
  'secrets',
] as const;
export type Toolset = (typeof TOOLSETS)[number];
/** The default: a fleet's daily work, under 40 tools; no paid domain calls, no secrets. */
export const DEFAULT_TOOLSETS: readonly Toolset[] = ['servers', 'actions', 'catalog', 'dns'];

/** Why a call needs the person's confirmation. */
export type ConfirmReason = 'destructive' | 'paid';

export interface ToolOverlay {
  toolset: Toolset;
  /**
   * One operation, or several merged into one tool:
   * - `{ action: { value: operationId } }`: an `action` argument picks the operation;
   * - `{ pair: [baseId, specificId] }`: the specific operation when the path parameters it has
   *   beyond the base's are given, else the base (a list and its get; a create and its replace).
   */
  operation?: string;
  action?: Record<string, string>;
  pair?: [base: string, specific: string];
  title?: string;
  /** Replaces the first sentence of the operation's description. */
  description?: string;
  /** Where the method misleads (a POST that reads, a POST that destroys). */
  annotations?: Partial<ToolAnnotations>;
  /** Confirmation before the call; with `action`, only for these action values. */
  confirm?: { reason: ConfirmReason; actions?: string[]; target?: 'body.name' };
}

export const OVERLAY: Record<string, ToolOverlay> = {
  servers_list: { toolset: 'servers', operation: 'listServers' },
  servers_get: { toolset: 'servers', operation: 'getServer' },
  servers_create: { toolset: 'servers', operation: 'createServer', confirm: { reason: 'paid', target: 'body.name' } },
  servers_update: { toolset: 'servers', operation: 'updateServer' },
  servers_delete: { toolset: 'servers', operation: 'deleteServer', confirm: { reason: 'destructive' } },
  servers_power: {
    toolset: 'servers',
    action: {
      power_on: 'powerOnServer',
      shutdown: 'shutdownServer',
      reboot: 'rebootServer',
      power_off: 'powerOffServer',
      reset: 'resetServer',
    },
    title: 'Power a server on, off or through a restart',
    description:
      'Starts a power action on a server and waits for it: power_on (stopped), shutdown and reboot (graceful, running), power_off and reset (hard, like pulling the plug or pressing reset).',
    annotations: { destructiveHint: true },
    confirm: { reason: 'destructive', actions: ['power_off', 'reset'] },
  },
  servers_resize: {
    toolset: 'servers',
    operation: 'resizeServer',
    annotations: { destructiveHint: true },
    confirm: { reason: 'destructive' },
  },
  servers_reinstall: {
    toolset: 'servers',
    operation: 'reinstallServer',
    annotations: { destructiveHint: true },
    confirm: { reason: 'destructive' },
  },
  servers_actions_list: { toolset: 'servers', operation: 'listServerActions' },

  actions_list: { toolset: 'actions', operation: 'listActions' },
  actions_get: {
    toolset: 'actions',
    operation: 'getAction',
    description: 'Returns one action as it is now, without waiting.',
  },

  catalog_plans: {
    toolset: 'catalog',
    pair: ['listPlans', 'getPlan'],
    title: 'Plans',
    description: 'Lists the server plans (sizes and prices), or returns one when plan_slug is given.',
  },
  catalog_images: {
    toolset: 'catalog',
    pair: ['listImages', 'getImage'],
    title: 'Operating-system images',
    description: 'Lists the operating-system images, or returns one when image_slug is given.',
  },
  catalog_locations: {
    toolset: 'catalog',
    pair: ['listLocations', 'getLocation'],
    title: 'Locations',
    description: 'Lists the data-centre locations, or returns one when location_slug is given.',
  },
  catalog_tlds: {
    toolset: 'catalog',
    pair: ['listTlds', 'getTld'],
    title: 'Top-level domains',
    description: 'Lists the top-level domains on sale with their prices, or returns one when tld is given.',
  },

  dns_zones_list: { toolset: 'dns', operation: 'listDnsZones' },
  dns_zones_create: { toolset: 'dns', operation: 'createDnsZone' },
  dns_zones_get: { toolset: 'dns', operation: 'getDnsZone' },
  dns_zones_delete: { toolset: 'dns', operation: 'deleteDnsZone', confirm: { reason: 'destructive' } },
  dns_zone_file_get: { toolset: 'dns', operation: 'getDnsZoneFile' },
  dns_zone_file_replace: { toolset: 'dns', operation: 'replaceDnsZoneFile', confirm: { reason: 'destructive' } },
  dns_records_list: { toolset: 'dns', operation: 'listDnsRecords' },
  dns_records_write: {
    toolset: 'dns',
    pair: ['createDnsRecord', 'replaceDnsRecord'],
    title: 'Create or replace a DNS record',
    description: 'Creates a record in a zone, or replaces record_id with the body when record_id is given.',
  },
  dns_records_get: { toolset: 'dns', operation: 'getDnsRecord' },
  dns_records_update: { toolset: 'dns', operation: 'updateDnsRecord' },
  dns_records_delete: { toolset: 'dns', operation: 'deleteDnsRecord', confirm: { reason: 'destructive' } },
  dns_records_batch: { toolset: 'dns', operation: 'batchDnsRecords', annotations: { destructiveHint: true } },

  backups_policy_get: { toolset: 'backups', operation: 'getBackupPolicy' },
  backups_policy_replace: { toolset: 'backups', operation: 'replaceBackupPolicy' },
  backups_list: { toolset: 'backups', operation: 'listServerBackups' },
  backups_create: { toolset: 'backups', operation: 'createBackup' },
  backups_get: { toolset: 'backups', operation: 'getBackup' },
  backups_delete: { toolset: 'backups', operation: 'deleteBackup', confirm: { reason: 'destructive' } },
  backups_restore: {
    toolset: 'backups',
    operation: 'restoreBackup',
    annotations: { destructiveHint: true },
    confirm: { reason: 'destructive' },
  },

  snapshots_list: { toolset: 'snapshots', operation: 'listSnapshots' },
  snapshots_create: { toolset: 'snapshots', operation: 'createSnapshot' },
  snapshots_get: { toolset: 'snapshots', operation: 'getSnapshot' },
  snapshots_update: { toolset: 'snapshots', operation: 'updateSnapshot' },
  snapshots_delete: { toolset: 'snapshots', operation: 'deleteSnapshot', confirm: { reason: 'destructive' } },
  snapshots_restore: {
    toolset: 'snapshots',
    operation: 'restoreSnapshot',
    annotations: { destructiveHint: true },
    confirm: { reason: 'destructive' },
  },

  domains_search: {
    toolset: 'domains',
    operation: 'searchDomains',
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  },
  domains_availability: {
    toolset: 'domains',
    operation: 'checkDomainAvailability',
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  },
  domains_list: { toolset: 'domains', operation: 'listDomains' },
  domains_register: {
    toolset: 'domains',
    operation: 'createDomain',
    annotations: { openWorldHint: true },
    confirm: { reason: 'paid', target: 'body.name' },
  },
  domains_get: { toolset: 'domains', operation: 'getDomain' },
  domains_update: { toolset: 'domains', operation: 'updateDomain' },
  domains_renew: {
    toolset: 'domains',
    operation: 'renewDomain',
    annotations: { openWorldHint: true },
    confirm: { reason: 'paid' },
  },
  domains_nameservers_get: { toolset: 'domains', operation: 'getDomainNameservers' },
  domains_nameservers_replace: {
    toolset: 'domains',
    operation: 'replaceDomainNameservers',
    annotations: { openWorldHint: true },
  },
  domains_contacts_get: { toolset: 'domains', operation: 'getDomainContacts' },
  domains_contacts_replace: {
    toolset: 'domains',
    operation: 'replaceDomainContacts',
    annotations: { openWorldHint: true },
  },
  domains_transfer: {
    toolset: 'domains',
    operation: 'createDomainTransfer',
    annotations: { openWorldHint: true },
    confirm: { reason: 'paid', target: 'body.name' },
  },

  webhooks_list: { toolset: 'webhooks', operation: 'listWebhooks' },
  webhooks_create: { toolset: 'webhooks', operation: 'createWebhook', annotations: { openWorldHint: true } },
  webhooks_get: { toolset: 'webhooks', operation: 'getWebhook' },
  webhooks_update: { toolset: 'webhooks', operation: 'updateWebhook', annotations: { openWorldHint: true } },
  webhooks_delete: { toolset: 'webhooks', operation: 'deleteWebhook', confirm: { reason: 'destructive' } },
  webhooks_test: { toolset: 'webhooks', operation: 'testWebhook', annotations: { openWorldHint: true } },
  webhooks_deliveries_list: { toolset: 'webhooks', operation: 'listWebhookDeliveries' },
  webhooks_deliveries_get: { toolset: 'webhooks', operation: 'getWebhookDelivery' },
  webhooks_deliveries_retry: {
    toolset: 'webhooks',
    operation: 'retryWebhookDelivery',
    annotations: { openWorldHint: true },
  },

  secrets_domain_auth_code: { toolset: 'secrets', operation: 'getDomainAuthCode' },
  secrets_webhook_rotate: {
    toolset: 'secrets',
    operation: 'rotateWebhookSecret',
    annotations: { destructiveHint: true },
  },
};

/** Tools of the server's own, on an operation of the table: wait again for an action. */
export const ACTIONS_WAIT = { name: 'actions_wait', toolset: 'actions' as Toolset, operation: 'getAction' };
