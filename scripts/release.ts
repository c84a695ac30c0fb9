// `npm run release -- <version> [--date YYYY-MM-DD]`: cuts a release of the contract.
//   1. Refuses a working tree that is not clean.
//   2. Finds the change class of generated/openapi.json against the last release in releases/
//      (scripts/breaking/) and checks the version: breaking → refused; additive → next minor;
//      documentation only or no change → next patch or minor; the first release is 1.0.0.
//      Every deprecation new in this release must have its x-sunset 6 months after the date.
//   3. Refuses a tree that is not green: `npm run lint` (which runs the breaking-change gate and
//      the CHANGELOG check), `npm run generate -- --check`, `npm run typecheck`.
//   4. Bumps package.json (and package-lock.json) and openapi/openapi.yaml info.version, records the
//      release in package.json `contractRelease`, regenerates generated/, writes
//      releases/<version>/openapi.json and CHANGELOG.md, moves the CHANGELOG's "Unreleased" section
//      under `## <version> - <date>`, and commits those files.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { cutRelease } from './breaking/changelog.js';
import { compareContracts } from './breaking/compare.js';
import type { ChangeClass } from './breaking/findings.js';
import { readBundle } from './breaking/gate.js';
import { allowedVersions, lastRelease, parseVersion, RELEASES_DIR } from './breaking/releases.js';
import { countByLevel, formatFindings } from './breaking/report.js';
import { parseCommandLine, usageError, type Command } from '@vps-hosting/http-edge/cli';
import { lastLine, runNpmScript } from './lib/npm-script.js';
import { addMonths, isoDate } from '../lint-rules/lib/dates.js';
import { parse } from 'yaml';

const COMMAND: Command = {
  name: 'npm run release --',
  summary: [
    `Cuts release <version> of the contract from a clean, green working tree: checks the version against`,
    `the change class since the last release in ${RELEASES_DIR}/, writes ${RELEASES_DIR}/<version>/openapi.json and`,
    `CHANGELOG.md, moves the CHANGELOG's "Unreleased" section under the version, bumps package.json and`,
    `info.version, regenerates generated/ and commits.`,
  ].join('\n'),
  arguments: [{ name: 'version', description: 'MAJOR.MINOR.PATCH: 1.0.0 first, then as the change class allows' }],
  flags: {
    date: {
      type: 'string',
      value: 'YYYY-MM-DD',
      description: 'the release date written in the CHANGELOG (default: today, UTC)',
    },
  },
};

const repoRoot = path.resolve(import.meta.dirname, '..');
process.chdir(repoRoot);

function refuse(message: string): never {
  console.error(`✖ release refused: ${message}`);
  process.exit(1);
}

const { flags, args } = parseCommandLine(COMMAND);
const version = args[0] ?? '';
if (!parseVersion(version)) usageError(COMMAND, `version "${version}" is not MAJOR.MINOR.PATCH`);
const date = flags.date ?? new Date().toISOString().slice(0, 10);
if (isoDate(date) === undefined) usageError(COMMAND, `--date must be a calendar date YYYY-MM-DD, not "${date}"`);

const git = (...gitArgs: string[]) => execFileSync('git', gitArgs, { encoding: 'utf8' });

// 1. A clean working tree.
const dirty = git('status', '--porcelain').trim();
if (dirty !== '') refuse(`the working tree is not clean; commit or stash first:\n${dirty}`);

