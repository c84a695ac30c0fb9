// The SQLite engine of the store (better-sqlite3, embedded, the default). better-sqlite3 is
// synchronous; this engine gives it the asynchronous `Database` interface of sql.ts:
// - One transaction runs at a time in the process: `transaction()` waits its turn in a FIFO queue.
// - Group commit: the transactions that run while a group is open (before it commits, at the end of
//   the event loop's turn, or after 64 members) share one BEGIN IMMEDIATE … COMMIT, each in its own
//   SAVEPOINT: one that throws is rolled back alone; the others resolve only after the COMMIT, so
//   with synchronous=FULL one fsync makes a whole burst of concurrent writes durable.
// - Statements called on the Database outside a transaction wait for the open transaction too, so
//   they only ever see committed state (a single connection would otherwise read its uncommitted writes).
// - Inside a transaction's async context (AsyncLocalStorage), statements on the Database run in that
//   transaction, and a nested `transaction()` is a SAVEPOINT (nested calls must be sequential, not concurrent).
//   The context is on only while a transaction runs (its promise hooks cost every promise of the process).
// - Reads (`read()`, a GET's handler) of a file database run on a read-only connection of their own
//   (WAL lets readers see the last committed state while a writer works), in one snapshot, without
//   waiting for the open transaction; a read that turns out to write is refused (ReadOnlyError) and
//   its caller runs it again in a transaction.
// Statements are prepared once per SQL text and cached, per connection.
import BetterSqlite3 from 'better-sqlite3';
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { ReadOnlyError, type Database, type SnapshotCache, type Sql } from './sql.js';
import { migrateSqlite } from './sqlite-schema.js';

type Statement = BetterSqlite3.Statement<unknown[], unknown>;

/** An open transaction: the savepoint depth, and whether it ended. */
interface TxState {
  depth: number;
  closed: boolean;
}

/** Someone waiting for the connection: a transaction (which may join the open group) or a statement outside one. */
interface Waiter {
  kind: 'transaction' | 'statement';
  resolve: () => void;
}

/** Transactions run back to back under one BEGIN IMMEDIATE, acknowledged by its one COMMIT. */
interface Group {
  committed: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
  /** Members that ended well (the ones that threw were rolled back to their savepoint). */
  members: number;
  /** Whether a member wrote (members that only read in a group that did not write return at once). */
  wrote: boolean;
}

/** The most transactions one COMMIT acknowledges (a bound on the wait of the first). */
const MAX_GROUP = 64;

/** The most read connections open at once (reads in flight together beyond it run as transactions). */
const MAX_READERS = 8;

/** Attempts of a read whose state moved under it before it runs as a transaction. */
const MAX_READ_ATTEMPTS = 3;

/** A read's first statement saw a state that a commit replaced before its second one. */
class SnapshotMovedError extends Error {
  constructor() {
    super('a commit came between the first and the second statement of a read');
  }
}

/** The most answers the snapshot cache keeps (list pages of about 10 kB: a few MB at most). */
const MAX_CACHED = 256;

/** A read-only connection of a file database and its own prepared statements. */
interface Reader {
  raw: BetterSqlite3.Database;
  statements: Map<string, Statement>;
}

/** better-sqlite3 binds numbers, strings, bigints, buffers and null; booleans and undefined are mapped. */
function bind(params: readonly unknown[] | undefined): readonly unknown[] {
  if (!params) return [];
  // Copied only when a value needs mapping (most statements bind numbers and strings only).
  for (const p of params) {
    if (p === undefined || typeof p === 'boolean')
      return params.map((q) => (q === undefined ? null : typeof q === 'boolean' ? (q ? 1 : 0) : q));
  }
  return params;
}

/** The result of a synchronous call as a promise (a throw becomes a rejection). */
function settled<T>(run: () => T): Promise<T> {
  try {
    return Promise.resolve(run());
  } catch (error) {
    return Promise.reject(error);
  }
}

