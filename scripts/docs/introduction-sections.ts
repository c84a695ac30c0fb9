// The introduction (info.description, openapi/introduction.md, with the "Changes" section the docs
// build appends) as the reference site shows it: each top-level section a page of its own, a tag
// marked `x-traitTag` whose description is the section. Redoc CE 3 indexes the whole introduction
// as one search result and lists every heading as one flat sidebar entry; a tag's description is a
// result of its own, its headings are results inside it (found first by their own title), and its
// headings are entries under the tag. The "Error codes" table becomes one heading per code, so that
// each code is a result and a link of its own. docs/README.md ("The introduction") says why.

/** The section the docs build appends from CHANGELOG.md (scripts/breaking/changelog.ts, `changesSection`). */
export const CHANGES_SECTION = 'Changes';
/** The subsection whose table lists the error codes. */
export const ERROR_CODES_SECTION = 'Error codes';

export interface IntroductionSection {
  /** The heading's text. */
  title: string;
  /** The section's Markdown after its heading, its subsections' headings raised so that the first
   *  level below the section is `##` (a tag's description starts at `#`). */
  body: string;
  /** The headings of its subsections, in order, as written. */
  subsections: string[];
}

export interface SplitIntroduction {
  /** What comes before the first heading (the overview page keeps it). */
  preamble: string;
  sections: IntroductionSection[];
}

interface Heading {
  line: number;
  level: number;
  text: string;
}

/** The ATX headings of a Markdown text, outside fenced code blocks. */
function headings(lines: string[]): Heading[] {
  const found: Heading[] = [];
  let fence: string | undefined;
  for (const [index, line] of lines.entries()) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== undefined) {
      if (fence === undefined) fence = marker;
      else if (marker.startsWith(fence)) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const heading = /^(#{1,6})[ \t]+(.*?)[ \t#]*$/.exec(line);
    if (heading) found.push({ line: index, level: heading[1]!.length, text: heading[2]! });
  }
  return found;
}

/**
 * The introduction cut at its top-level headings: a heading starts a new section when its level is
 * not deeper than the current section's (`## Authentication` after `## Errors`; `# Changes` and
 * its `## 1.4.0 - …` children alike), and belongs to the current section otherwise.
 */
export function splitIntroduction(markdown: string): SplitIntroduction {
  const lines = markdown.split('\n');
  const all = headings(lines);
  const tops: Heading[] = [];
  for (const heading of all) if (tops.length === 0 || heading.level <= tops.at(-1)!.level) tops.push(heading);
  const preamble = lines
    .slice(0, tops[0]?.line ?? lines.length)
    .join('\n')
    .trim();
  const sections = tops.map((top, index) => {
    const end = tops[index + 1]?.line ?? lines.length;
    const inner = all.filter((heading) => heading.line > top.line && heading.line < end);
    const body = lines.slice(top.line + 1, end);
    for (const heading of inner) {
      const level = Math.min(6, heading.level - top.level + 1);
      body[heading.line - top.line - 1] = `${'#'.repeat(level)} ${heading.text}`;
    }
    return {
      title: top.text,
      body: body.join('\n').trim(),
      subsections: inner.filter((heading) => heading.level === top.level + 1).map((heading) => heading.text),
    };
  });
  return { preamble, sections };
}

/** The titles of the introduction's top-level sections. */
export function sectionTitles(markdown: string): string[] {
  return splitIntroduction(markdown).sections.map((section) => section.title);
}

/**
 * A subsection (`## title` in a section's body) cut out as a section of its own, its own
 * subsections raised one level; and the section's body without it. Undefined when the body has no
 * such subsection.
 */
export function cutSubsection(
  section: IntroductionSection,
  title: string,
): { rest: IntroductionSection; cut: IntroductionSection } | undefined {
  const lines = section.body.split('\n');
  const all = headings(lines);
  const start = all.find((heading) => heading.level === 2 && heading.text === title);
  if (!start) return undefined;
  const end = all.find((heading) => heading.line > start.line && heading.level <= 2)?.line ?? lines.length;
  const inner = all.filter((heading) => heading.line > start.line && heading.line < end);
  const body = lines.slice(start.line + 1, end);
  for (const heading of inner) body[heading.line - start.line - 1] = `${'#'.repeat(heading.level - 1)} ${heading.text}`;
  return {
    rest: {
      title: section.title,
      body: [...lines.slice(0, start.line), ...lines.slice(end)].join('\n').trim(),
      subsections: section.subsections.filter((subsection) => subsection !== title),
    },
    cut: {
      title,
      body: body.join('\n').trim(),
      subsections: inner.filter((heading) => heading.level === 3).map((heading) => heading.text),
    },
  };
}

/**
 * A page's body with every heading below `##` written as a bold line instead: Redoc lists every
 * heading of a tag's description as an entry under the tag, whatever its level, so the changelog's
 * `### Added` under each release would be entries beside the releases (and five of the same name).
 */
export function flattenDeepHeadings(body: string): string {
  const lines = body.split('\n');
  for (const heading of headings(lines)) if (heading.level > 2) lines[heading.line] = `**${heading.text}**`;
  return lines.join('\n');
}

const tableCells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
const isDelimiterRow = (line: string) => /^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*:?-{3,}:?\s*\|?\s*$/.test(line);

export interface ErrorCodeEntry {
  /** The code, as the table writes it (`` `insufficient_scope` ``). */
  code: string;
  status: string;
  meaning: string;
}

/** Where the first table of a Markdown text is: its header line, and the line after its last row. */
function firstTable(lines: string[]): { header: number; end: number } | undefined {
  const delimiter = lines.findIndex((line, index) => index > 0 && isDelimiterRow(line));
  if (delimiter < 0) return undefined;
  let end = delimiter + 1;
  while (end < lines.length && lines[end]!.trim().startsWith('|')) end++;
  return { header: delimiter - 1, end };
}

/** The rows of the first table of the "Error codes" section's body (Code, Status, Meaning). */
export function errorCodeEntries(body: string): ErrorCodeEntry[] {
  const lines = body.split('\n');
  const table = firstTable(lines);
  if (!table) return [];
  return lines.slice(table.header + 2, table.end).map((line) => {
    const [code = '', status = '', meaning = ''] = tableCells(line);
    return { code, status, meaning };
  });
}

/** The "Error codes" section's body with its table replaced by one `##` heading per code (an entry
 *  under the page in the sidebar, a result of its own in the search), each followed by its status
 *  and meaning. */
export function errorCodesAsHeadings(body: string): string {
  const lines = body.split('\n');
  const table = firstTable(lines);
  if (!table) throw new Error(`the introduction's "${ERROR_CODES_SECTION}" section has no table of codes`);
  const entries = errorCodeEntries(body).map(({ code, status, meaning }) => `## ${code}\n\nHTTP ${status}: ${meaning}`);
  return [...lines.slice(0, table.header), entries.join('\n\n'), ...lines.slice(table.end)].join('\n');
}