// 2. The change class and the version.
const releasesDir = path.join(repoRoot, RELEASES_DIR);
const last = lastRelease(releasesDir);
if (fs.existsSync(path.join(releasesDir, version))) refuse(`${RELEASES_DIR}/${version} already exists`);
let changeClass: ChangeClass | 'first release' = 'first release';
if (last !== undefined) {
  const comparison = compareContracts(
    readBundle(path.join(releasesDir, last, 'openapi.json')),
    readBundle('generated/openapi.json'),
  );
  changeClass = comparison.changeClass;
  const counts = countByLevel(comparison.findings);
  console.log(
    `▶ change class since ${last}: ${changeClass} (${counts.breaking} breaking, ${counts.additive} additive)`,
  );
  for (const line of formatFindings(comparison.findings, 'breaking', Infinity, 10)) console.log(line);
  // A deprecation this release ships stops working at least 6 months after the release's date.
  const earliest = addMonths(date, sunsetMonths());
  const early = comparison.findings.filter(
    (finding) => finding.kind === 'deprecated' && !((isoDate(finding.sunset) ?? '') >= earliest),
  );
  for (const finding of early)
    console.log(`    ✖ ${finding.operation} ${finding.location}: deprecated with x-sunset ${String(finding.sunset)}`);
  if (early.length > 0)
    refuse(`deprecations in this release need x-sunset ${earliest} or later (${sunsetMonths()} months after ${date})`);
} else {
  console.log(`▶ change class: first release (${RELEASES_DIR}/ holds none)`);
}
const allowed = allowedVersions(last, changeClass === 'first release' ? 'none' : changeClass);
if (!allowed.versions.includes(version)) {
  refuse(
    `${allowed.reason}${allowed.versions.length > 0 ? ` (${allowed.versions.join(' or ')}), not ${version}` : ''}`,
  );
}
const changelogText = fs.readFileSync('CHANGELOG.md', 'utf8');
let cut: ReturnType<typeof cutRelease>;
try {
  cut = cutRelease(changelogText, version, date);
} catch (error) {
  refuse((error as Error).message);
}
console.log(`  ${version} matches: ${allowed.reason}`);

// 3. A green tree.
for (const [script, args] of [
  ['lint', []],
  ['generate', ['--check']],
  ['typecheck', []],
] as const) {
  process.stdout.write(`▶ npm run ${script}${args.length > 0 ? ` -- ${args.join(' ')}` : ''} … `);
  const result = await runNpmScript(script, repoRoot, [...args]).done;
  console.log(`${lastLine(result.output)} (${result.seconds.toFixed(1)} s)`);
  if (result.code !== 0) {
    console.log(result.output);
    refuse(`npm run ${script} failed`);
  }
}

// 4. Bump, regenerate, snapshot, changelog, commit (everything that can refuse is checked first).
const rootFile = 'openapi/openapi.yaml';
const source = fs.readFileSync(rootFile, 'utf8');
const infoVersion = /^(info:[ \t]*\n(?:[ \t]+.*\n)*?[ \t]+version:[ \t]*)\S+/m;
if (!infoVersion.test(source)) refuse(`no info.version found in ${rootFile}`);
const bumped = source.replace(infoVersion, (_match, head: string) => `${head}${version}`);
const packageJson = JSON.parse(fs.readFileSync('package.json', 'utf8')) as Record<string, unknown>;
packageJson.version = version;
packageJson.contractRelease = version;
fs.writeFileSync('package.json', `${JSON.stringify(packageJson, null, 2)}\n`);
if (fs.existsSync('package-lock.json')) {
  const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
    version?: string;
    packages?: Record<string, { version?: string }>;
  };
  lock.version = version;
  const root = lock.packages?.[''];
  if (root) root.version = version;
  fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
}
fs.writeFileSync(rootFile, bumped);

process.stdout.write('▶ npm run generate … ');
const generated = await runNpmScript('generate', repoRoot).done;
console.log(lastLine(generated.output));
if (generated.code !== 0) refuse(`npm run generate failed:\n${generated.output}`);

const releaseDir = path.join(RELEASES_DIR, version);
fs.mkdirSync(releaseDir, { recursive: true });
fs.copyFileSync('generated/openapi.json', path.join(releaseDir, 'openapi.json'));
fs.writeFileSync(path.join(releaseDir, 'CHANGELOG.md'), `# ${version} - ${date}\n\n${cut.notes}\n`);
fs.writeFileSync('CHANGELOG.md', cut.changelog);

git('add', '--', 'package.json', 'package-lock.json', rootFile, 'generated', releaseDir, 'CHANGELOG.md');
git('commit', '--quiet', '-m', `Release ${version} (${changeClass}${last ? ` since ${last}` : ''})`);
console.log(
  `✔ released ${version} (${changeClass}): ${releaseDir}/openapi.json, CHANGELOG.md; committed ${git('rev-parse', '--short', 'HEAD').trim()}`,
);

/** The minimum months between deprecation and sunset, as the house rule says. */
function sunsetMonths(): number {
  const ruleset = parse(fs.readFileSync('lint-rules/house.spectral.yaml', 'utf8')) as {
    rules: Record<string, { then: { functionOptions: { minimumMonths: number } } }>;
  };
  return ruleset.rules['house-deprecation-sunset']?.then.functionOptions.minimumMonths ?? 6;
}
