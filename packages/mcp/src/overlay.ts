// The reviewed overlay: what the table of operations cannot say about a tool (its name, toolset,
// merged operations, wording, and the few hints the document has no word for). What a call risks and
// starts is the table's (docs/design/operation-meaning.md): annotations.ts and treatment.ts derive the
// destructive hint, the confirmation and the waiting from it. Every operation of the document appears
// here exactly once (tool-catalog.ts throws otherwise, and this package's test/ checks it), so a new
// operation cannot slip in or out of the tools unreviewed.
import type { ToolAnnotations } from '@modelcontextprotocol/server';

/** Areas a person turns on with `--toolsets`; `secrets` holds the calls that reveal a secret. */
export const TOOLSETS = [
  'servers',
  'actions',
  'catalog',
  'dns',
  'dns_bulk',
  'backups',
  'snapshots',
  'domains',
  'webhooks',
  'secrets',
] as const;
export type Toolset = (typeof TOOLSETS)[number];
/** What each toolset is for, as `toolsets_list` (--dynamic-toolsets) shows it. */
export const TOOLSET_DESCRIPTIONS: Record<Toolset, string> = {
  servers: 'Create, inspect, power, resize, reinstall and delete servers, and read their history.',
  actions: 'Follow the asynchronous work (actions) of every resource, and wait for one.',
  catalog: 'Plans, images, locations and TLDs: the slugs that creating a server or buying a domain takes.',
  dns: 'DNS zones, their records one by one, and zone files.',
  backups: "A server's automatic backup policy, manual backups, and restoring one.",
  snapshots: 'Snapshots of a server, kept after it is deleted, and restoring one.',
  domains: 'Search, register (paid), renew, transfer and configure domains: nameservers and contacts.',
  webhooks: 'Webhook endpoints, their test events and deliveries.',
  secrets: "Calls whose answer holds a secret: a domain's auth code, a webhook's rotated secret.",
  dns_bulk: 'Many DNS records of a zone changed in one atomic batch: larger to list, so not on by default.',
};
/** The default: a fleet's daily work, under 40 tools; no paid domain calls, no secrets. */
export const DEFAULT_TOOLSETS: readonly Toolset[] = ['servers', 'actions', 'catalog', 'dns'];

/** The hints the table cannot derive: a POST that only reads (a search), a call that reaches outside the account. */
export type OverlayHints = Partial<Pick<ToolAnnotations, 'readOnlyHint' | 'idempotentHint' | 'openWorldHint'>>;

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
  /** Where the method misleads about reading (a POST that searches), and calls to registries. */
  annotations?: OverlayHints;
  /** What a confirmation names when the path has no parameter to name: the `name` of the body (a purchase). */
  target?: 'body.name';
}

