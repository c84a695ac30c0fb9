// The reference site says when deprecated things stop working: every operation, parameter, header,
// schema and property marked `deprecated: true` gets its dates (`x-deprecated-since`, `x-sunset`,
// house rule house-deprecation-sunset) and migration note (`externalDocs`) at the start of its
// description. Redoc shows its own "Deprecated" badge but no date.
import { isoDate } from '../../lint-rules/lib/dates.js';
import { isRecord, type Document } from './openapi.js';

/** Keywords whose values are data, not document structure (a `deprecated` in an example is data). */
const DATA_KEYWORDS = new Set(['example', 'examples', 'default', 'enum', 'const', 'value', 'x-codeSamples']);
/** Maps whose keys are names (a property may be called `example`). */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'schemas',
  'parameters',
  'headers',
  'responses',
  'paths',
]);

/** The Markdown note of something deprecated, or undefined when it is not. */
export function deprecationNote(node: Record<string, unknown>): string | undefined {
  if (node.deprecated !== true) return undefined;
  const since = isoDate(node['x-deprecated-since']);
  const sunset = isoDate(node['x-sunset']);
  const docs = node.externalDocs as { url?: unknown } | undefined;
  const migration = typeof docs?.url === 'string' ? ` See [the migration note](${docs.url}).` : '';
  return `**Deprecated${since ? ` since ${since}` : ''}${sunset ? `: stops working on ${sunset}` : ''}.**${migration}`;
}

/** Starts the description of everything deprecated in `document` with its note (in place; a
 *  description that already starts with it is left as it is). */
export function addDeprecationNotes(document: Document): void {
  const visit = (node: unknown, underNames: boolean): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item, false);
      return;
    }
    if (!isRecord(node)) return;
    if (!underNames) {
      const note = deprecationNote(node);
      const description = typeof node.description === 'string' ? node.description : '';
      if (note && !description.startsWith(note)) node.description = description ? `${note}\n\n${description}` : note;
    }
    for (const [key, child] of Object.entries(node)) {
      if (!underNames && DATA_KEYWORDS.has(key)) continue;
      visit(child, !underNames && NAME_MAPS.has(key));
    }
  };
  visit(document, false);
}
