// Shell completion: the answers the scripts ask `vps complete --` for. Commands and every enum value
// from the tree and its schemas; plans, locations and images from the catalog, server, zone and
// domain names from a real sandbox, through a minute-long cache per context; output formats, and
// contexts from the config file. The scripts inside real shells: completion-shells.test.ts.
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Command } from 'commander';
import { OPERATIONS, type JsonSchema } from '@vps-hosting/api/operations';
import { RESPONSE_SCHEMAS } from '@vps-hosting/api/operations/schemas';
import { commandSpecs } from '../src/commands/command-specs.js';
import { completionLines } from '../src/completion/run-complete.js';
import { SCRIPTS } from '../src/completion/scripts.js';
import { commandTree } from '../src/main.js';
import { startCliSandbox, startRecorder, vps, type CliSandbox } from './helpers.js';

let sb: CliSandbox;
let cacheHome: string;
let env: Record<string, string>;
beforeAll(async () => {
  sb = await startCliSandbox();
  cacheHome = mkdtempSync(join(tmpdir(), 'vps-cli-cache-'));
  env = { ...sb.env, XDG_CACHE_HOME: cacheHome };
});
afterAll(async () => {
  rmSync(cacheHome, { recursive: true, force: true });
  await sb?.close();
});

const trees = new Map<string, Promise<Command>>();
/** The tree `vps complete` builds for a group (one per group for the whole file). */
const build = (group: string) => trees.get(group) ?? trees.set(group, commandTree(group, true, false)).get(group)!;

/** What `vps complete -- words…` answers, in this process, with these VPS_ and XDG_ variables only. */
async function offered(words: string[], environment = env): Promise<string[]> {
  const ours = (name: string) => name.startsWith('VPS_') || name.startsWith('XDG_');
  const saved = Object.fromEntries(Object.entries(process.env).filter(([name]) => ours(name)));
  const replace = (values: Record<string, string | undefined>) => {
    for (const name of Object.keys(process.env)) if (ours(name)) delete process.env[name];
    Object.assign(process.env, values); // in place: env-paths holds on to process.env
  };
  replace(environment);
  try {
    const { lines } = await completionLines(['--', ...words], build);
    expect(lines.at(-1)).toMatch(/^:\d+$/); // the directive closes every answer
    return lines.slice(0, -1).map((line) => line.split('\t')[0]!);
  } finally {
    replace(saved);
  }
}

/** The same through the compiled `vps` (its answer cache in bin.ts included). */
async function offeredBy(words: string[], environment: Record<string, string>): Promise<string[]> {
  const result = await vps(['complete', '--', ...words], { env: environment });
  expect(result.code, result.stderr).toBe(0);
  const lines = result.stdout.trim().split('\n');
  expect(lines.at(-1)).toMatch(/^:\d+$/);
  return lines.slice(0, -1).map((line) => line.split('\t')[0]!);
}

async function itemsOf(operationId: string, key: 'name' | 'slug'): Promise<string[]> {
  const list = OPERATIONS.find((o) => o.operationId === operationId)!;
  return (await sb.call('GET', `${list.path}?per_page=100`)).body.data.map((item: Record<string, string>) => item[key]);
}

const flagSchema = (operationId: string, name: string): JsonSchema => {
  const operation = OPERATIONS.find((o) => o.operationId === operationId)!;
  return (operation.parameters.find((p) => p.name === name) ?? operation.body!.fields.find((f) => f.name === name))!
    .schema;
};

/** Every `enum` a schema holds (through oneOf, anyOf and items), but null and a value its `not` excludes. */
function enumsIn(schema: JsonSchema): string[] {
  const excluded = (schema.not as JsonSchema | undefined)?.const;
  const own = ((schema.enum as unknown[] | undefined) ?? []).filter((v) => v !== null && v !== excluded).map(String);
  const nested = [...((schema.oneOf ?? schema.anyOf ?? []) as JsonSchema[]), ...(schema.items ? [schema.items] : [])];
  return [...own, ...nested.flatMap((s) => enumsIn(s as JsonSchema))];
}

