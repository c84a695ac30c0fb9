// The introduction as the reference site shows it (scripts/docs/introduction-sections.ts,
// site-bundle.ts): cut into pages at its top-level headings, placed by docs/tag-groups.yaml, the
// error codes one heading each. The browser test (reference-site.test.ts) checks the rendered site.
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changesSection } from '../../scripts/breaking/changelog.js';
import { docsBundle } from '../../scripts/docs/docs-bundle.js';
import {
  cutSubsection,
  ERROR_CODES_SECTION,
  errorCodesAsHeadings,
  flattenDeepHeadings,
  splitIntroduction,
} from '../../scripts/docs/introduction-sections.js';
import type { Document } from '../../scripts/docs/openapi.js';
import { introductionPages, siteBundle } from '../../scripts/docs/site-bundle.js';
import { readTagGroups, tagGroupProblems, type TagGroup } from '../../scripts/docs/tag-groups.js';
import { loadContract, repoRoot } from './helpers.js';

const contract = loadContract();
const groups = readTagGroups(path.join(repoRoot, 'docs/tag-groups.yaml'));
const introduction = String(contract.info.description);
/** The text without heading marks and white space: what must survive any cutting. */
const words = (markdown: string) => markdown.replace(/^#+[ \t]+/gm, '').replace(/\s+/g, '');
const headingsOf = (markdown: string) => [...markdown.matchAll(/^(#+)[ \t]+(.*)$/gm)].map((m) => `${m[1]} ${m[2]}`);

describe('the introduction cut into sections', () => {
  it('cuts at the top-level headings and keeps every word, each heading once', () => {
    const { preamble, sections } = splitIntroduction(introduction);
    expect(sections.length).toBeGreaterThan(5);
    expect(words([preamble, ...sections.map((s) => `${s.title}\n${s.body}`)].join('\n'))).toBe(words(introduction));
    const all = sections.flatMap((s) => [s.title, ...headingsOf(s.body).map((h) => h.replace(/^#+ /, ''))]);
    expect(all).toEqual(headingsOf(introduction).map((h) => h.replace(/^#+ /, '')));
    // A section's subsections start at `##` (a tag's description starts at `#`).
    for (const section of sections)
      for (const heading of headingsOf(section.body)) expect(heading.startsWith('## '), heading).toBe(true);
  });

  it('reads headings outside code blocks only, and a `#` section with its `##` children as one', () => {
    const text = [
      'Before.',
      '## One',
      '```sh',
      '# not a heading',
      '```',
      '### One a',
      '## Two',
      '# Changes',
      '## 1.0.0 - 2026-11-24',
      '### Added',
      '- First.',
    ].join('\n');
    const { preamble, sections } = splitIntroduction(text);
    expect(preamble).toBe('Before.');
    expect(sections.map((s) => [s.title, s.subsections])).toEqual([
      ['One', ['One a']],
      ['Two', []],
      ['Changes', ['1.0.0 - 2026-11-24']],
    ]);
    expect(sections[0]!.body).toBe('```sh\n# not a heading\n```\n## One a');
    expect(sections[2]!.body).toBe('## 1.0.0 - 2026-11-24\n### Added\n- First.');
    expect(flattenDeepHeadings(sections[2]!.body)).toBe('## 1.0.0 - 2026-11-24\n**Added**\n- First.');
  });

  it('cuts a subsection out of its section, its own subsections raised', () => {
    const [section] = splitIntroduction(
      '## A\n\nIntro.\n\n### B\n\nText.\n\n#### B1\n\nMore.\n\n### C\n\nEnd.',
    ).sections;
    const split = cutSubsection(section!, 'B');
    expect(split?.cut).toEqual({ title: 'B', body: 'Text.\n\n## B1\n\nMore.', subsections: ['B1'] });
    expect(split?.rest).toEqual({ title: 'A', body: 'Intro.\n\n## C\n\nEnd.', subsections: ['C'] });
    expect(cutSubsection(section!, 'Missing')).toBeUndefined();
  });

  it("writes the error-code table as one heading per code: every code of the document's ErrorCode", () => {
    const holder = splitIntroduction(introduction).sections.find((s) => s.subsections.includes(ERROR_CODES_SECTION));
    const page = cutSubsection(holder!, ERROR_CODES_SECTION)!.cut;
    const written = errorCodesAsHeadings(page.body);
    const codes = (contract.components?.schemas?.ErrorCode as { enum: string[] } | undefined)?.enum ?? [];
    expect(codes.length).toBeGreaterThan(0);
    expect(headingsOf(written)).toEqual(codes.map((code) => `## \`${code}\``));
    expect(written).not.toMatch(/^\|/m);
    // Each with its status and meaning, as the table had them.
    expect(written).toContain('## `insufficient_scope`\n\nHTTP 403: ');
  });
});

describe('the site bundle', () => {
  const bundle = docsBundle(contract, groups, changesSection('# Changelog\n\n## 1.0.0 - 2026-11-24\n\n- First.\n'));

  it('makes each section a page in the group that names it, before its tags, and leaves the rest alone', () => {
    const site = siteBundle(bundle);
    const pages = introductionPages(bundle);
    expect(site.info.description).toBe(splitIntroduction(String(bundle.info.description)).preamble);
    expect(site['x-tagGroups']).toEqual(
      groups.map((group) => ({
        name: group.name,
        tags: [
          ...(group.introduction ?? []).map((ref) => (typeof ref === 'string' ? ref : (ref.title ?? ref.section))),
          ...group.tags,
        ],
      })),
    );
    const traits = (site.tags ?? []).filter((tag) => tag['x-traitTag'] === true);
    expect(traits.map((tag) => tag.name)).toEqual([
      ...pages.map((p) => p.name),
      ...(bundle.tags ?? []).filter((t) => t['x-traitTag']).map((t) => t.name),
    ]);
    // The words of the introduction, all of them on a page (the error codes' table rewritten).
    const onPages = pages.filter((p) => p.section !== ERROR_CODES_SECTION);
    for (const page of onPages) expect(words(String(bundle.info.description))).toContain(words(page.description));
    // Operations, webhooks and schemas as the docs bundle has them.
    expect(site.paths).toEqual(bundle.paths);
    expect(site.webhooks).toEqual(bundle.webhooks);
    expect(site.components).toEqual(bundle.components);
  });

  it('refuses groups that leave out a section, name one twice or title one like a tag', () => {
    // The document the check reads in the build: the contract and the getting-started page.
    const documented = docsBundle(contract, groups);
    const sections = splitIntroduction(introduction).sections.map((s) => s.title);
    const first = sections[0]!;
    const without: TagGroup[] = groups.map((g) => ({
      ...g,
      introduction: (g.introduction ?? []).filter((ref) => ref !== first),
    }));
    expect(tagGroupProblems(documented, without)).toEqual([`introduction section "${first}" is in no group`]);
    const twice: TagGroup[] = [...groups, { name: 'Again', introduction: [first], tags: [] }];
    expect(tagGroupProblems(documented, twice)).toEqual([
      `introduction section "${first}" is in both "${groups.find((g) => g.introduction?.includes(first))?.name}" and "Again"`,
      `"${first}" names an entry in both "${groups.find((g) => g.introduction?.includes(first))?.name}" and "Again"`,
    ]);
    const tag = (contract.tags ?? [])[0]!.name;
    const named: TagGroup[] = [...without, { name: 'Clash', introduction: [{ section: first, title: tag }], tags: [] }];
    expect(tagGroupProblems(documented, named)).toEqual([
      `introduction section "${first}" would be titled "${tag}", the name of a tag: give it another title`,
      `"${tag}" names an entry in both "${groups.find((g) => g.tags.includes(tag))?.name}" and "Clash"`,
    ]);
    const unknown: TagGroup[] = [...groups, { name: 'Extra', introduction: ['No such section'], tags: [] }];
    expect(tagGroupProblems(documented, unknown)).toEqual([
      'group "Extra" names introduction section "No such section", which the introduction does not have',
    ]);
  });

  it('needs the error codes on a page of their own', () => {
    const withoutCodes: Document = {
      ...bundle,
      'x-tagGroups': groups.map((g) => ({
        ...g,
        introduction: (g.introduction ?? []).filter((ref) => ref !== ERROR_CODES_SECTION),
      })),
    };
    expect(() => siteBundle(withoutCodes)).toThrow(ERROR_CODES_SECTION);
  });
});
