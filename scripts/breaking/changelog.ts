// The CHANGELOG's "Unreleased" section: what the gate checks it mentions, and how a release moves
// it under the new version.
import type { Finding } from './findings.js';

const UNRELEASED = /^## +\[?Unreleased\]?[ \t]*$/im;

interface Section {
  /** Index of the heading line's first character, and of the next `## ` heading (or the end). */
  start: number;
  bodyStart: number;
  end: number;
}

function findUnreleased(text: string): Section | undefined {
  const match = UNRELEASED.exec(text);
  if (!match) return undefined;
  const bodyStart = match.index + match[0].length;
  const next = /^## /m.exec(text.slice(bodyStart));
  return { start: match.index, bodyStart, end: next ? bodyStart + next.index : text.length };
}

/** The text under `## Unreleased` (without the heading), or undefined when there is no such section. */
export function unreleasedSection(text: string): string | undefined {
  const section = findUnreleased(text);
  return section ? text.slice(section.bodyStart, section.end).trim() : undefined;
}

/** The findings the section must mention, and how the report names them. */
const WHAT: Record<string, string> = {
  'operation-added': 'added operation',
  'webhook-added': 'added webhook',
  deprecated: 'deprecation of',
};

export interface MissingMention {
  what: string;
  names: string[];
}

function mentions(section: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9_])${escaped}($|[^A-Za-z0-9_])`).test(section);
}

/**
 * The added operations and webhooks and the deprecations the section does not mention. An
 * operation counts as mentioned by its operationId or `METHOD /path/`; a webhook by its event type
 * or operationId; a deprecated parameter or property by its name.
 */
export function missingMentions(findings: Finding[], section: string): MissingMention[] {
  const missing = new Map<string, MissingMention>();
  for (const finding of findings) {
    const what = WHAT[finding.kind];
    if (what === undefined || !finding.names) continue;
    if (finding.names.some((name) => mentions(section, name))) continue;
    missing.set(`${what} ${finding.names.join('|')}`, { what, names: finding.names });
  }
  return [...missing.values()];
}

/**
 * The changelog with the Unreleased section moved under `## <version> - <date>` and a new, empty
 * Unreleased section above it; and the moved section's text.
 */
export function cutRelease(text: string, version: string, date: string): { changelog: string; notes: string } {
  const section = findUnreleased(text);
  if (!section) throw new Error('CHANGELOG.md has no "## Unreleased" section');
  const notes = text.slice(section.bodyStart, section.end).trim();
  if (notes === '') throw new Error('the "Unreleased" section of CHANGELOG.md is empty: say what this release changes');
  const changelog = `${text.slice(0, section.start)}## Unreleased\n\n## ${version} - ${date}\n\n${notes}\n${section.end < text.length ? `\n${text.slice(section.end)}` : ''}`;
  return { changelog, notes };
}

/**
 * The CHANGELOG as a "Changes" section for the reference site's introduction: its own title
 * becomes `# Changes` (a sidebar entry, with one sub-entry per version) and an empty
 * "Unreleased" section is left out.
 */
export function changesSection(text: string): string {
  let body = text.replace(/^# .*\n/, '');
  const section = findUnreleased(body);
  if (section && body.slice(section.bodyStart, section.end).trim() === '')
    body = body.slice(0, section.start) + body.slice(section.end);
  return `# Changes\n\n${body.trim()}\n`;
}
