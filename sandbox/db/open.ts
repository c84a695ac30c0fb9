// Opens the SQLite database (file or :memory:) with durable settings and creates the schema.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;

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

export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  if (file !== ':memory:') {
    // WAL with synchronous=FULL: a transaction is on disk before its commit returns.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
  }
  db.pragma('foreign_keys = ON');
  const counted = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'resource_counts'").get() !== undefined;
  db.exec(SCHEMA);
  // A database made before resource_counts: count what it holds, once.
  if (!counted) db.exec('INSERT INTO resource_counts (kind, account_id, n) SELECT kind, account_id, COUNT(*) FROM resources GROUP BY kind, account_id');
  // Databases made before accounts could be suspended.
  const columns = db.prepare('PRAGMA table_info(accounts)').all() as Array<{ name: string }>;
  if (!columns.some((c) => c.name === 'suspended')) db.exec('ALTER TABLE accounts ADD COLUMN suspended INTEGER NOT NULL DEFAULT 0');
  return db;
}

/** Empties every table (the admin reset); tokens survive unless asked. */
export function resetDatabase(db: Db, keepTokens: boolean): void {
  db.transaction(() => {
    db.exec('DELETE FROM resources; DELETE FROM actions; DELETE FROM idempotency; DELETE FROM sequences;');
    // The clock's state stays: the clock never goes back.
    if (!keepTokens) db.exec("DELETE FROM tokens; DELETE FROM accounts; DELETE FROM meta WHERE key <> 'clock';");
  })();
}
