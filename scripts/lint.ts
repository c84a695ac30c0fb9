// `npm run lint [-- <root>]`: the lint gate of the contract, in four steps (`--help` says so and runs none).
//   1. Redocly lint of the source root (default openapi/openapi.yaml) with redocly.yaml.
//   2. Redocly bundle of that root into .tmp/lint/ (one file, internal $refs only).
//   3. Spectral lint of the bundle with .spectral.yaml (spectral:oas all, OWASP, house rules).
//   4. The breaking-change gate (scripts/breaking/): the bundle against the last release in
//      releases/, and the CHANGELOG's "Unreleased" section (only for the default root).
// Any problem of any severity fails the gate (exit code 1). Every step runs, so one run shows
// everything; a path whose file does not exist yet is reported by Redocly and left out of the
// Spectral step.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse, stringify } from 'yaml';
import { runGate } from './breaking/gate.js';
import { isObject as isJsonObject } from './breaking/document.js';
import { redocly, type RedoclyLintReport } from './lib/redocly.js';
import { createSourceMapper } from './lib/source-map.js';
import { createLinter, SEVERITY_NAMES } from './lib/spectral.js';
import { parseCommandLine, type Command } from '@vps-hosting/http-edge/cli';

const defaultRoot = 'openapi/openapi.yaml';
const COMMAND: Command = {
  name: 'npm run lint --',
  summary: [
    'The lint gate of the contract: Redocly lint of <root>, one bundle of it, Spectral lint of the bundle',
    '(.spectral.yaml), then the breaking-change gate against the last release in releases/ (for the',
    'default root only). Any problem of any severity fails it (exit code 1).',
  ].join('\n'),
  arguments: [
    { name: 'root', description: `the source root to lint, relative to the repository (default ${defaultRoot})` },
  ],
  flags: {},
};
// <root> may be left out (parseCommandLine requires every argument it declares): the default then
// stands in for it. The command has no flag that takes a value, so every other token is a flag.
const argv = process.argv.slice(2);
const { args } = parseCommandLine(COMMAND, argv.some((arg) => !arg.startsWith('-')) ? argv : [...argv, defaultRoot]);

const repoRoot = path.resolve(import.meta.dirname, '..');
process.chdir(repoRoot);

const rootFile = args[0] ?? defaultRoot;
const bundleFile = '.tmp/lint/openapi.yaml';
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const failures: string[] = [];
const started = performance.now();

// 1. Redocly lint of the source.
console.log(`▶ 1/4 Redocly lint of ${rootFile} (redocly.yaml)`);
const lint = await redocly([
  'lint',
  rootFile,
  '--config',
  'redocly.yaml',
  '--lint-config',
  'error',
  '--format',
  'json',
  '--max-problems',
  '10000',
]);
let report: RedoclyLintReport | undefined;
try {
  report = JSON.parse(lint.stdout) as RedoclyLintReport;
} catch {
  console.log(lint.stdout + lint.stderr);
}
if (report) {
  for (const problem of report.problems) {
    const where = problem.location[0];
    const at = where
      ? `${where.source.ref}${where.start ? `:${where.start.line}:${where.start.col}` : ''} ${where.pointer}`
      : '';
    console.log(
      `  ${problem.severity === 'error' ? 'error' : 'warning'}  ${problem.ruleId}  ${at}\n      ${problem.message}`,
    );
  }
  const { errors, warnings } = report.totals;
  console.log(`  Redocly lint: ${errors} errors, ${warnings} warnings (${seconds(lint.ms)})`);
  if (errors + warnings > 0) failures.push(`Redocly lint: ${errors} errors, ${warnings} warnings`);
} else {
  console.log(`  Redocly lint did not produce a report (exit code ${lint.code}) (${seconds(lint.ms)})`);
  failures.push('Redocly lint did not run');
}

