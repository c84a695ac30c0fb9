// The breaking-change gate: the working bundle against the last release's committed bundle
// (releases/<version>/openapi.json). It fails on any breaking change, and when the CHANGELOG's
// "Unreleased" section does not mention an added operation or a deprecation. With no release
// yet, it says so and passes. `npm run lint` runs it (step 4) and so does `npm run release`.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { missingMentions, unreleasedSection } from './changelog.js';
import { compareContracts, type Comparison } from './compare.js';
import { isObject, type JsonObject } from './document.js';
import { lastRelease, RELEASES_DIR } from './releases.js';
import { countByLevel, formatFindings, groupFindings } from './report.js';

export interface GateResult {
  ok: boolean;
  /** The report, one line per entry, indented for the lint output. */
  lines: string[];
  /** The last release compared against, if any. */
  last?: string;
  comparison?: Comparison;
}

export interface GateOptions {
  repoRoot: string;
  /** The working bundle (parsed). */
  current: JsonObject;
  /** How many additive findings the report lists (default 20). */
  additiveLimit?: number;
}

export function readBundle(file: string): JsonObject {
  const document: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!isObject(document)) throw new Error(`${file} is not an OpenAPI document`);
  return document;
}

export function runGate({ repoRoot, current, additiveLimit = 20 }: GateOptions): GateResult {
  const releasesDir = path.join(repoRoot, RELEASES_DIR);
  const last = lastRelease(releasesDir);
  if (last === undefined) {
    return { ok: true, lines: [`  no release yet (${RELEASES_DIR}/ holds none): nothing to compare against; passes`] };
  }
  const releasedFile = `${RELEASES_DIR}/${last}/openapi.json`;
  const comparison = compareContracts(readBundle(path.join(repoRoot, releasedFile)), current);
  const { findings, changeClass } = comparison;
  const counts = countByLevel(findings);
  const lines = [
    `  against release ${last} (${releasedFile}): change class ${changeClass} (${counts.breaking} breaking, ${counts.additive} additive)`,
  ];
  let ok = true;
  if (counts.breaking > 0) {
    ok = false;
    const breaking = findings.filter((finding) => finding.level === 'breaking');
    const operations = new Set(breaking.map((finding) => finding.operation)).size;
    lines.push(
      `  ✖ ${groupFindings(breaking).length} breaking changes (${breaking.length} findings in ${operations} operations): each can break a client or a server written against ${last}.`,
    );
    lines.push(...formatFindings(findings, 'breaking', Infinity, 10));
    lines.push(
      `  Within /api/v1/ a breaking change is refused: keep the old shape, deprecate it (deprecated: true, x-deprecated-since, x-sunset) and add the new one beside it.`,
    );
  }
  if (counts.additive > 0) {
    lines.push(`  additive changes (a minor release):`);
    lines.push(...formatFindings(findings, 'additive', additiveLimit));
  }
  if (changeClass === 'patch')
    lines.push(
      `  documentation-only changes at ${comparison.docsChanges.slice(0, 5).join(', ')}${comparison.docsChanges.length > 5 ? ', …' : ''}`,
    );
  const changelogFile = path.join(repoRoot, 'CHANGELOG.md');
  const section = fs.existsSync(changelogFile) ? unreleasedSection(fs.readFileSync(changelogFile, 'utf8')) : undefined;
  if (section === undefined) {
    ok = false;
    lines.push('  ✖ CHANGELOG.md has no "## Unreleased" section');
  } else {
    const missing = missingMentions(findings, section);
    if (missing.length > 0) ok = false;
    for (const { what, names } of missing) {
      lines.push(
        `  ✖ CHANGELOG.md "Unreleased" does not mention the ${what} ${names.map((name) => `\`${name}\``).join(' / ')}`,
      );
    }
  }
  return { ok, lines, last, comparison };
}
