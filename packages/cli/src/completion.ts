// Shell completion for bash, zsh and fish through @bomb.sh/tab: `vps completion <shell>` prints the
// script; the shell then calls `vps complete -- <words>`. Commands, flags and enum values come
// from the tree; server, zone and domain names from the API (with the user's credentials, at most
// two seconds, nothing offered when that fails).
import type { Command } from 'commander';
import tab from '@bomb.sh/tab/commander';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { commandSpecs } from './commands/command-specs.js';
import { COMPLETED_NAMES } from './commands/overlay.js';
import type { Session } from './run/session.js';

type LooseGet = (path: string, init: object) => Promise<{ data?: unknown }>;

/** The names a list operation offers, or none when the API cannot be asked in time. */
async function names(session: () => Promise<Session>, listOperationId: string): Promise<string[]> {
  const list = OPERATIONS.find((o) => o.operationId === listOperationId);
  if (!list) return [];
  try {
    const client = (await session()).client();
    const signal = AbortSignal.timeout(2_000);
    const { data } = await (client.GET as unknown as LooseGet)(list.path, { params: { query: {} }, signal });
    return ((data as { data?: { name?: string }[] } | undefined)?.data ?? [])
      .map((item) => item.name ?? '')
      .filter(Boolean);
  } catch {
    return [];
  }
}

export async function addCompletion(
  program: Command,
  argv: readonly string[],
  session: () => Promise<Session>,
): Promise<void> {
  const completion = tab(program, { completionCommandName: 'completion' });
  const words = argv[0] === 'complete' && argv[1] === '--' ? argv.slice(2) : [];
  for (const spec of commandSpecs(OPERATIONS)) {
    const name = spec.words.join(' ');
    for (const flag of spec.flags) {
      const values = (flag.schema.enum as unknown[] | undefined)?.filter((v) => v !== null).map(String);
      const option = completion.commands.get(name)?.options.get(flag.flag);
      if (values && option) {
        option.handler = (complete) => {
          for (const value of values) complete(value, '');
        };
      }
    }
    // Only the command being completed asks the API, and only for the argument it completes.
    if (words.slice(0, spec.words.length).join(' ') !== name) continue;
    const position = words.length - spec.words.length - 1;
    const argument = spec.arguments[position];
    const listOperationId = argument ? COMPLETED_NAMES[argument.name] : undefined;
    const target = completion.commands.get(name)?.arguments.get(argument?.name ?? '');
    if (!listOperationId || !target) continue;
    const offered = await names(session, listOperationId);
    target.handler = (complete) => {
      for (const value of offered) complete(value, '');
    };
  }
}
