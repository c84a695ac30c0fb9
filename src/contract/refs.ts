// Local `$ref`s (`#/components/schemas/Thing`) inside one bundled document: JSON pointers, and a
// resolver that follows a chain of references to the value it ends on. A broken, remote or looping
// chain is an error (ContractError) naming the pointers, never a silent `{}` or an endless loop.
import { isRecord, type JsonObject } from './json.js';

/** Something the document does not allow: a broken or looping `$ref`, a missing member. */
export class ContractError extends Error {
  override name = 'ContractError';
}

/** One reference token of a JSON pointer, escaped: `~` → `~0`, `/` → `~1`. */
export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapePointerToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The JSON pointer of the given tokens: pointerOf('paths', '/things/') → `/paths/~1things~1`. */
export function pointerOf(...tokens: (string | number)[]): string {
  return tokens.map((token) => `/${escapePointerToken(String(token))}`).join('');
}

/** The value at a JSON pointer (`''` is the whole document; a leading `#` is allowed), or undefined. */
export function atPointer(document: unknown, pointer: string): unknown {
  const path = pointer.replace(/^#/, '');
  if (path === '') return document;
  if (!path.startsWith('/')) return undefined;
  return path
    .slice(1)
    .split('/')
    .map(unescapePointerToken)
    .reduce<unknown>((node, key) => {
      if (Array.isArray(node)) return /^(0|[1-9]\d*)$/.test(key) ? node[Number(key)] : undefined;
      return isRecord(node) && Object.hasOwn(node, key) ? node[key] : undefined;
    }, document);
}

/** A value reached from a place of the document, and the JSON pointer where that value itself is. */
export interface Located {
  node: unknown;
  /** Where `node` is: the last `$ref`'s target, or the pointer given when `node` was no reference. */
  pointer: string;
}

export interface RefResolver {
  readonly document: JsonObject;
  /** Follows the chain of `$ref`s starting at `value` (found at `pointer`) to the value it ends on. */
  locate(value: unknown, pointer?: string): Located;
  /** The object a value or its chain of `$ref`s ends on; {} when that is no object. */
  resolve(value: unknown): JsonObject;
  /** One link: what a local `$ref` points at (which may be another `$ref`). */
  target(ref: string, from?: string): Located;
}

/** The target of a local reference, or a ContractError. */
function target(document: JsonObject, ref: string, from: string): Located {
  if (!ref.startsWith('#')) throw new ContractError(`${from || '#'}: only local $refs are read, not ${ref}`);
  // A fragment may percent-encode its pointer (`#/paths/~1servers~1%7Bid%7D`).
  const pointer = ref.includes('%') ? decodeURIComponent(ref.slice(1)) : ref.slice(1);
  const node = atPointer(document, pointer);
  if (node === undefined) throw new ContractError(`${from || '#'}: $ref ${ref} points at nothing`);
  return { node, pointer };
}

export function refResolver(document: JsonObject): RefResolver {
  // A document refers to the same components again and again: each `$ref` is looked up once (the
  // document is read, never changed, while its resolver is in use).
  const targets = new Map<string, Located>();
  const targetOf = (ref: string, from: string): Located => {
    let found = targets.get(ref);
    if (!found) {
      found = target(document, ref, from);
      targets.set(ref, found);
    }
    return found;
  };
  const locate = (value: unknown, pointer = ''): Located => {
    let current: Located = { node: value, pointer };
    const seen = new Set<string>();
    while (isRecord(current.node) && typeof current.node.$ref === 'string') {
      const ref = current.node.$ref;
      if (seen.has(ref)) throw new ContractError(`${pointer || '#'}: $ref cycle ${[...seen, ref].join(' → ')}`);
      seen.add(ref);
      current = targetOf(ref, current.pointer);
    }
    return current;
  };
  return {
    document,
    locate,
    resolve: (value) => {
      const { node } = locate(value);
      return isRecord(node) ? node : {};
    },
    target: (ref, from = '') => targetOf(ref, from),
  };
}

/** The component a `$ref` names (`Thing` for `#/components/schemas/Thing`), if `value` is one such `$ref`. */
export function componentName(value: unknown, kind = 'schemas'): string | undefined {
  if (!isRecord(value) || typeof value.$ref !== 'string') return undefined;
  const prefix = `#/components/${kind}/`;
  if (!value.$ref.startsWith(prefix)) return undefined;
  const rest = value.$ref.slice(prefix.length);
  return rest.includes('/') ? undefined : unescapePointerToken(rest);
}
