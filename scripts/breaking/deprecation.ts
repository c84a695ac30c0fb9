// What a deprecated operation tells its readers: the dates of `x-deprecated-since` and `x-sunset`
// (house rule house-deprecation-sunset) as a note for the reference site.
import { isoDate } from '../../lint-rules/lib/dates.js';

/** A Markdown note for a deprecated operation, or undefined when it is not deprecated. */
export function deprecationNote(operation: Record<string, unknown>): string | undefined {
  if (operation.deprecated !== true) return undefined;
  const since = isoDate(operation['x-deprecated-since']);
  const sunset = isoDate(operation['x-sunset']);
  const docs = operation.externalDocs as { url?: unknown } | undefined;
  const migration = typeof docs?.url === 'string' ? ` See [the migration note](${docs.url}).` : '';
  return `**Deprecated${since ? ` since ${since}` : ''}${sunset ? `: stops working on ${sunset}` : ''}.**${migration}`;
}
