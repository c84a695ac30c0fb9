// The document the reference site renders: the bundled contract (generated/openapi.json) plus
// docs-only additions, never written back to openapi/ or generated/: the sidebar groups
// (`x-tagGroups`), the code samples of every operation (`x-codeSamples`) and, when given, a
// "Changes" section (from CHANGELOG.md) after the introduction; every operation's badges of what it
// risks and starts (`x-badges`) with its risks' summaries at the start of its description
// (risk-badges.ts); whatever is deprecated starts its description with its deprecation and sunset
// dates (deprecation-notes.ts); and the getting-started page (docs/getting-started.md) as the first
// tag, a page without operations (`x-traitTag`), which docs/tag-groups.yaml puts first.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { allCodeSamples } from './code-samples.js';
import { addDeprecationNotes } from './deprecation-notes.js';
import { operations, type Document } from './openapi.js';
import { operationBadges, riskNote } from './risk-badges.js';
import { tagGroupProblems, type TagGroup } from './tag-groups.js';

/** The name of the getting-started page's tag: its heading on the site and its sidebar entry. */
export const GETTING_STARTED = 'Getting started';

/** The getting-started page's source (Markdown, its title given by the tag). */
export const GETTING_STARTED_FILE = path.resolve(import.meta.dirname, '../../docs/getting-started.md');

export function readGettingStarted(file = GETTING_STARTED_FILE): string {
  return fs.readFileSync(file, 'utf8');
}

export function docsBundle(
  contract: Document,
  groups: TagGroup[],
  changes?: string,
  gettingStarted: string = readGettingStarted(),
): Document {
  const document = structuredClone(contract);
  // The page is where the groups put it (docs/tag-groups.yaml: first); groups that do not name it
  // (a test's fixture contract) get no page. A bundle made from a bundle keeps one page.
  if (groups.some((group) => group.tags.includes(GETTING_STARTED))) {
    const others = (document.tags ?? []).filter((tag) => !(tag.name === GETTING_STARTED && tag['x-traitTag']));
    if (others.some((tag) => tag.name === GETTING_STARTED))
      throw new Error(`The document declares a tag "${GETTING_STARTED}", the name of the docs' getting-started page`);
    document.tags = [{ name: GETTING_STARTED, description: gettingStarted.trim(), 'x-traitTag': true }, ...others];
  }
  const problems = tagGroupProblems(document, groups);
  if (problems.length > 0)
    throw new Error(`docs/tag-groups.yaml does not match the document:\n  ${problems.join('\n  ')}`);
  document['x-tagGroups'] = groups;
  if (changes !== undefined)
    document.info.description = `${String(document.info.description ?? '').trimEnd()}\n\n${changes}`;
  const samples = allCodeSamples(document);
  for (const { operation, spec } of operations(document)) {
    const own = samples.get(operation.operationId);
    if (!own) throw new Error(`No code samples for ${operation.operationId}`);
    operation['x-codeSamples'] = own;
    const risks = spec.risks ?? [];
    const badges = operationBadges(risks, spec.starts);
    if (badges.length > 0) operation['x-badges'] = badges;
    const note = riskNote(risks);
    const description = typeof operation.description === 'string' ? operation.description : '';
    if (note) operation.description = description ? `${note}\n\n${description}` : note;
  }
  addDeprecationNotes(document);
  return document;
}
