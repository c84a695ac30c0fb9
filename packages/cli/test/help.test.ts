// Help written for the tool (issue 29): every command's page in-process (required flags marked, allowed
// values and defaults, the global flags, references as `vps` commands, per-type DNS record flags, no
// commander `preset`), and through the compiled bin with pipes `vps help <noun> <verb>` and the columns.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Command } from 'commander';
import { OPERATIONS, type JsonSchema } from '@vps-hosting/api/operations';
import { buildProgram, prepareHelp } from '../src/commands/build-program.js';
import { commandSpecs, type CommandSpec } from '../src/commands/command-specs.js';
import { ensureBuilt, vps } from './helpers.js';

const program = buildProgram({ operations: OPERATIONS, run: async () => {}, addToolCommands: () => {} });
const specs = commandSpecs(OPERATIONS);

function find(words: readonly string[]): Command {
  let command: Command | undefined = program;
  for (const word of words) command = command?.commands.find((c) => c.name() === word);
  return command!;
}

/** A command's help page, its whitespace (commander's wrapping) collapsed. */
function helpOf(spec: CommandSpec): string {
  const command = find(spec.words);
  let help = '';
  command.configureOutput({ writeOut: (text) => (help += text) });
  command.outputHelp();
  return help;
}
const flat = (text: string) => text.replace(/\s+/g, ' ');
/** The help's option entry for one flag, up to the next option. */
const entry = (help: string, flag: string) =>
  flat(new RegExp(`\\n\\s+--${flag}[ \\n][\\s\\S]*?(?=\\n\\s+-)`).exec(help)![0]);

beforeAll(async () => {
  await prepareHelp(OPERATIONS);
  await ensureBuilt();
});

describe('vps help, every command', () => {
  it('marks required flags, lists allowed values and defaults, shows the global flags, never a preset', () => {
    for (const spec of specs) {
      const help = helpOf(spec);
      const name = spec.words.join(' ');
      expect(help, name).not.toContain('preset');
      expect(help, name).toMatch(/Global Options:[\s\S]*--output/);
      const variants = spec.operation.body?.discriminator?.values.length ?? 0;
      for (const flag of spec.flags) {
        const text = entry(`${help}\n  -`, flag.flag);
        const everyVariant = !flag.variants || flag.variants.length === variants;
        const required = flag.required && (flag.in !== 'body' || spec.operation.body?.required === true);
        if (required && everyVariant) expect(text, `${name} --${flag.flag}`).toMatch(/[(;] ?required[;)]/);
        if (!required) expect(text, `${name} --${flag.flag}`).not.toMatch(/[(;] ?required[;)]/);
        const schema = (flag.schema.type === 'array' ? flag.schema.items : flag.schema) as JsonSchema;
        const discriminator = spec.operation.body?.discriminator?.property === flag.name;
        for (const value of (schema.enum as unknown[] | undefined) ?? []) {
          if (value !== null && (schema.not as JsonSchema | undefined)?.const !== value)
            expect(text, `${name} --${flag.flag}`).toContain(String(value));
        }
        if (flag.schema.default !== undefined && typeof flag.schema.default !== 'object' && !discriminator)
          expect(text, `${name} --${flag.flag}`).toContain(`default: ${String(flag.schema.default)}`);
      }
    }
  });

  it('writes references to operations as the vps command that calls them', () => {
    const reference = /\b(GET|POST|PUT|PATCH|DELETE) (\/api\/v1\/[^\s`?]*)/;
    const referring = specs.filter((s) => reference.test(s.operation.description));
    expect(referring.length).toBeGreaterThan(0);
    for (const spec of referring) {
      const [, method, path] = reference.exec(spec.operation.description)!;
      const target = specs.find((s) => s.operation.method === method && s.operation.path === path);
      if (!target) continue; // a concrete path (with an id) is matched by its template; checked below
      const help = flat(helpOf(spec));
      expect(help).toContain(`\`vps ${target.words.join(' ')}\``);
      expect(help).not.toContain(`${method} ${path}`);
    }
  });

  it('says per DNS record type what a field is, and never "always A" for the type', () => {
    for (const spec of specs.filter((s) => s.operation.body?.discriminator)) {
      const help = `${helpOf(spec)}\n  -`;
      const { property } = spec.operation.body!.discriminator!;
      expect(entry(help, property)).not.toMatch(/always/);
      // A field whose variants describe it differently (an address: IPv4 for A, IPv6 for AAAA) says each.
      const variants = (spec.operation.body!.schema.oneOf as JsonSchema[]).map(
        (v) => v.properties as Record<string, JsonSchema>,
      );
      for (const flag of spec.flags.filter((f) => f.variants && f.variants.length > 1)) {
        const sentences = new Set(
          variants.flatMap((p) =>
            p[flag.name] ? [flat(/^[\s\S]*?\.(?=\s|$)/.exec(String(p[flag.name]!.description))![0])] : [],
          ),
        );
        if (sentences.size < 2) continue;
        for (const sentence of sentences) expect(entry(help, flag.flag)).toContain(sentence);
      }
    }
  });
});

describe('vps help through the bin', { timeout: 60_000 }, () => {
  it('vps help <noun> <verb> shows that command, not its group', async () => {
    const shown = await vps(['help', 'servers', 'create']);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toMatch(/^Usage: vps servers create/m);
    const direct = await vps(['servers', 'create', '--help']);
    expect(shown.stdout).toBe(direct.stdout);
    expect((await vps(['help', 'servers', 'nothing'])).code).toBe(2);
  });

  it('lists the columns of a list command', async () => {
    const shown = await vps(['servers', 'list', '--help']);
    expect(flat(shown.stdout)).toMatch(
      /Columns \(-o columns=a,b\): id, name, .*networks\.ipv4\.address.*labels\.<key>/,
    );
  });
});
