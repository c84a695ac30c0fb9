// `add-label` and `remove-label` for every resource whose update operation (PATCH) takes a `labels`
// object in its body, read from the table: `vps servers add-label web-1 env=prod`, `remove-label web-1 env`.
import type { Command } from 'commander';
import type { OperationSpec } from '@vps-hosting/api/operations';
import type { CommandSpec } from './command-specs.js';

export const LABELS_FIELD = 'labels';

/** What to change: labels to set (`add`), or keys to remove. */
export type LabelChange = { add: Record<string, string> } | { remove: string[] };

export type LabelRunner = (spec: CommandSpec, given: string, change: LabelChange, command: Command) => Promise<void>;

/** A PATCH of one resource (one path parameter) whose body has a `labels` object, and a GET of the same path. */
export function labelsUpdate(spec: CommandSpec, operations: readonly OperationSpec[]): OperationSpec | undefined {
  const { operation } = spec;
  const field = operation.body?.fields.find((f) => f.name === LABELS_FIELD);
  if (operation.method !== 'PATCH' || field?.schema.type !== 'object' || spec.arguments.length !== 1) return undefined;
  return operations.find((o) => o.method === 'GET' && o.path === operation.path);
}

function pairsOf(words: readonly string[]): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const word of words) {
    const at = word.indexOf('=');
    if (at <= 0) throw new Error(`${word}: expected key=value`);
    labels[word.slice(0, at)] = word.slice(at + 1);
  }
  return labels;
}

/** Adds both commands beside the update command (its parent group). */
export function addLabelCommands(parent: Command, spec: CommandSpec, run: LabelRunner): void {
  const argument = spec.arguments[0]!;
  const noun = argument.name.replace(/_(id|name|slug)$/, '');
  for (const verb of ['add-label', 'remove-label'] as const) {
    const adding = verb === 'add-label';
    parent
      .command(verb)
      .description(
        adding
          ? `Set labels on a ${noun}, keeping its others (reads its labels, then updates them).`
          : `Remove labels from a ${noun} by key, keeping its others.`,
      )
      .argument(`<${argument.name}>`, argument.description.split('\n')[0])
      .argument(adding ? '<key=value...>' : '<key...>', adding ? 'the labels to set' : 'the keys to remove')
      .option('--dry-run', 'print the update request (token masked) and send nothing')
      .addHelpText(
        'after',
        `\nExample:\n  vps ${spec.words.slice(0, -1).join(' ')} ${verb} 42 ${adding ? 'env=prod' : 'env'}`,
      )
      .action(async (given: string, words: string[], _options: unknown, command: Command) => {
        const { UsageError } = await import('../run/exit-codes.js');
        let change: LabelChange;
        try {
          change = adding ? { add: pairsOf(words) } : { remove: words };
        } catch (error) {
          throw new UsageError(`vps ${verb}: ${(error as Error).message}`);
        }
        await run(spec, given, change, command);
      });
  }
}
