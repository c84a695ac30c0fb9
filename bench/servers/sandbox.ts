// The sandbox as a benchmark target, in a child process: `startSandbox()` with full validation,
// auth and persistence, the rate limit raised by option, then (optionally) N servers seeded.
// Argument: JSON { db, rateLimit, actionSeconds, seed }. Answers "memory" and "seed" over IPC.
import { startSandbox } from '@vps-hosting/sandbox';
import { memory, onParentRequest, sendReady } from './ipc.js';
import { seedLists, seedServers } from './seed.js';

export interface SandboxChildOptions {
  /** SQLite file or ':memory:'. */
  db: string;
  /** `postgres://…`: the PostgreSQL engine instead (the file is then unused). */
  database?: string;
  rateLimit: number;
  actionSeconds: number;
  /** Servers to store in the default account before answering ready (0: none). */
  seed: number;
  /** Also store `seed` items in every other list of the account (benchmark 5). */
  lists?: boolean;
  /** Keep list pages per committed state (the sandbox's default, true). */
  pageCache?: boolean;
}

export interface SandboxReady {
  url: string;
  token: string;
  /** The id of a seeded server (the one created through the API), if any. */
  serverId?: number;
  seedMs?: number;
  /** When lists were seeded: operationId → path of the list, and how long seeding them took. */
  lists?: { paths: Record<string, string>; ms: number };
  memory: { rss: number; heapUsed: number };
}

const options = JSON.parse(process.argv[2] ?? '{}') as SandboxChildOptions;
const sb = await startSandbox({
  port: 0,
  db: options.db,
  database: options.database,
  rateLimit: options.rateLimit,
  actionSeconds: options.actionSeconds,
  pageCache: options.pageCache,
});
const seeded =
  options.seed > 0 ? await seedServers(sb, sb.tokens.full, options.seed, options.actionSeconds) : undefined;
const lists = seeded && options.lists ? await seedLists(sb, sb.tokens.full, options.seed, seeded.firstId) : undefined;

onParentRequest('memory', () => memory());
process.on('SIGTERM', () => void sb.close().finally(() => process.exit(0)));

const ready: SandboxReady = {
  url: sb.url,
  token: sb.tokens.full,
  serverId: seeded?.firstId,
  seedMs: seeded?.ms,
  lists,
  memory: memory(),
};
sendReady({ ...ready });
