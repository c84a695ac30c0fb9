// Which commands take several ids at once: a DELETE whose only argument is the resource's id
// (`vps servers delete 1 2 3`, `vps dns zones delete a.example b.example`).
import type { CommandSpec } from './command-specs.js';

export function takesManyIds(spec: CommandSpec): boolean {
  return spec.operation.method === 'DELETE' && spec.arguments.length === 1 && spec.arguments[0]!.in === 'path';
}
