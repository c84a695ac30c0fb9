// The sidebar groups (`x-tagGroups`) from docs/tag-groups.yaml, checked against the document:
// every tag in exactly one group, no group naming a tag the document does not declare.
import * as fs from 'node:fs';
import { parse } from 'yaml';
import type { Document } from './openapi.js';

export interface TagGroup {
  name: string;
  tags: string[];
}

export function readTagGroups(file: string): TagGroup[] {
  const groups: unknown = parse(fs.readFileSync(file, 'utf8'));
  const valid =
    Array.isArray(groups) &&
    groups.every(
      (group: unknown) =>
        typeof group === 'object' &&
        group !== null &&
        typeof (group as TagGroup).name === 'string' &&
        Array.isArray((group as TagGroup).tags) &&
        (group as TagGroup).tags.every((tag) => typeof tag === 'string'),
    );
  if (!valid) throw new Error(`${file}: expected a list of { name, tags: [tag, …] }`);
  return groups as TagGroup[];
}

/** The problems of `groups` against the document's tags (empty when they match). */
export function tagGroupProblems(document: Document, groups: TagGroup[]): string[] {
  const declared = (document.tags ?? []).map((tag) => tag.name);
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const group of groups) {
    for (const tag of group.tags) {
      if (!declared.includes(tag))
        problems.push(`group "${group.name}" names tag "${tag}", which the document does not declare`);
      const other = seen.get(tag);
      if (other !== undefined) problems.push(`tag "${tag}" is in both "${other}" and "${group.name}"`);
      seen.set(tag, group.name);
    }
  }
  for (const tag of declared) if (!seen.has(tag)) problems.push(`tag "${tag}" is in no group`);
  return problems;
}
