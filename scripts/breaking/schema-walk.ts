// What every schema comparison carries: the two documents, the direction the data travels, where
// findings go, and the `$ref` pairs being compared (so that recursive schemas terminate).
//   input:  what a client sends and the server reads (request bodies, parameters; a webhook
//           receiver's answer). Accepting less breaks senders; accepting more is additive.
//   output: what the server sends and a client reads (responses, response headers, webhook events).
//           Returning more breaks readers; returning less is additive.
//   The wire (wire.ts) says how the value travels: typed JSON, text, or XML elements.
import type { Level, Report } from './findings.js';
import type { JsonObject } from './document.js';
import { JSON_WIRE, type Slot, type Wire } from './wire.js';

export type Direction = 'input' | 'output';

export interface SchemaWalk {
  before: JsonObject;
  after: JsonObject;
  direction: Direction;
  report: Report;
  stack: Set<string>;
  wire: Wire;
  /** Where the schema being compared sits in the value. */
  slot: Slot;
}

export function walkFor(
  before: JsonObject,
  after: JsonObject,
  direction: Direction,
  report: Report,
  wire: Wire = JSON_WIRE,
): SchemaWalk {
  return { before, after, direction, report, stack: new Set<string>(), wire, slot: 'root' };
}

/** The level of a change that narrows what the schema admits. */
export function narrowing(walk: SchemaWalk): Level {
  return walk.direction === 'input' ? 'breaking' : 'additive';
}

/** The level of a change that widens what the schema admits. */
export function widening(walk: SchemaWalk): Level {
  return walk.direction === 'output' ? 'breaking' : 'additive';
}

export const WHY = {
  narrowedInput: 'requests valid against the release are refused',
  widenedOutput: 'clients written against the release may receive what they do not expect',
};

/** Why a narrowing matters (on input) or a widening (on output), as a message suffix; empty otherwise. */
export function whyNarrowed(walk: SchemaWalk): string {
  return walk.direction === 'input' ? `: ${WHY.narrowedInput}` : '';
}
export function whyWidened(walk: SchemaWalk): string {
  return walk.direction === 'output' ? `: ${WHY.widenedOutput}` : '';
}