// 2. Redocly bundle. --force writes the bundle even when a $ref cannot be resolved (step 1 has
// reported it), so that step 3 still checks everything that exists.
console.log(`▶ 2/4 Redocly bundle of ${rootFile} → ${bundleFile}`);
fs.mkdirSync(path.dirname(bundleFile), { recursive: true });
fs.rmSync(bundleFile, { force: true });
const bundle = await redocly([
  'bundle',
  rootFile,
  '--config',
  'redocly.yaml',
  '--lint-config',
  'error',
  '--output',
  bundleFile,
  '--force',
]);
const bundled = fs.existsSync(bundleFile);
let bundleDocument: unknown;
const bundleHadErrors = bundle.code !== 0 || /with errors/.test(bundle.stderr);
if (!bundled) {
  console.log(bundle.stderr);
  failures.push('Redocly bundle failed');
} else {
  const document: unknown = parse(fs.readFileSync(bundleFile, 'utf8'));
  bundleDocument = document;
  const missing = leaveOutMissingPathItems(document);
  if (missing.length > 0) fs.writeFileSync(bundleFile, stringify(document, { lineWidth: 0 }));
  console.log(
    `  Bundled${bundleHadErrors ? ' with unresolved $refs (reported in step 1)' : ''}` +
      `${missing.length > 0 ? `; left out ${missing.length} path items whose files do not exist yet` : ''} (${seconds(bundle.ms)})`,
  );
  if (bundleHadErrors) failures.push('Redocly bundle: unresolved $refs');
}

// 3. Spectral lint of the bundle.
if (bundled) {
  console.log(`▶ 3/4 Spectral lint of ${bundleFile} (.spectral.yaml)`);
  const spectralStarted = performance.now();
  try {
    const linter = await createLinter(path.resolve('.spectral.yaml'));
    const results = await linter.lint(path.resolve(bundleFile));
    const source = createSourceMapper(path.resolve(rootFile));
    const counts = [0, 0, 0, 0];
    const byRule = new Map<string, number>();
    for (const result of results) {
      counts[result.severity] = (counts[result.severity] ?? 0) + 1;
      byRule.set(String(result.code), (byRule.get(String(result.code)) ?? 0) + 1);
      const line = `bundle ${result.range.start.line + 1}:${result.range.start.character + 1}`;
      console.log(
        `  ${SEVERITY_NAMES[result.severity]}  ${String(result.code)}  ${source(result.path)}  (${line})\n      ${result.message}`,
      );
    }
    const summary = SEVERITY_NAMES.map((name, index) => `${counts[index]} ${name}s`).join(', ');
    console.log(`  Spectral: ${summary} (${seconds(performance.now() - spectralStarted)})`);
    if (byRule.size > 0) {
      console.log(
        `  by rule: ${[...byRule]
          .sort((a, b) => b[1] - a[1])
          .map(([code, count]) => `${code} ${count}`)
          .join(', ')}`,
      );
      failures.push(`Spectral: ${summary}`);
    }
  } catch (error) {
    console.log(`  Spectral could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    failures.push('Spectral could not run');
  }
}

// 4. The breaking-change gate on the fresh bundle (what `npm run generate` writes to generated/).
if (path.resolve(rootFile) !== path.resolve(defaultRoot)) {
  console.log(`▶ 4/4 Breaking-change gate: skipped (${rootFile} is not the contract's root)`);
} else if (isJsonObject(bundleDocument)) {
  console.log('▶ 4/4 Breaking-change gate against the last release (releases/) and CHANGELOG.md');
  const gateStarted = performance.now();
  try {
    const gate = runGate({ repoRoot, current: bundleDocument });
    for (const line of gate.lines) console.log(line);
    console.log(
      `  Breaking-change gate: ${gate.ok ? 'passed' : 'failed'} (${seconds(performance.now() - gateStarted)})`,
    );
    if (!gate.ok) failures.push('breaking-change gate');
  } catch (error) {
    console.log(
      `  The breaking-change gate could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    failures.push('breaking-change gate could not run');
  }
} else {
  console.log('▶ 4/4 Breaking-change gate: skipped (no bundle, reported in step 2)');
}

const total = seconds(performance.now() - started);
if (failures.length > 0) {
  console.log(`✖ lint failed (${total}): ${failures.join('; ')}`);
  process.exitCode = 1;
} else {
  console.log(`✔ lint passed: no errors and no warnings (${total})`);
}

/** Removes the path items still written as a $ref to another file; returns their paths. */
function leaveOutMissingPathItems(document: unknown): string[] {
  if (!isRecord(document) || !isRecord(document.paths)) return [];
  const paths = document.paths;
  const missing = Object.keys(paths).filter((key) => {
    const item = paths[key];
    return isRecord(item) && typeof item.$ref === 'string' && !item.$ref.startsWith('#');
  });
  for (const key of missing) delete paths[key];
  return missing;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