export const OVERLAY: Record<string, ToolOverlay> = {
  servers_list: { toolset: 'servers', operation: 'listServers' },
  servers_get: { toolset: 'servers', operation: 'getServer' },
  servers_create: { toolset: 'servers', operation: 'createServer', target: 'body.name' },
  servers_update: { toolset: 'servers', operation: 'updateServer' },
  servers_delete: { toolset: 'servers', operation: 'deleteServer' },
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
      'Powers a server on, off or through a restart: power_on (stopped), shutdown and reboot (graceful, ' +
      'running), power_off and reset (hard, like pulling the plug or pressing reset).',
  },
  servers_resize: { toolset: 'servers', operation: 'resizeServer' },
  servers_reinstall: { toolset: 'servers', operation: 'reinstallServer' },
  servers_actions_list: {
    toolset: 'servers',
    operation: 'listServerActions',
    description:
      "Lists one server's history of work (create, power, resize, reinstall, backup, snapshot, restore); " +
      'status=running finds what holds a locked server. For actions of any resource, use actions_list.',
  },

  actions_list: {
    toolset: 'actions',
    operation: 'listActions',
    description:
      'Lists the actions of the whole account: filter by status for work in progress, or by resource_type ' +
      "and resource_id for one resource's actions (a new server's, backup's or domain's). For one " +
      "server's history, use servers_actions_list.",
  },
  actions_get: {
    toolset: 'actions',
    operation: 'getAction',
    description: 'Returns one action as it is now, without waiting; to wait for it, use actions_wait.',
  },

  catalog_plans: {
    toolset: 'catalog',
    pair: ['listPlans', 'getPlan'],
    title: 'Plans',
    description: 'Lists the server plans (sizes, prices, where each can be created), cheapest first.',
  },
  catalog_images: {
    toolset: 'catalog',
    pair: ['listImages', 'getImage'],
    title: 'Operating-system images',
    description: 'Lists the operating-system images a server can be created or reinstalled with.',
  },
  catalog_locations: {
    toolset: 'catalog',
    pair: ['listLocations', 'getLocation'],
    title: 'Locations',
    description: 'Lists the data-centre locations and the plans each can create now.',
  },
  catalog_tlds: {
    toolset: 'catalog',
    pair: ['listTlds', 'getTld'],
    title: 'Top-level domains',
    description: 'Lists the top-level domains on sale with their prices for one year.',
  },

  dns_zones_list: { toolset: 'dns', operation: 'listDnsZones' },
  dns_zones_create: { toolset: 'dns', operation: 'createDnsZone' },
  dns_zones_get: { toolset: 'dns', operation: 'getDnsZone' },
  dns_zones_delete: { toolset: 'dns', operation: 'deleteDnsZone' },
  dns_zone_file_get: { toolset: 'dns', operation: 'getDnsZoneFile' },
  dns_zone_file_replace: { toolset: 'dns', operation: 'replaceDnsZoneFile' },
  dns_records_list: { toolset: 'dns', operation: 'listDnsRecords' },
  dns_records_write: {
    toolset: 'dns',
    pair: ['createDnsRecord', 'replaceDnsRecord'],
    title: 'Create or replace a DNS record',
    description:
      'Creates one record in a zone, or with record_id replaces that whole record (every field; its type ' +
      'stays). To change a few fields use dns_records_update; for many records at once, dns_records_batch ' +
      '(toolset dns_bulk).',
  },
  dns_records_get: { toolset: 'dns', operation: 'getDnsRecord' },
  dns_records_update: {
    toolset: 'dns',
    operation: 'updateDnsRecord',
    description:
      'Changes some fields of one record (ttl, comment, or data of its own type) and keeps the others; ' +
      'type and name cannot change. To replace a whole record use dns_records_write.',
  },
  dns_records_delete: { toolset: 'dns', operation: 'deleteDnsRecord' },
  dns_records_batch: {
    toolset: 'dns_bulk',
    operation: 'batchDnsRecords',
    description:
      'Deletes, changes and creates many records of a zone in one atomic step (all or none), such as a ' +
      'CNAME swapped for A records of the same name. For one record, use dns_records_write or ' +
      'dns_records_update.',
  },

  backups_policy_get: { toolset: 'backups', operation: 'getBackupPolicy' },
  backups_policy_replace: { toolset: 'backups', operation: 'replaceBackupPolicy' },
  backups_list: { toolset: 'backups', operation: 'listServerBackups' },
  backups_create: { toolset: 'backups', operation: 'createBackup' },
  backups_get: { toolset: 'backups', operation: 'getBackup' },
  backups_delete: { toolset: 'backups', operation: 'deleteBackup' },
  backups_restore: { toolset: 'backups', operation: 'restoreBackup' },

  snapshots_list: { toolset: 'snapshots', operation: 'listSnapshots' },
  snapshots_create: { toolset: 'snapshots', operation: 'createSnapshot' },
  snapshots_get: { toolset: 'snapshots', operation: 'getSnapshot' },
  snapshots_update: { toolset: 'snapshots', operation: 'updateSnapshot' },
  snapshots_delete: { toolset: 'snapshots', operation: 'deleteSnapshot' },
  snapshots_restore: { toolset: 'snapshots', operation: 'restoreSnapshot' },

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
    target: 'body.name',
  },
  domains_get: { toolset: 'domains', operation: 'getDomain' },
  domains_update: { toolset: 'domains', operation: 'updateDomain' },
  domains_renew: {
    toolset: 'domains',
    operation: 'renewDomain',
    annotations: { openWorldHint: true },
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
    target: 'body.name',
  },

  webhooks_list: { toolset: 'webhooks', operation: 'listWebhooks' },
  webhooks_create: { toolset: 'webhooks', operation: 'createWebhook', annotations: { openWorldHint: true } },
  webhooks_get: { toolset: 'webhooks', operation: 'getWebhook' },
  webhooks_update: { toolset: 'webhooks', operation: 'updateWebhook', annotations: { openWorldHint: true } },
  webhooks_delete: { toolset: 'webhooks', operation: 'deleteWebhook' },
  webhooks_test: { toolset: 'webhooks', operation: 'testWebhook', annotations: { openWorldHint: true } },
  webhooks_deliveries_list: { toolset: 'webhooks', operation: 'listWebhookDeliveries' },
  webhooks_deliveries_get: { toolset: 'webhooks', operation: 'getWebhookDelivery' },
  webhooks_deliveries_retry: {
    toolset: 'webhooks',
    operation: 'retryWebhookDelivery',
    annotations: { openWorldHint: true },
  },

  secrets_domain_auth_code: { toolset: 'secrets', operation: 'getDomainAuthCode' },
  secrets_webhook_rotate: { toolset: 'secrets', operation: 'rotateWebhookSecret' },
};

/** Tools of the server's own, on an operation of the table: wait again for an action. */
export const ACTIONS_WAIT = { name: 'actions_wait', toolset: 'actions' as Toolset, operation: 'getAction' };
