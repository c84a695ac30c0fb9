// The SQLite schema as a versioned list of migrations. `schema_version` records the ones applied;
// opening a database applies the missing ones in order, each in its own BEGIN IMMEDIATE transaction
// that re-reads the version first (so two processes opening one file apply each migration once).
// A database made before schema_version existed (release 1.0.0 and earlier) is at version 0:
// migration 1 is written to accept it (IF NOT EXISTS, and the upgrades those versions needed).
import type BetterSqlite3 from 'better-sqlite3';

type Raw = BetterSqlite3.Database;

/** The schema of release 1.0.0. */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT, created_at INTEGER NOT NULL, suspended INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS tokens (
  token TEXT PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts(id),
  scopes TEXT NOT NULL, label TEXT, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS sequences (name TEXT PRIMARY KEY, next INTEGER NOT NULL);
-- Every resource as a JSON document, addressed by kind, account and key (an id or a name).
CREATE TABLE IF NOT EXISTS resources (
  kind TEXT NOT NULL, account_id INTEGER NOT NULL, key TEXT NOT NULL, data TEXT NOT NULL,
  PRIMARY KEY (kind, account_id, key));
CREATE TABLE IF NOT EXISTS resource_counts (
  kind TEXT NOT NULL, account_id INTEGER NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (kind, account_id));
CREATE TRIGGER IF NOT EXISTS resources_counted_in AFTER INSERT ON resources BEGIN
  INSERT INTO resource_counts (kind, account_id, n) VALUES (NEW.kind, NEW.account_id, 1)
  ON CONFLICT (kind, account_id) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER IF NOT EXISTS resources_counted_out AFTER DELETE ON resources BEGIN
  UPDATE resource_counts SET n = n - 1 WHERE kind = OLD.kind AND account_id = OLD.account_id;
END;
CREATE INDEX IF NOT EXISTS resources_by_number ON resources (kind, account_id, CAST(key AS INTEGER));
CREATE TABLE IF NOT EXISTS actions (
  id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL, type TEXT NOT NULL,
  resource_type TEXT NOT NULL, resource_id TEXT NOT NULL,
  started_ms INTEGER NOT NULL, due_ms INTEGER NOT NULL, done INTEGER NOT NULL DEFAULT 0,
  outcome TEXT NOT NULL, error TEXT, effect TEXT NOT NULL, finished_ms INTEGER);
CREATE INDEX IF NOT EXISTS actions_due ON actions (done, due_ms);
CREATE INDEX IF NOT EXISTS actions_account ON actions (account_id, id);
CREATE TABLE IF NOT EXISTS idempotency (
  account_id INTEGER NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL,
  status INTEGER NOT NULL, headers TEXT NOT NULL, body TEXT NOT NULL, created_ms INTEGER NOT NULL,
  PRIMARY KEY (account_id, key));
`;

export interface Migration {
  version: number;
  description: string;
  up(raw: Raw): void;
}

export const SQLITE_MIGRATIONS: Migration[] = [
  {
    version: 1,
    description: 'the schema of release 1.0.0 (a database made by it, or an older one, is brought to it)',
    up(raw) {
      const counted = raw.prepare("SELECT 1 FROM sqlite_master WHERE name = 'resource_counts'").get() !== undefined;
      raw.exec(SCHEMA);
      // A database made before resource_counts: count what it holds, once.
      if (!counted)
        raw.exec(
          'INSERT INTO resource_counts (kind, account_id, n) SELECT kind, account_id, COUNT(*) FROM resources GROUP BY kind, account_id',
        );
      // Databases made before accounts could be suspended.
      const columns = raw.prepare('PRAGMA table_info(accounts)').all() as Array<{ name: string }>;
      if (!columns.some((c) => c.name === 'suspended'))
        raw.exec('ALTER TABLE accounts ADD COLUMN suspended INTEGER NOT NULL DEFAULT 0');
    },
  },
  {
    version: 2,
    description: 'pages of numbered resources ordered by CAST(key AS BIGINT), the portable spelling both engines index',
    up(raw) {
      raw.exec(
        'DROP INDEX IF EXISTS resources_by_number; CREATE INDEX resources_by_number ON resources (kind, account_id, CAST(key AS BIGINT));',
      );
    },
  },
  {
    version: 3,
    description:
      'webhooks, their events (the outbox, written in the transaction of the change) and deliveries (issue 13)',
    up(raw) {
      raw.exec(`
CREATE TABLE webhooks (
  id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL, url TEXT NOT NULL, description TEXT NOT NULL,
  events TEXT NOT NULL, enabled INTEGER NOT NULL, disabled_reason TEXT,
  consecutive_failures INTEGER NOT NULL DEFAULT 0, secret TEXT NOT NULL, previous_secret TEXT,
  rotation_expires_ms INTEGER, created_ms INTEGER NOT NULL, updated_ms INTEGER NOT NULL);
CREATE INDEX webhooks_account ON webhooks (account_id, id);
CREATE TABLE webhook_events (
  id TEXT PRIMARY KEY, account_id INTEGER NOT NULL, type TEXT NOT NULL, created_ms INTEGER NOT NULL, body TEXT NOT NULL);
CREATE TABLE webhook_deliveries (
  id INTEGER PRIMARY KEY, webhook_id INTEGER NOT NULL, account_id INTEGER NOT NULL, event_id TEXT NOT NULL,
  resource_type TEXT, resource_id TEXT, status TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
  run_attempts INTEGER NOT NULL DEFAULT 0, last_attempt_ms INTEGER, last_status_code INTEGER, last_error TEXT,
  next_attempt_ms INTEGER, created_ms INTEGER NOT NULL, claimed_until INTEGER);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (status, next_attempt_ms);
CREATE INDEX webhook_deliveries_queue ON webhook_deliveries (webhook_id, resource_type, resource_id, status, id);`);
    },
  },
  {
    version: 4,
    description:
      "lists paged in the database: the parent of a resource (a backup's or snapshot's server, a record's zone), indexes and trigger-kept counts per list (issue 15)",
    up(raw) {
      raw.exec(`
ALTER TABLE resources ADD COLUMN parent TEXT;
UPDATE resources SET parent = CAST(json_extract(data, '$.server_id') AS TEXT) WHERE kind IN ('backup', 'snapshot');
UPDATE resources SET parent = json_extract(data, '$._zone') WHERE kind = 'dns_record';
CREATE INDEX resources_by_parent ON resources (kind, account_id, parent, CAST(key AS BIGINT)) WHERE parent IS NOT NULL;
CREATE INDEX resources_domain_due ON resources (kind, account_id, json_extract(data, '$.status'), json_extract(data, '$.expires_at')) WHERE kind = 'domain';
CREATE INDEX actions_by_server ON actions (account_id, json_extract(effect, '$.server_id'), id);
CREATE INDEX webhook_deliveries_by_webhook ON webhook_deliveries (webhook_id, id);
-- Sizes of the lists that are not a whole kind of an account (resource_counts has those).
CREATE TABLE list_counts (list TEXT NOT NULL, account_id INTEGER NOT NULL, owner TEXT NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (list, account_id, owner));
INSERT INTO list_counts (list, account_id, owner, n) SELECT kind, account_id, parent, COUNT(*) FROM resources WHERE parent IS NOT NULL GROUP BY kind, account_id, parent;
INSERT INTO list_counts (list, account_id, owner, n) SELECT 'action', account_id, '', COUNT(*) FROM actions GROUP BY account_id;
INSERT INTO list_counts (list, account_id, owner, n) SELECT 'server_action', account_id, CAST(json_extract(effect, '$.server_id') AS TEXT), COUNT(*) FROM actions WHERE json_extract(effect, '$.server_id') IS NOT NULL GROUP BY account_id, json_extract(effect, '$.server_id');
INSERT INTO list_counts (list, account_id, owner, n) SELECT 'delivery', 0, CAST(webhook_id AS TEXT), COUNT(*) FROM webhook_deliveries GROUP BY webhook_id;
CREATE TRIGGER resources_parent_in AFTER INSERT ON resources WHEN NEW.parent IS NOT NULL BEGIN
  INSERT INTO list_counts (list, account_id, owner, n) VALUES (NEW.kind, NEW.account_id, NEW.parent, 1)
  ON CONFLICT (list, account_id, owner) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER resources_parent_out AFTER DELETE ON resources WHEN OLD.parent IS NOT NULL BEGIN
  UPDATE list_counts SET n = n - 1 WHERE list = OLD.kind AND account_id = OLD.account_id AND owner = OLD.parent;
END;
CREATE TRIGGER resources_parent_moved AFTER UPDATE OF parent ON resources WHEN OLD.parent IS NOT NEW.parent BEGIN
  UPDATE list_counts SET n = n - 1 WHERE list = OLD.kind AND account_id = OLD.account_id AND owner = OLD.parent;
  INSERT INTO list_counts (list, account_id, owner, n) SELECT NEW.kind, NEW.account_id, NEW.parent, 1 WHERE NEW.parent IS NOT NULL
  ON CONFLICT (list, account_id, owner) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER actions_counted_in AFTER INSERT ON actions BEGIN
  INSERT INTO list_counts (list, account_id, owner, n) VALUES ('action', NEW.account_id, '', 1)
  ON CONFLICT (list, account_id, owner) DO UPDATE SET n = n + 1;
  INSERT INTO list_counts (list, account_id, owner, n)
  SELECT 'server_action', NEW.account_id, CAST(json_extract(NEW.effect, '$.server_id') AS TEXT), 1 WHERE json_extract(NEW.effect, '$.server_id') IS NOT NULL
  ON CONFLICT (list, account_id, owner) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER actions_counted_out AFTER DELETE ON actions BEGIN
  UPDATE list_counts SET n = n - 1 WHERE list = 'action' AND account_id = OLD.account_id AND owner = '';
  UPDATE list_counts SET n = n - 1 WHERE list = 'server_action' AND account_id = OLD.account_id AND owner = CAST(json_extract(OLD.effect, '$.server_id') AS TEXT);
END;
CREATE TRIGGER deliveries_counted_in AFTER INSERT ON webhook_deliveries BEGIN
  INSERT INTO list_counts (list, account_id, owner, n) VALUES ('delivery', 0, CAST(NEW.webhook_id AS TEXT), 1)
  ON CONFLICT (list, account_id, owner) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER deliveries_counted_out AFTER DELETE ON webhook_deliveries BEGIN
  UPDATE list_counts SET n = n - 1 WHERE list = 'delivery' AND account_id = 0 AND owner = CAST(OLD.webhook_id AS TEXT);
END;`);
    },
  },
  {
    version: 5,
    description:
      'the domains due for ageing found in every account at once (the clock ages them all): the index without the account',
    up(raw) {
      raw.exec(`DROP INDEX IF EXISTS resources_domain_due;
CREATE INDEX resources_domain_due ON resources (kind, json_extract(data, '$.status'), json_extract(data, '$.expires_at')) WHERE kind = 'domain';`);
    },
  },
  {
    version: 6,
    description:
      'retention (sandbox/retention.ts): old finished deliveries, events, idempotency records found by index',
    up(raw) {
      raw.exec(`CREATE INDEX webhook_deliveries_finished ON webhook_deliveries (status, last_attempt_ms);
CREATE INDEX webhook_deliveries_by_event ON webhook_deliveries (event_id);
CREATE INDEX webhook_events_by_time ON webhook_events (created_ms);
CREATE INDEX idempotency_by_time ON idempotency (created_ms);`);
    },
  },
];

/** The version of the schema this code writes. */
export const SQLITE_SCHEMA_VERSION = SQLITE_MIGRATIONS[SQLITE_MIGRATIONS.length - 1]!.version;

const versionOf = (raw: Raw) =>
  (raw.prepare('SELECT MAX(version) AS v FROM schema_version').get() as { v: number | null }).v ?? 0;

/** Applies the migrations the database lacks; refuses a database newer than this code. */
export function migrateSqlite(raw: Raw): void {
  raw.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const found = versionOf(raw);
  if (found > SQLITE_SCHEMA_VERSION) {
    throw new Error(
      `the database has schema version ${found}; this sandbox knows versions up to ${SQLITE_SCHEMA_VERSION}: use a newer sandbox`,
    );
  }
  for (const migration of SQLITE_MIGRATIONS) {
    if (migration.version <= found) continue;
    raw
      .transaction(() => {
        if (versionOf(raw) >= migration.version) return; // another process applied it meanwhile
        migration.up(raw);
        raw
          .prepare('INSERT INTO schema_version (version, applied_at) VALUES (?, ?)')
          .run(migration.version, Date.now());
      })
      .immediate();
  }
}
