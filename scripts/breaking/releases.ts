// The committed releases (releases/<version>/openapi.json) and the version rules between them.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { ChangeClass } from './findings.js';

export const RELEASES_DIR = 'releases';
/** The first release: the major version is the one in the paths (/api/v1/). */
export const FIRST_VERSION = '1.0.0';

export type Version = [number, number, number];

export function parseVersion(text: string): Version | undefined {
  const match = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.exec(text);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function compareVersions(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** The released versions found in `dir` (those with an openapi.json), oldest first. */
export function listReleases(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => parseVersion(name) && fs.existsSync(path.join(dir, name, 'openapi.json')))
    .sort((a, b) => compareVersions(parseVersion(a) as Version, parseVersion(b) as Version));
}

export function lastRelease(dir: string): string | undefined {
  return listReleases(dir).at(-1);
}

/**
 * The versions a release may take after `last` given the change class, or why none: breaking →
 * refused (the way out is deprecation now and a new path version later); additive → the next
 * minor; docs only or nothing (the package also ships the client) → the next patch or minor.
 */
export function allowedVersions(
  last: string | undefined,
  changeClass: ChangeClass,
): { versions: string[]; reason: string } {
  if (last === undefined) return { versions: [FIRST_VERSION], reason: `the first release is ${FIRST_VERSION}` };
  const [major, minor, patch] = parseVersion(last) as Version;
  const nextMinor = `${major}.${minor + 1}.0`;
  const nextPatch = `${major}.${minor}.${patch + 1}`;
  switch (changeClass) {
    case 'breaking':
      return {
        versions: [],
        reason: `breaking changes since ${last} are refused: deprecate now, remove in a new path version (/api/v${major + 1}/)`,
      };
    case 'minor':
      return { versions: [nextMinor], reason: `additive changes since ${last} need the next minor version` };
    case 'patch':
    case 'none':
      return {
        versions: [nextPatch, nextMinor],
        reason: `${changeClass === 'patch' ? 'documentation-only changes' : 'no contract change'} since ${last}: the next patch (or minor) version`,
      };
  }
}
