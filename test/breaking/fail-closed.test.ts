// What no rule classifies fails closed (issue 31): such a change is a breaking `unclassified`
// finding, the report names it under a line that says what to do, and a person can accept it for
// the comparison with one release (scripts/breaking/accepted.ts). And the findings between the
// committed releases, which every change to the gate must keep (or explain).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Acceptance } from '../../scripts/breaking/accepted.js';
import { compareContracts } from '../../scripts/breaking/compare.js';
import type { Finding } from '../../scripts/breaking/findings.js';
import { readBundle } from '../../scripts/breaking/gate.js';
import { listReleases, RELEASES_DIR } from '../../scripts/breaking/releases.js';
import { formatFindings } from '../../scripts/breaking/report.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const allOfCase = path.join(import.meta.dirname, 'fixtures-outside/input-allof-member-added-to-body-and-component');
const load = (file: string) => parse(fs.readFileSync(path.join(allOfCase, file), 'utf8')) as Record<string, never>;

describe('an unclassified change', () => {
  const acceptance: Acceptance = {
    since: '1.0.0',
    operation: 'POST /api/v1/things/ (createThing)',
    location: 'request body application/json',
    as: 'additive',
    why: 'Sized and Text restate what the schemas already say; the generated types are checked by hand.',
  };

  it('is breaking until accepted', () => {
    const { changeClass, findings } = compareContracts(load('before.yaml'), load('after.yaml'), { accepted: [] });
    expect(changeClass).toBe('breaking');
    expect(findings.map(({ level, kind, location }) => ({ level, kind, location }))).toEqual([
      { level: 'breaking', kind: 'unclassified', location: 'request body application/json' },
    ]);
  });

  it('counts as its acceptance says, for the release it names', () => {
    const accepted = compareContracts(load('before.yaml'), load('after.yaml'), { accepted: [acceptance] });
    expect(accepted.changeClass).toBe('minor');
    expect(accepted.findings).toHaveLength(1);
    expect(accepted.findings[0]).toMatchObject({
      level: 'additive',
      kind: 'unclassified-accepted',
      location: 'request body application/json',
    });
    expect(accepted.findings[0]?.message).toContain(acceptance.why);

    for (const other of [
      { ...acceptance, since: '0.9.0' },
      { ...acceptance, location: 'request body application/json › label' },
    ]) {
      const { changeClass } = compareContracts(load('before.yaml'), load('after.yaml'), { accepted: [other] });
      expect(changeClass).toBe('breaking');
    }
  });

  it('holds for the unclassified finding it names, not for one a rule classifies at the same place', () => {
    // Beside its rebuilt Label, the body now requires label: breaking by a rule, whatever is accepted.
    const after = load('after.yaml') as unknown as { components: { schemas: { Named: { required: string[] } } } };
    after.components.schemas.Named.required.push('label');
    const label = 'request body application/json › label';
    const { findings } = compareContracts(load('before.yaml'), after as unknown as Record<string, never>, {
      accepted: [{ ...acceptance, location: label }],
    });
    expect(findings.map(({ level, kind, location }) => `${level} ${kind} ${location}`).sort()).toEqual(
      [
        // The body's Sized member, merged, still changes nothing: not accepted, so breaking.
        'breaking property-made-required request body application/json › label',
        'breaking unclassified request body application/json',
        'additive unclassified-accepted request body application/json › label',
      ].sort(),
    );
  });

  it('is reported after the classified ones, under a line saying what to do', () => {
    const finding = (kind: string, location: string, message: string): Finding => ({
      level: 'breaking',
      kind,
      operation: 'POST /api/v1/things/ (createThing)',
      location,
      message,
    });
    const lines = formatFindings(
      [
        finding('unclassified', 'operation', '`callbacks` changed: no rule classifies it'),
        finding('property-removed', 'request body application/json › name', 'property removed'),
      ],
      'breaking',
    );
    expect(lines.map((line) => line.trim().split(':')[0])).toEqual([
      '✖ request body application/json › name',
      'in POST /api/v1/things/ (createThing)',
      'no rule classifies the change below (counted as breaking)',
      '✖ operation',
      'in POST /api/v1/things/ (createThing)',
    ]);
    expect(lines[2]).toContain('scripts/breaking/accepted.ts');
  });
});

describe('the committed releases', () => {
  const releases = listReleases(path.join(repoRoot, RELEASES_DIR));
  const operationsOf = (version: string): Record<string, unknown>[] => {
    const bundle = JSON.parse(fs.readFileSync(path.join(repoRoot, RELEASES_DIR, version, 'openapi.json'), 'utf8'));
    return Object.values(bundle.paths as Record<string, Record<string, Record<string, unknown>>>).flatMap((item) =>
      ['get', 'put', 'post', 'patch', 'delete'].flatMap((method) => (item[method] ? [item[method]] : [])),
    );
  };
  // Each pair's change class and findings (level and kind, how many), as the gate judges them. From
  // 1.1.0 to 1.2.0 the DNS record operations restate the path's record_id parameter with their own
  // example: the same parameter on the wire, so documentation only.
  const expected: Record<string, { changeClass: string; findings: Record<string, number> }> = {
    '1.0.0 → 1.1.0': {
      changeClass: 'minor',
      findings: { 'additive operation-added': 10, 'additive webhook-added': 15 },
    },
    '1.1.0 → 1.2.0': { changeClass: 'patch', findings: {} },
    // 1.3.0 declares what every operation risks and what 18 of them start, and getAction's Retry-After.
    '1.2.0 → 1.3.0': {
      changeClass: 'minor',
      findings: {
        'additive risk-declared': operationsOf('1.3.0').length,
        'additive starts-declared': operationsOf('1.3.0').filter((operation) => operation['x-starts']).length,
        'additive response-header-added': 1,
      },
    },
    // 1.4.0 lets any valid token read the catalog (its requirements name no scope); its DNS-name rule
    // changes descriptions only.
    '1.3.0 → 1.4.0': {
      changeClass: 'minor',
      findings: {
        'additive security-alternative-added': operationsOf('1.4.0').filter((operation) =>
          (operation.security as Record<string, string[]>[]).some((requirement) =>
            Object.values(requirement).every((scopes) => scopes.length === 0),
          ),
        ).length,
      },
    },
  };

  it.each(
    releases.slice(1).map((version, index) => [`${releases[index]} → ${version}`, releases[index] ?? '', version]),
  )('%s is judged as on record', (pair, from, to) => {
    const read = (version: string) => readBundle(path.join(repoRoot, RELEASES_DIR, version, 'openapi.json'));
    const { changeClass, findings } = compareContracts(read(from), read(to));
    const counts: Record<string, number> = {};
    for (const { level, kind } of findings) counts[`${level} ${kind}`] = (counts[`${level} ${kind}`] ?? 0) + 1;
    const want = expected[pair];
    expect(want, `no record for ${pair}: add what the gate says of it, and why`).toBeDefined();
    expect({ changeClass, findings: counts }).toEqual(want);
  });
});