describe('vps complete', { timeout: 120_000 }, () => {
  it('prints scripts that need only the shell and may be sourced twice', async () => {
    const script = await vps(['completion', 'bash']);
    expect(script.code).toBe(0);
    expect(script.stdout).toBe(SCRIPTS.bash);
    expect(SCRIPTS.bash).toMatch(/complete -o default -o nosort -F __vps_complete vps/);
    expect(SCRIPTS.zsh).toMatch(/^#compdef vps/);
    expect(SCRIPTS.fish).toContain("complete -c vps -e\ncomplete -c vps -f -a '(__vps_complete)'");
    for (const text of Object.values(SCRIPTS)) {
      expect(text).toContain('vps complete --shell');
      expect(text).not.toMatch(/_get_comp_words_by_ref|readonly /);
    }
  });

  it('completes nouns, verbs, flags and the tool commands', async () => {
    expect(await offered(['se'])).toEqual(['servers']);
    expect(await offered(['servers', 're'])).toEqual(['remove-label', 'reboot', 'reset', 'resize', 'reinstall']);
    // Through an alias (vps server …): the same verbs.
    expect(await offered(['server', 're'])).toEqual(await offered(['servers', 're']));
    expect(await offered(['servers', 's'])).toEqual(expect.arrayContaining(['shutdown', 'ssh']));
    expect(await offered(['context', ''])).toEqual(['create', 'use', 'current', 'list', 'delete']);
    expect(await offered(['servers', 'list', '--sta'])).toEqual(['--status']);
    // Global flags on every command.
    expect(await offered(['servers', 'list', '--con'])).toEqual(['--context']);
  });

  it('completes every enum flag with its schema values', async () => {
    let checked = 0;
    for (const spec of commandSpecs(OPERATIONS)) {
      for (const flag of spec.flags) {
        const expected = enumsIn(flag.schema);
        if (expected.length === 0) continue;
        const { lines } = await completionLines(['--', ...spec.words, `--${flag.flag}`, ''], build);
        expect(
          lines.slice(0, -1).map((l) => l.split('\t')[0]),
          `${spec.words.join(' ')} --${flag.flag}`,
        ).toEqual(expected);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
    // As the shell sees them: --status, --weekday (a oneOf with null), --events (array items, the `not` left out).
    expect(await offered(['servers', 'list', '--status', ''])).toEqual(flagSchema('listServers', 'status').enum);
    const weekdays = (flagSchema('replaceBackupPolicy', 'weekday').oneOf as JsonSchema[])[0]!.enum as string[];
    expect(await offered(['backups', 'set-policy', '42', '--weekday', 'sa'])).toEqual(
      weekdays.filter((d) => d.startsWith('sa')),
    );
    const events = (flagSchema('createWebhook', 'events').items as JsonSchema).enum as string[];
    const subscribable = await offered(['webhooks', 'create', '--events', '']);
    expect(subscribable).toEqual(events.filter((e) => e !== 'webhook.test'));
    expect(events).toContain('webhook.test');
    expect(await offered(['servers', 'resize', '42', '--resize-disk', ''])).toEqual(['true', 'false']);
  });

  it('completes plans, locations and images from the catalog, and output formats', async () => {
    expect(await offered(['servers', 'create', '--plan', ''])).toEqual(await itemsOf('listPlans', 'slug'));
    expect(await offered(['servers', 'create', '--location', ''])).toEqual(await itemsOf('listLocations', 'slug'));
    expect(await offered(['servers', 'create', '--name', 'x', '--image', ''])).toEqual(
      await itemsOf('listImages', 'slug'),
    );
    expect(await offered(['servers', 'resize', '42', '--plan', ''])).toEqual(await itemsOf('listPlans', 'slug'));
    expect(await offered(['plans', 'get', ''])).toEqual(await itemsOf('listPlans', 'slug'));
    expect(await offered(['servers', 'list', '-o', ''])).toEqual(['table', 'json', 'yaml']);
    expect(await offered(['servers', 'list', '--output=j'])).toEqual(['--output=json']);
  });

  it('completes the columns of the answer after -o columns= and after each comma in it', async () => {
    const list = OPERATIONS.find((o) => o.operationId === 'listServers')!;
    const keys = Object.keys(RESPONSE_SCHEMAS[list.success.itemSchemaName!]!.properties as object);
    const [a, b] = keys as [string, string];
    const first = await offered(['servers', 'list', '-o', 'columns=']);
    expect(first).toEqual(expect.arrayContaining(keys.map((k) => `columns=${k}`)));
    expect(first.every((c) => c.startsWith('columns='))).toBe(true);
    const next = await offered(['servers', 'list', '-o', `columns=${a},`]);
    expect(next).toEqual(expect.arrayContaining(keys.slice(1).map((k) => `columns=${a},${k}`)));
    expect(next).not.toContain(`columns=${a},${a}`);
    expect(await offered(['servers', 'list', `--output=columns=${a},${b}`])).toContain(`--output=columns=${a},${b}`);
    // One resource: its fields (a reboot answers its Action).
    const reboot = OPERATIONS.find((o) => o.operationId === 'rebootServer')!;
    const action = Object.keys(RESPONSE_SCHEMAS[reboot.success.schemaName!]!.properties as object);
    expect(await offered(['servers', 'reboot', '42', '-o', 'columns='])).toEqual(
      expect.arrayContaining(action.map((k) => `columns=${k}`)),
    );
  });

  it('completes server, zone and domain names from the API', async () => {
    expect(await offered(['servers', 'reboot', ''])).toEqual(await itemsOf('listServers', 'name'));
    expect(await offered(['servers', 'ssh', ''])).toEqual(await itemsOf('listServers', 'name'));
    expect(await offered(['snapshots', 'create', '--server-id', ''])).toEqual(await itemsOf('listServers', 'name'));
    expect(await offered(['dns', 'records', 'list', ''])).toEqual(await itemsOf('listDnsZones', 'name'));
    expect(await offered(['domains', 'renew', ''])).toEqual(await itemsOf('listDomains', 'name'));
  });

  it('completes context names from the config file for --context and context use', async () => {
    const configHome = mkdtempSync(join(tmpdir(), 'vps-cli-contexts-'));
    try {
      mkdirSync(join(configHome, 'vps'));
      const contexts = { prod: { token: 't1', url: 'https://a.example' }, staging: { token: 't2' } };
      writeFileSync(join(configHome, 'vps', 'config.json'), JSON.stringify({ current: 'prod', contexts }));
      const home = { ...env, XDG_CONFIG_HOME: configHome };
      expect(await offered(['context', 'use', ''], home)).toEqual(['prod', 'staging']);
      expect(await offered(['context', 'delete', 'st'], home)).toEqual(['staging']);
      expect(await offered(['--context', ''], home)).toEqual(['prod', 'staging']);
      expect(await offered(['servers', 'list', '--context', 'p'], home)).toEqual(['prod']);
    } finally {
      rmSync(configHome, { recursive: true, force: true });
    }
  });

  it('keeps lists per context and whole answers a minute, without the token; a write clears them', async () => {
    const recorder = await startRecorder(sb.sandbox.url);
    const ownCache = mkdtempSync(join(tmpdir(), 'vps-cli-cache-'));
    const home = { ...env, VPS_API_URL: recorder.url, XDG_CACHE_HOME: ownCache };
    const lists = join(ownCache, 'vps', 'completion', 'lists');
    const answers = join(ownCache, 'vps', 'completion', 'answers');
    const files = (folder: string) => readdirSync(folder).map((name) => join(folder, name));
    const names = await itemsOf('listServers', 'name');
    const asked = () => recorder.requests.filter((r) => r.method === 'GET').length;
    try {
      expect(await offeredBy(['servers', 'get', ''], home)).toEqual(names);
      expect(asked()).toBe(1);
      expect(await offeredBy(['servers', 'reboot', ''], home)).toEqual(names);
      expect(asked()).toBe(1); // the list, from the cache
      expect(files(lists)).toHaveLength(1);
      expect(files(answers)).toHaveLength(2);
      for (const file of [...files(lists), ...files(answers)]) {
        expect(readFileSync(file, 'utf8')).not.toContain(sb.sandbox.tokens.full);
      }
      rmSync(lists, { recursive: true });
      expect(await offeredBy(['servers', 'get', ''], home)).toEqual(names);
      expect(asked()).toBe(1); // the whole answer, from the cache
      // Two minutes old: asked again. Aged from each file's own time, not this process's clock, which
      // need not be the one the bin reads (faketime fakes this process only).
      for (const file of files(answers)) {
        const past = new Date(statSync(file).mtimeMs - 120_000);
        utimesSync(file, past, past);
      }
      expect(await offeredBy(['servers', 'get', ''], home)).toEqual(names);
      expect(asked()).toBe(2);
      // Another context (here another URL) has its own list.
      expect(await offeredBy(['servers', 'get', ''], { ...home, VPS_API_URL: sb.sandbox.url })).toEqual(names);
      expect(files(lists)).toHaveLength(2);
      // A write through the recorder's context drops its list and every answer.
      const renamed = await vps(['servers', 'update', '42', '--name', 'renamed-42', '-q'], { env: home });
      expect(renamed.code, renamed.stderr).toBe(0);
      expect(files(lists)).toHaveLength(1);
      expect(files(answers)).toHaveLength(0);
      expect(await offeredBy(['servers', 'get', 're'], home)).toContain('renamed-42');
    } finally {
      await recorder.close();
      rmSync(ownCache, { recursive: true, force: true });
    }
  });

  it('offers no names, and no error, when the API cannot be asked', async () => {
    expect(await offered(['servers', 'reboot', ''], { ...env, VPS_API_URL: 'http://127.0.0.1:9' })).toEqual([]);
    expect(
      await offered(['servers', 'reboot', ''], { XDG_CONFIG_HOME: sb.configHome, XDG_CACHE_HOME: cacheHome }),
    ).toEqual([]);
  });
});
