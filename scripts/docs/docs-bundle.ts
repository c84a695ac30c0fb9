// The document the reference site renders: the bundled contract (generated/openapi.json) plus
// docs-only additions, never written back to openapi/ or generated/: the sidebar groups
// (`x-tagGroups`), the code samples of every operation (`x-codeSamples`) and, when given, a
// "Changes" section (from CHANGELOG.md) after the introduction; every operation's badges of what it
// risks and starts (`x-badges`) with its risks' summaries at the start of its description
// (risk-badges.ts); whatever is deprecated starts its description with its deprecation and sunset
// dates (deprecation-notes.ts).
import { allCodeSamples } from './code-samples.js';
import { addDeprecationNotes } from './deprecation-notes.js';
import { operations, type Document } from './openapi.js';
import { operationBadges, riskNote } from './risk-badges.js';
import { tagGroupProblems, type TagGroup } from './tag-groups.js';

export function docsBundle(contract: Document, groups: TagGroup[], changes?: string): Document {
  const problems = tagGroupProblems(contract, groups);
  if (problems.length > 0)
    throw new Error(`docs/tag-groups.yaml does not match the document:\n  ${problems.join('\n  ')}`);
  const document = structuredClone(contract);
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
