// The reviewed overlay on top of the table of operations: what the table cannot say (command names,
// default columns, which body field is given as an argument, which ids take a name). Everything else
// about a command (arguments, flags, types, help, scopes, what it asks first and what it waits for)
// comes from the table.
// An operation missing here still gets a command (noun from its tag, verb from its operationId).

/** operationId → the words after `vps` (`dns records create`). */
export const COMMAND_NAMES: Readonly<Record<string, string>> = {
  listServers: 'servers list',
  createServer: 'servers create',
  getServer: 'servers get',
  updateServer: 'servers update',
  deleteServer: 'servers delete',
  listServerActions: 'servers actions',
  powerOnServer: 'servers power-on',
  shutdownServer: 'servers shutdown',
  powerOffServer: 'servers power-off',
  rebootServer: 'servers reboot',
  resetServer: 'servers reset',
  resizeServer: 'servers resize',
  reinstallServer: 'servers reinstall',
  listActions: 'actions list',
  getAction: 'actions get',
  getBackupPolicy: 'backups policy',
  replaceBackupPolicy: 'backups set-policy',
  listServerBackups: 'backups list',
  createBackup: 'backups create',
  getBackup: 'backups get',
  deleteBackup: 'backups delete',
  restoreBackup: 'backups restore',
  listSnapshots: 'snapshots list',
  createSnapshot: 'snapshots create',
  getSnapshot: 'snapshots get',
  updateSnapshot: 'snapshots update',
  deleteSnapshot: 'snapshots delete',
  restoreSnapshot: 'snapshots restore',
  listPlans: 'plans list',
  getPlan: 'plans get',
  listImages: 'images list',
  getImage: 'images get',
  listLocations: 'locations list',
  getLocation: 'locations get',
  searchDomains: 'domains search',
  checkDomainAvailability: 'domains check',
  listTlds: 'tlds list',
  getTld: 'tlds get',
  listDomains: 'domains list',
  createDomain: 'domains register',
  getDomain: 'domains get',
  updateDomain: 'domains update',
  renewDomain: 'domains renew',
  getDomainNameservers: 'domains nameservers',
  replaceDomainNameservers: 'domains set-nameservers',
  getDomainContacts: 'domains contacts',
  replaceDomainContacts: 'domains set-contacts',
  getDomainAuthCode: 'domains auth-code',
  createDomainTransfer: 'domains transfer',
  listDnsZones: 'dns zones list',
  createDnsZone: 'dns zones create',
  getDnsZone: 'dns zones get',
  deleteDnsZone: 'dns zones delete',
  getDnsZoneFile: 'dns zones export',
  replaceDnsZoneFile: 'dns zones import',
  listDnsRecords: 'dns records list',
  createDnsRecord: 'dns records create',
  getDnsRecord: 'dns records get',
  replaceDnsRecord: 'dns records replace',
  updateDnsRecord: 'dns records update',
  deleteDnsRecord: 'dns records delete',
  batchDnsRecords: 'dns records batch',
  listWebhooks: 'webhooks list',
  createWebhook: 'webhooks create',
  getWebhook: 'webhooks get',
  updateWebhook: 'webhooks update',
  deleteWebhook: 'webhooks delete',
  rotateWebhookSecret: 'webhooks rotate-secret',
  testWebhook: 'webhooks test',
  listWebhookDeliveries: 'webhooks deliveries list',
  getWebhookDelivery: 'webhooks deliveries get',
  retryWebhookDelivery: 'webhooks deliveries retry',
};

/** operationId → the body field taken as the command's last (variadic) argument instead of a flag. */
export const BODY_ARGUMENTS: Readonly<Record<string, string>> = {
  checkDomainAvailability: 'names',
};

/** Default table columns per schema (`-o table`); a schema not listed shows its scalar fields. */
export const COLUMNS: Readonly<Record<string, readonly string[]>> = {
  Server: ['id', 'name', 'status', 'plan', 'location', 'image', 'networks.ipv4.address'],
  Action: ['id', 'type', 'status', 'progress', 'resource.type', 'resource.id', 'started_at'],
  Backup: ['id', 'server_id', 'kind', 'status', 'size_mb', 'created_at'],
  Snapshot: ['id', 'name', 'server_id', 'status', 'size_mb', 'created_at'],
  Plan: ['slug', 'vcpus', 'memory_mb', 'disk_gb', 'price.monthly', 'available'],
  Image: ['slug', 'distribution', 'version', 'architecture', 'status'],
  Location: ['slug', 'name', 'city', 'country', 'available'],
  Tld: ['name', 'prices.registration', 'prices.renewal', 'prices.transfer', 'min_years', 'max_years'],
  Domain: ['name', 'status', 'auto_renew', 'locked', 'expires_at'],
  DnsZone: ['name', 'delegated', 'default_ttl', 'records_count'],
  DnsRecord: ['id', 'type', 'name', 'ttl', 'content'],
  Webhook: ['id', 'url', 'enabled', 'events', 'consecutive_failures'],
  WebhookDelivery: ['id', 'event_type', 'status', 'attempts', 'last_status_code'],
};

/**
 * The column that shows, for an item schema made of variants (a `oneOf` told apart by a constant property:
 * DNS records by `type`), the fields of the item's own variant in one cell (output/response-shape.ts).
 */
export const CONTENT_COLUMN = 'content';

/**
 * Parameters and body fields that take an id but also accept a name: the list operation whose
 * `name` filter finds it (`vps servers reboot web-1`, `vps snapshots create --server-id web-1`).
 */
export const NAME_LOOKUPS: Readonly<Record<string, string>> = {
  server_id: 'listServers',
};

/** Arguments whose values shell completion asks the API for: the list operation whose items' `name` it offers. */
export const COMPLETED_NAMES: Readonly<Record<string, string>> = {
  server_id: 'listServers',
  zone_name: 'listDnsZones',
  domain_name: 'listDomains',
};

/**
 * How a call that answers with its resource (a server `provisioning`: `starts.answer` is `resource`)
 * finds the action it started, to wait for it: the actions list filtered on the resource's type
 * (`starts.resource`) and id, newest first.
 */
export const CREATED_RESOURCE_ACTIONS = {
  list: 'listActions',
  typeParameter: 'resource_type',
  idParameter: 'resource_id',
  sort: { parameter: 'sort', value: 'id:desc' },
} as const;

/** The query parameter of a list that asks for one page: given, the command reads that page only. */
export const PAGE_PARAMETER = 'page';

/** The query parameter of a list that sets its page size: not given, every page is read at its schema's maximum. */
export const PAGE_SIZE_PARAMETER = 'per_page';

/** The operation `vps actions wait` polls (through the client's waitForAction); its schema picks the columns. */
export const ACTION_READ = 'getAction';