export class SqliteDatabase implements Database {
  readonly dialect = 'sqlite';
  private readonly statements = new Map<string, Statement>();
  private readonly context = new AsyncLocalStorage<TxState>();
  /** Whether a transaction (or a statement outside one) holds the connection, and who waits for it (FIFO). */
  private busy = false;
  private readonly waiting: Waiter[] = [];
  /** The group of transactions under one BEGIN IMMEDIATE, waiting for its COMMIT, if one is open. */
  private group: Group | undefined;
  private commitScheduled = false;
  private closing: Promise<void> | undefined;
  /** Read connections not in use, and how many are open. */
  private readonly idleReaders: Reader[] = [];
  private readers = 0;
  /** Counts the commits that wrote: a value read before a snapshot began is at most its state. */
  private commits = 0;
  /** Answers computed from the committed state of version `cachedFor`, emptied when it moves on. */
  private readonly cached = new Map<string, string>();
  private cachedFor = -1;

  /** `file` is the database's file, or undefined (':memory:', no second connection): reads are
   *  transactions. `pageCache: false` keeps no answers (benchmarks of the database's own paging). */
  constructor(
    readonly raw: BetterSqlite3.Database,
    private readonly file?: string,
    private readonly pageCache = true,
  ) {}

  /** The number of commits that wrote so far: unchanged means nothing committed changed the data. */
  get version(): number {
    return this.commits;
  }

