// Parts of the two documents compared as values, each in its own document: `$ref`s followed (so a
// component that changed is seen wherever it is used), documentation and extensions left out
// (`x-sunset` kept: it is a promise), and the lists whose order means nothing (`required`, `enum`,
// `type`) sorted. Optionally `allOf` merged at every level (schema-merge.ts), to tell whether two
// schemas admit the same values although they are built differently. Equal texts: nothing a
// server or client reads differs.
import { atPointer, isObject, type Json, type JsonObject } from './document.js';
import { flattenAllOf } from './schema-merge.js';

export interface CanonOptions {
  /** Merge `allOf` members at every level. */
  flat?: boolean;
  /** Keep `xml` (the element names of an XML body); elsewhere it documents nothing that travels. */
  xml?: boolean;
}

/** Keywords that only document. */
const DOCS = new Set([
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'externalDocs',
  '$comment',
  'tags',
  '$schema',
  '$id',
  '$anchor',
  '$dynamicAnchor',
  '$defs',
]);
/** Maps whose keys are names chosen by the author (a property called `description` is not a doc). */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  'dependentSchemas',
  'dependentRequired',
  'paths',
  'responses',
  'headers',
  'content',
  'schemas',
  'parameters',
  'securitySchemes',
  'requestBodies',
  'links',
  'callbacks',
  'variables',
  'mapping',
  'encoding',
  'webhooks',
  'pathItems',
]);
/** Whether a key of an OpenAPI object or a schema only documents. */
export function isDocumentation(key: string): boolean {
  return DOCS.has(key);
}

/** Lists of values whose order means nothing. */
const SETS = new Set(['required', 'enum', 'type']);

const memo = new WeakMap<JsonObject, Map<string, WeakMap<object, string>>>();

function cacheFor(document: JsonObject, options: CanonOptions): WeakMap<object, string> {
  let byOptions = memo.get(document);
  if (!byOptions) {
    byOptions = new Map();
    memo.set(document, byOptions);
  }
  const key = `${options.flat === true}/${options.xml === true}`;
  let cache = byOptions.get(key);
  if (!cache) {
    cache = new WeakMap();
    byOptions.set(key, cache);
  }
  return cache;
}

/** The value as canonical text (see above). */
export function canonical(document: JsonObject, value: Json | undefined, options: CanonOptions = {}): string {
  return new Canon(document, options).text(value, '', []).text;
}

/** Whether two values, each read in its own document, are the same once canonical. */
export function sameCanonical(
  before: JsonObject,
  a: Json | undefined,
  after: JsonObject,
  b: Json | undefined,
  options: CanonOptions = {},
): boolean {
  return canonical(before, a, options) === canonical(after, b, options);
}

class Canon {
  private readonly cache: WeakMap<object, string>;

  constructor(
    private readonly document: JsonObject,
    private readonly options: CanonOptions,
  ) {
    this.cache = cacheFor(document, options);
  }

  /** The text, and whether it stopped at a `$ref` already being followed (then it is not cached). */
  text(value: Json | undefined, parentKey: string, trail: string[]): { text: string; cyclic: boolean } {
    if (value === undefined) return { text: 'undefined', cyclic: false };
    if (typeof value !== 'object' || value === null) return { text: JSON.stringify(value), cyclic: false };
    const cacheable = !NAME_MAPS.has(parentKey) && !SETS.has(parentKey);
    const cached = cacheable ? this.cache.get(value) : undefined;
    if (cached !== undefined) return { text: cached, cyclic: false };
    const result = Array.isArray(value) ? this.list(value, parentKey, trail) : this.object(value, parentKey, trail);
    if (cacheable && !result.cyclic) this.cache.set(value, result.text);
    return result;
  }

  private list(value: Json[], parentKey: string, trail: string[]): { text: string; cyclic: boolean } {
    let cyclic = false;
    const items = value.map((item) => {
      const result = this.text(item, '', trail);
      cyclic ||= result.cyclic;
      return result.text;
    });
    if (SETS.has(parentKey)) items.sort();
    return { text: `[${items.join(',')}]`, cyclic };
  }

  private object(value: JsonObject, parentKey: string, trail: string[]): { text: string; cyclic: boolean } {
    const names = NAME_MAPS.has(parentKey);
    let node = value;
    if (!names && typeof node.$ref === 'string') {
      const { $ref, ...siblings } = node;
      const target = atPointer(this.document, $ref);
      if (trail.includes($ref) || !isObject(target)) return { text: JSON.stringify({ $ref }), cyclic: true };
      return this.text(Object.keys(siblings).length === 0 ? target : { ...target, ...siblings }, parentKey, [
        ...trail,
        $ref,
      ]);
    }
    if (!names && this.options.flat === true && Array.isArray(node.allOf)) node = flattenAllOf(this.document, node);
    let cyclic = false;
    const parts: string[] = [];
    for (const key of Object.keys(node).sort()) {
      if (!names && !this.kept(key)) continue;
      const child = node[key];
      if (!names && key === 'type' && typeof child === 'string') {
        parts.push(`${JSON.stringify(key)}:[${JSON.stringify(child)}]`);
        continue;
      }
      const result = this.text(child, names ? '' : key, trail);
      cyclic ||= result.cyclic;
      parts.push(`${JSON.stringify(key)}:${result.text}`);
    }
    return { text: `{${parts.join(',')}}`, cyclic };
  }

  private kept(key: string): boolean {
    if (key === 'x-sunset') return true;
    if (key.startsWith('x-') || DOCS.has(key)) return false;
    return key !== 'xml' || this.options.xml === true;
  }
}
