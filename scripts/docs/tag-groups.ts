// The sidebar groups (`x-tagGroups`) from docs/tag-groups.yaml, checked against the document:
// every tag in exactly one group, no group naming a tag the document does not declare; and the same
// for the introduction's top-level sections (introduction-sections.ts), which the site shows as
// pages of their own in the groups that name them.
import * as fs from 'node:fs';
import { parse } from 'yaml';
import { CHANGES_SECTION, splitIntroduction } from './introduction-sections.js';
import type { Document } from './openapi.js';

/** A section of the introduction in a group: by its heading, and optionally titled otherwise there
 *  (when its heading is the name of a tag: "Webhooks"). A subsection named so is cut out of its
 *  section's page into a page of its own. */
export interface IntroductionRef {
  section: string;
  title?: string;
}

export interface TagGroup {
  name: string;
  /** Sections of the introduction (by heading), shown before the group's tags. */
  introduction?: (string | IntroductionRef)[];
  tags: string[];
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isRef = (value: unknown): value is string | IntroductionRef =>
  typeof value === 'string' ||
  (typeof value === 'object' &&
    value !== null &&
    typeof (value as IntroductionRef).section === 'string' &&
    ((value as IntroductionRef).title === undefined || typeof (value as IntroductionRef).title === 'string'));

export function readTagGroups(file: string): TagGroup[] {
  const groups: unknown = parse(fs.readFileSync(file, 'utf8'));
  const valid =
    Array.isArray(groups) &&
    groups.every((group: unknown) => {
      if (typeof group !== 'object' || group === null) return false;
      const { name, tags, introduction } = group as Record<string, unknown>;
      return (
        typeof name === 'string' &&
        (tags === undefined || isStringList(tags)) &&
        (introduction === undefined || (Array.isArray(introduction) && introduction.every(isRef))) &&
        (tags !== undefined || introduction !== undefined)
      );
    });
  if (!valid)
    throw new Error(
      `${file}: expected a list of { name, introduction: [section, …], tags: [tag, …] } (either list optional)`,
    );
  return (groups as TagGroup[]).map((group) => ({ ...group, tags: group.tags ?? [] }));
}

/** A group's introduction entry as { section, title }, the title defaulting to the heading. */
export function introductionRef(ref: string | IntroductionRef): Required<IntroductionRef> {
  return typeof ref === 'string'
    ? { section: ref, title: ref }
    : { section: ref.section, title: ref.title ?? ref.section };
}

/**
 * The problems of `groups` against the document's tags and the introduction's top-level sections
 * (empty when they match): every section in exactly one group (a subsection in at most one). The
 * "Changes" section, which the docs build appends after this check,
 * may be named before it exists; once it does, it must be in a group like every other.
 */
export function tagGroupProblems(document: Document, groups: TagGroup[]): string[] {
  const declared = (document.tags ?? []).map((tag) => tag.name);
  const split = splitIntroduction(String(document.info.description ?? '')).sections;
  const sections = split.map((section) => section.title);
  const subsections = split.flatMap((section) => section.subsections);
  const seen = new Map<string, string>();
  const placed = new Map<string, string>();
  const problems: string[] = [];
  for (const group of groups) {
    for (const ref of group.introduction ?? []) {
      const { section, title } = introductionRef(ref);
      if (!sections.includes(section) && !subsections.includes(section) && section !== CHANGES_SECTION)
        problems.push(
          `group "${group.name}" names introduction section "${section}", which the introduction does not have`,
        );
      const other = placed.get(section);
      if (other !== undefined)
        problems.push(`introduction section "${section}" is in both "${other}" and "${group.name}"`);
      placed.set(section, group.name);
      if (declared.includes(title))
        problems.push(
          `introduction section "${section}" would be titled "${title}", the name of a tag: give it another title`,
        );
      const taken = seen.get(title);
      if (taken !== undefined) problems.push(`"${title}" names an entry in both "${taken}" and "${group.name}"`);
      seen.set(title, group.name);
    }
    for (const tag of group.tags) {
      if (!declared.includes(tag))
        problems.push(`group "${group.name}" names tag "${tag}", which the document does not declare`);
      const other = seen.get(tag);
      if (other !== undefined) problems.push(`tag "${tag}" is in both "${other}" and "${group.name}"`);
      seen.set(tag, group.name);
    }
  }
  for (const tag of declared) if (!seen.has(tag)) problems.push(`tag "${tag}" is in no group`);
  for (const section of sections)
    if (!placed.has(section)) problems.push(`introduction section "${section}" is in no group`);
  return problems;
}