  /** Runs fn on a read-only connection in one snapshot of the committed state, without waiting for
   *  the open transaction. A statement that would write throws ReadOnlyError (run it again in a
   *  transaction). Without a file (':memory:') or with every reader busy, fn runs in a transaction. */
  async read<T>(fn: (sql: Sql) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const reader = this.idleReaders.pop() ?? this.openReader();
      if (!reader) return this.transaction(fn);
      const snapshot = new ReadSnapshot(this, reader, this.commits);
      try {
        return await fn(snapshot);
      } catch (error) {
        // A commit came between its first and second statement: again, or (rarely) as a transaction.
        if (!(error instanceof SnapshotMovedError)) throw error;
        if (attempt >= MAX_READ_ATTEMPTS) return this.transaction(fn);
      } finally {
        snapshot.end();
        if (this.closing) reader.raw.close();
        else this.idleReaders.push(reader);
      }
    }
  }

  /** The cache of answers for the committed state of `version`: a text kept for it, while it is the current one. */
  cachedText(version: number, key: string): string | undefined {
    return version === this.cachedFor && version === this.commits ? this.cached.get(key) : undefined;
  }

  /** Keeps a text computed from the committed state of `version`, unless a commit came since. */
  keepText(version: number, key: string, text: string): void {
    if (!this.pageCache || version !== this.commits) return; // committed since: what was computed may be outdated
    if (this.cachedFor !== version || this.cached.size >= MAX_CACHED) this.cached.clear();
    this.cachedFor = version;
    this.cached.set(key, text);
  }

  all<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return this.statement(() => this.doAll<T>(sql, params));
  }

  get<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined> {
    return this.statement(() => this.doGet<T>(sql, params));
  }

  run(sql: string, params?: readonly unknown[]): Promise<{ changes: number }> {
    return this.statement(() => this.doRun(sql, params));
  }

  /** Group commit: transactions that come while others run (or before the open group commits, at
   *  the end of this turn of the event loop) join one BEGIN IMMEDIATE … COMMIT, each in its own
   *  SAVEPOINT. One that throws is rolled back alone and rejected at once; the others are resolved
   *  after the one COMMIT, so none is acknowledged before it is durable (synchronous=FULL). */
  async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    const open = this.openTx();
    if (open) return this.savepoint(open, fn);
    if (this.busy) await this.acquire('transaction');
    else this.busy = true; // free: no wait
    const state: TxState = { depth: 0, closed: false };
    let result: T;
    let group: Group;
    try {
      group = this.group ??= this.begin();
      const writesBefore = group.wrote;
      this.prepare('SAVEPOINT member').run();
      try {
        result = await this.context.run(state, () => fn(this.bound(state)));
        this.prepare('RELEASE member').run();
      } catch (error) {
        if (this.raw.inTransaction) this.raw.exec('ROLLBACK TO member; RELEASE member');
        else this.abandon(error); // SQLite rolled the whole transaction back: the group is lost
        group.wrote = writesBefore;
        throw error;
      }
      group.members++;
      // Nothing written in the group so far: nothing of it can be lost, no need to wait for COMMIT.
      if (!group.wrote) return result;
    } finally {
      state.closed = true;
      this.release();
      // No transaction runs now: the async context is switched off until the next one, since while
      // it is on, Node runs a hook at every promise of the process (GETs included).
      if (!this.busy) this.context.disable();
    }
    await group.committed;
    return result;
  }

  /** Closes once the open transaction ends and its group is committed; closing again does nothing. Later statements fail. */
  async close(): Promise<void> {
    if (this.closing) return this.closing;
    this.closing = this.acquire('statement').then(() => {
      this.commit();
      this.raw.close();
      for (const reader of this.idleReaders.splice(0)) reader.raw.close();
      this.release();
    });
    return this.closing;
  }

  /** Opens a group: BEGIN IMMEDIATE, and the promise its COMMIT settles. */
  private begin(): Group {
    this.prepare('BEGIN IMMEDIATE').run();
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const committed = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    committed.catch(() => undefined); // a member that returned early (read only) does not wait for it
    return { committed, resolve, reject, members: 0, wrote: false };
  }

  /** Commits the open group, if any, and settles its members. */
  private commit(): void {
    const group = this.group;
    if (!group) return;
    this.group = undefined;
    try {
      this.prepare('COMMIT').run();
      if (group.wrote) this.commits++;
      group.resolve();
    } catch (error) {
      if (this.raw.inTransaction) this.raw.exec('ROLLBACK');
      group.reject(error);
    }
  }

  /** The group's transaction ended without COMMIT: every member waiting for it fails. */
  private abandon(error: unknown): void {
    const group = this.group;
    this.group = undefined;
    group?.reject(error);
  }

  /** Commits at the end of this turn of the event loop, so the transactions that come meanwhile join the group. */
  private scheduleCommit(): void {
    if (this.commitScheduled) return;
    this.commitScheduled = true;
    setImmediate(() => {
      this.commitScheduled = false;
      if (this.busy) return; // a member runs: its release schedules the commit again
      this.commit();
    });
  }

  /** The transaction of the current async context, if one is open. */
  private openTx(): TxState | undefined {
    const state = this.context.getStore();
    return state && !state.closed ? state : undefined;
  }

  /** Runs a statement now (inside the open transaction, or when none is open) or after the open one ends. */
  private statement<T>(run: () => T): Promise<T> {
    if (this.openTx()) return settled(run);
    if (!this.busy) {
      this.commit(); // a statement outside a transaction sees only committed state
      return settled(run);
    }
    return this.acquire('statement').then(() => {
      this.commit();
      try {
        return run();
      } finally {
        this.release();
      }
    });
  }

  private async savepoint<T>(state: TxState, fn: (tx: Sql) => Promise<T>): Promise<T> {
    const name = `sp${++state.depth}`;
    this.raw.exec(`SAVEPOINT ${name}`);
    try {
      const result = await fn(this.bound(state));
      this.raw.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      if (this.raw.inTransaction) this.raw.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
      throw error;
    } finally {
      state.depth--;
    }
  }

  /** The Sql of one transaction: its statements run at once, and fail once it has ended. */
  private bound(state: TxState): Sql {
    const check = () => {
      if (state.closed) throw new Error('the transaction has ended (a statement was not awaited inside it)');
    };
    return {
      dialect: 'sqlite',
      all: <T>(sql: string, params?: readonly unknown[]) =>
        settled(() => {
          check();
          return this.doAll<T>(sql, params);
        }),
      get: <T>(sql: string, params?: readonly unknown[]) =>
        settled(() => {
          check();
          return this.doGet<T>(sql, params);
        }),
      run: (sql: string, params?: readonly unknown[]) =>
        settled(() => {
          check();
          return this.doRun(sql, params);
        }),
    };
  }

  private acquire(kind: Waiter['kind']): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push({ kind, resolve }));
  }

  /** Hands the connection to the next waiter, or frees it. A transaction waiting joins the open
   *  group (up to MAX_GROUP members); a statement outside one first has the group committed. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) {
      if (next.kind === 'statement' || (this.group && this.group.members >= MAX_GROUP)) this.commit();
      next.resolve();
      return;
    }
    this.busy = false;
    if (this.group) this.scheduleCommit();
  }

  private prepare(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.raw.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** A new read-only connection to the file, or undefined when there is no file or MAX_READERS are open. */
  private openReader(): Reader | undefined {
    if (!this.file || this.readers >= MAX_READERS || this.closing) return undefined;
    // Opened for writing (a read-only handle could not share the WAL index and would rebuild it
    // from the WAL at every read); query_only refuses writes anyway.
    const raw = new BetterSqlite3(this.file, { fileMustExist: true });
    raw.pragma('query_only = ON');
    this.readers++;
    return { raw, statements: new Map() };
  }

  /** A statement that may write (INSERT … RETURNING included) runs: the group's members wait for its COMMIT. */
  private noteWrite(statement: Statement): void {
    if (statement.readonly) return;
    if (this.group) this.group.wrote = true;
    else if (!this.raw.inTransaction) this.commits++; // a write outside any transaction commits by itself
  }

  private doAll<T>(sql: string, params: readonly unknown[] | undefined): T[] {
    const statement = this.prepare(sql);
    this.noteWrite(statement);
    if (!statement.reader) {
      statement.run(bind(params));
      return [];
    }
    return statement.all(bind(params)) as T[];
  }

  private doGet<T>(sql: string, params: readonly unknown[] | undefined): T | undefined {
    const statement = this.prepare(sql);
    this.noteWrite(statement);
    if (!statement.reader) {
      statement.run(bind(params));
      return undefined;
    }
    return statement.get(bind(params)) as T | undefined;
  }

  private doRun(sql: string, params: readonly unknown[] | undefined): { changes: number } {
    const statement = this.prepare(sql);
    this.noteWrite(statement);
    return { changes: statement.run(bind(params)).changes };
  }
}

