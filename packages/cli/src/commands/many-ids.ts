// Which commands take several ids at once: a DELETE whose only argument is the resource's id
// (`vps servers delete 1 2 3`, `vps dns zones delete a.example b.example`); and which of those take
// `--selector` instead: those whose resource's list (the GET of the path without its last `{…}/`)
// takes a label selector query parameter (`vps servers delete --selector env=dev`). Both from the table.
import type { Command } from 'commander';
import type { OperationSpec, ParameterSpec } from '@vps-hosting/api/operations';
import { commandSpec, kebab, type CommandSpec } from './command-specs.js';

export function takesManyIds(spec: CommandSpec): boolean {
  return spec.operation.method === 'DELETE' && spec.arguments.length === 1 && spec.arguments[0]!.in === 'path';
}

/** A query parameter that selects by labels: its name speaks of both (`label_selector`). */
const isLabelSelector = (parameter: ParameterSpec): boolean =>
  parameter.in === 'query' && /label/i.test(parameter.name) && /selector/i.test(parameter.name);

export interface SelectorSource {
  /** The list of the resource the delete deletes. */
  list: OperationSpec;
  /** Its label selector query parameter. */
  parameter: ParameterSpec;
}

/** For a delete of one resource: its resource's list and the list's label selector, when the list takes one. */
export function selectorSource(
  operation: OperationSpec,
  operations: readonly OperationSpec[],
): SelectorSource | undefined {
  if (operation.method !== 'DELETE') return undefined;
  const collection = operation.path.replace(/\{[^/}]+\}\/?$/, '');
  if (collection === operation.path) return undefined;
  const list = operations.find((o) => o.method === 'GET' && o.success.kind === 'list' && o.path === collection);
  const parameter = list?.parameters.find(isLabelSelector);
  return list && parameter ? { list, parameter } : undefined;
}

/** What a path argument names, as messages write it (`server_id` → `server`). */
export const nounOf = (argumentName: string): string => argumentName.replace(/_(id|name|slug)$/, '');

/**
 * Adds `--selector` to every delete of the tree (those built: the group named on the command line)
 * that takes several ids and whose list takes a label selector; its ids become optional, since the
 * run (run/delete-many.ts) takes ids or `--selector`, one of the two.
 */
export function addSelectorFlags(root: Command, operations: readonly OperationSpec[]): void {
  for (const operation of operations) {
    const source = selectorSource(operation, operations);
    if (!source) continue;
    const spec = commandSpec(operation);
    if (!takesManyIds(spec)) continue;
    let command: Command | undefined = root;
    for (const word of spec.words) command = command?.commands.find((c) => c.name() === word);
    if (!command || command.options.some((o) => o.long === '--selector')) continue;
    command.registeredArguments[0]?.argOptional();
    const noun = nounOf(spec.arguments[0]!.name);
    const list = commandSpec(source.list).words.join(' ');
    command.option(
      '--selector <selector>',
      `instead of ids: every ${noun} whose labels match, as \`vps ${list} --${kebab(source.parameter.name)}\` ` +
        'takes it (listed first, named in the confirmation)',
    );
  }
}
