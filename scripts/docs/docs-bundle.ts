// The document the reference site renders: the bundled contract (generated/openapi.json) plus
// docs-only additions, never written back to openapi/ or generated/: the sidebar groups
// (`x-tagGroups`), the code samples of every operation (`x-codeSamples`) and, when given, a
// "Changes" section (from CHANGELOG.md) after the introduction; whatever is deprecated starts its
// description with its deprecation and sunset dates (deprecation-notes.ts).
import { allCodeSamples } from './code-samples.js';
import { addDeprecationNotes } from './deprecation-notes.js';
import { operations, type Document } from './openapi.js';
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
  for (const { operation } of operations(document)) {
    const own = samples.get(operation.operationId);
    if (!own) throw new Error(`No code samples for ${operation.operationId}`);
    operation['x-codeSamples'] = own;
  }
  addDeprecationNotes(document);
  return document;
}