function prepareOn(reader: Reader, sql: string): Statement {
  let statement = reader.statements.get(sql);
  if (!statement) {
    statement = reader.raw.prepare(sql);
    reader.statements.set(sql, statement);
  }
  return statement;
}

/** One read (SqliteDatabase.read): statements that only read, on a reader, in one snapshot. The
 *  first statement runs alone (autocommit: its own snapshot, no BEGIN … COMMIT around a read of one
 *  statement, most GETs); a second one opens the read transaction, if no commit came since the
 *  first, so both see the same state; if one came, SnapshotMovedError: the read runs again. A read
 *  answered from the cache touches no connection. */
class ReadSnapshot implements Sql, SnapshotCache {
  readonly dialect = 'sqlite';
  /** The database's commits when the first statement ran; undefined before it. */
  private firstAt: number | undefined;
  private begun = false;
  private ended = false;

  /** `version`: the database's commits when the read began, taken before its snapshot does: the
   *  snapshot holds at least that state, so what it computes may be kept for that version. */
  constructor(
    private readonly db: SqliteDatabase,
    private readonly reader: Reader,
    private readonly version: number,
  ) {}

  get cache(): SnapshotCache {
    return this;
  }

  all<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    try {
      return Promise.resolve(this.statement(sql).all(bind(params)) as T[]);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  get<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined> {
    try {
      return Promise.resolve(this.statement(sql).get(bind(params)) as T | undefined);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  run(sql: string): Promise<{ changes: number }> {
    return Promise.reject(new ReadOnlyError(sql));
  }

  find(key: string): string | undefined {
    return this.db.cachedText(this.version, key);
  }

  keep(key: string, text: string): void {
    this.db.keepText(this.version, key, text);
  }

  end(): void {
    this.ended = true;
    if (this.begun && this.reader.raw.inTransaction) prepareOn(this.reader, 'COMMIT').run();
  }

  private statement(sql: string): Statement {
    if (this.ended) throw new Error('the read has ended (a statement was not awaited inside it)');
    const statement = prepareOn(this.reader, sql);
    if (!statement.readonly) throw new ReadOnlyError(sql);
    if (this.firstAt === undefined) this.firstAt = this.db.version;
    else if (!this.begun) {
      // This process's writer is the file's only one: an unchanged count means the state the first
      // statement read is still the committed one, and the transaction begun now reads it too.
      if (this.db.version !== this.firstAt) throw new SnapshotMovedError();
      prepareOn(this.reader, 'BEGIN').run();
      this.begun = true;
    }
    return statement;
  }
}

/** Opens a SQLite file (created with its folder) or ':memory:', durable, with its schema up to date. */
export function openSqlite(file: string, options: { pageCache?: boolean } = {}): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const raw = new BetterSqlite3(file);
  if (file !== ':memory:') {
    // WAL with synchronous=FULL: a transaction is on disk before its commit returns.
    raw.pragma('journal_mode = WAL');
    raw.pragma('synchronous = FULL');
  }
  raw.pragma('foreign_keys = ON');
  migrateSqlite(raw);
  return new SqliteDatabase(raw, file === ':memory:' ? undefined : file, options.pageCache ?? true);
}
