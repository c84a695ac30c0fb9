// What Redoc renders: the docs bundle (docs-bundle.ts) with the introduction's top-level sections as
// pages of their own (introduction-sections.ts): one `x-traitTag` tag per section, its description
// the section, placed in the sidebar group docs/tag-groups.yaml names it in, before the group's
// tags. The overview page keeps what comes before the first heading. Operations, schemas and
// webhooks are not touched.
import {
  cutSubsection,
  ERROR_CODES_SECTION,
  errorCodeEntries,
  errorCodesAsHeadings,
  flattenDeepHeadings,
  type IntroductionSection,
  splitIntroduction,
} from './introduction-sections.js';
import type { Document } from './openapi.js';
import { introductionRef, tagGroupProblems, type TagGroup } from './tag-groups.js';

export interface IntroductionPage {
  /** The tag's name, as the sidebar shows it. */
  name: string;
  /** The introduction's heading it comes from. */
  section: string;
  /** Its subsections' headings: the entries under it in the sidebar. */
  subsections: string[];
  description: string;
}

/** The pages of the introduction, in the sidebar's order (the groups', then each group's). */
export function introductionPages(bundle: Document): IntroductionPage[] {
  const groups = (bundle['x-tagGroups'] ?? []) as TagGroup[];
  const problems = tagGroupProblems(bundle, groups);
  if (problems.length > 0)
    throw new Error(`docs/tag-groups.yaml does not match the document:\n  ${problems.join('\n  ')}`);
  const sections = new Map<string, IntroductionSection>(
    splitIntroduction(String(bundle.info.description ?? '')).sections.map((section) => [section.title, section]),
  );
  // Subsections named in a group become pages of their own, cut out of their section's.
  const refs = groups.flatMap((group) => (group.introduction ?? []).map(introductionRef));
  for (const { section } of refs) {
    if (sections.has(section)) continue;
    for (const [title, parent] of sections) {
      const split = cutSubsection(parent, section);
      if (!split) continue;
      sections.set(title, split.rest);
      sections.set(section, split.cut);
      break;
    }
  }
  const pages: IntroductionPage[] = [];
  for (const { section, title } of refs) {
    const found = sections.get(section);
    // "Changes" may be named and absent (a build without CHANGELOG.md); any other is checked above.
    if (!found) continue;
    pages.push({
      name: title,
      section,
      subsections:
        section === ERROR_CODES_SECTION ? errorCodeEntries(found.body).map((entry) => entry.code) : found.subsections,
      description: flattenDeepHeadings(section === ERROR_CODES_SECTION ? errorCodesAsHeadings(found.body) : found.body),
    });
  }
  if (!pages.some((page) => page.section === ERROR_CODES_SECTION))
    throw new Error(
      `docs/tag-groups.yaml: the introduction's "${ERROR_CODES_SECTION}" must be a page of its own (one entry per code)`,
    );
  return pages;
}

/** The docs bundle as the site renders it. */
export function siteBundle(bundle: Document): Document {
  const pages = introductionPages(bundle);
  const site = structuredClone(bundle);
  site.info.description = splitIntroduction(String(bundle.info.description ?? '')).preamble;
  site.tags = [
    ...pages.map((page) => ({ name: page.name, description: page.description, 'x-traitTag': true })),
    ...(bundle.tags ?? []),
  ];
  site['x-tagGroups'] = ((bundle['x-tagGroups'] ?? []) as TagGroup[]).map((group) => ({
    name: group.name,
    tags: [
      ...(group.introduction ?? [])
        .map((ref) => introductionRef(ref).title)
        .filter((name) => pages.some((page) => page.name === name)),
      ...group.tags,
    ],
  }));
  return site;
}
