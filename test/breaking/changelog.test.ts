// The CHANGELOG handling of the gate and the release step, and the version rules.
import { describe, expect, it } from 'vitest';
import { cutRelease, missingMentions, unreleasedSection } from '../../scripts/breaking/changelog.js';
import type { Finding } from '../../scripts/breaking/findings.js';
import { allowedVersions, parseVersion } from '../../scripts/breaking/releases.js';
import { addMonths, isoDate } from '../../lint-rules/lib/dates.js';

const changelog = `# Changelog

Intro.

## Unreleased

### Added
- \`rebootServer\` reboots a server.

## 1.0.0 - 2026-11-24

- First.
`;

const added = (names: string[]): Finding => ({
  level: 'additive',
  kind: 'operation-added',
  operation: 'x',
  location: 'operation',
  message: 'new operation',
  names,
});

describe('CHANGELOG', () => {
  it('reads the Unreleased section up to the next version', () => {
    expect(unreleasedSection(changelog)).toBe('### Added\n- `rebootServer` reboots a server.');
    expect(unreleasedSection('# Changelog\n\n## 1.0.0\n')).toBeUndefined();
  });

  it('counts an operation mentioned by operationId or METHOD path, as a whole word', () => {
    const section = unreleasedSection(changelog) ?? '';
    expect(
      missingMentions([added(['rebootServer', 'POST /api/v1/servers/{server_id}/actions/reboot/'])], section),
    ).toEqual([]);
    expect(missingMentions([added(['reboot', 'POST /x/'])], section)).toEqual([
      { what: 'added operation', names: ['reboot', 'POST /x/'] },
    ]);
    expect(
      missingMentions(
        [added(['powerOn', 'POST /api/v1/servers/{server_id}/actions/power-on/'])],
        '- POST /api/v1/servers/{server_id}/actions/power-on/ starts it',
      ),
    ).toEqual([]);
  });

  it('counts an added webhook mentioned by its event type or operationId, as a whole word', () => {
    const webhook = (names: string[]): Finding => ({
      level: 'additive',
      kind: 'webhook-added',
      operation: `webhook ${names[0]} POST`,
      location: 'webhook',
      message: 'new webhook (event type)',
      names,
    });
    expect(
      missingMentions(
        [webhook(['server.deleted', 'serverDeleted'])],
        '- `server.deleted` is sent when a server is deleted',
      ),
    ).toEqual([]);
    expect(missingMentions([webhook(['server.deleted', 'serverDeleted'])], '- `serverDeleted`')).toEqual([]);
    expect(
      missingMentions([webhook(['server.deleted', 'serverDeleted'])], '- `server.deleted_soon`, `server.deletedX`'),
    ).toEqual([{ what: 'added webhook', names: ['server.deleted', 'serverDeleted'] }]);
  });

  it('moves Unreleased under the version with its date and leaves an empty Unreleased above', () => {
    const { changelog: cut, notes } = cutRelease(changelog, '1.1.0', '2027-01-15');
    expect(notes).toBe('### Added\n- `rebootServer` reboots a server.');
    expect(cut).toBe(`# Changelog

Intro.

## Unreleased

## 1.1.0 - 2027-01-15

### Added
- \`rebootServer\` reboots a server.

## 1.0.0 - 2026-11-24

- First.
`);
    expect(unreleasedSection(cut)).toBe('');
  });

  it('refuses to cut a release with nothing under Unreleased', () => {
    const { changelog: cut } = cutRelease(changelog, '1.1.0', '2027-01-15');
    expect(() => cutRelease(cut, '1.1.1', '2027-01-16')).toThrow(/empty/);
  });
});

describe('versions', () => {
  it('parses MAJOR.MINOR.PATCH only', () => {
    expect(parseVersion('1.10.0')).toEqual([1, 10, 0]);
    for (const bad of ['1.0', 'v1.0.0', '1.0.0-rc.1', '01.0.0']) expect(parseVersion(bad)).toBeUndefined();
  });

  it('allows 1.0.0 first, refuses breaking, the next minor for additive, patch or minor otherwise', () => {
    expect(allowedVersions(undefined, 'breaking').versions).toEqual(['1.0.0']);
    expect(allowedVersions('1.2.3', 'breaking').versions).toEqual([]);
    expect(allowedVersions('1.2.3', 'breaking').reason).toMatch(/\/api\/v2\//);
    expect(allowedVersions('1.2.3', 'minor').versions).toEqual(['1.3.0']);
    expect(allowedVersions('1.2.3', 'patch').versions).toEqual(['1.2.4', '1.3.0']);
    expect(allowedVersions('1.9.0', 'none').versions).toEqual(['1.9.1', '1.10.0']);
  });
});

describe('dates', () => {
  it('reads ISO calendar dates only', () => {
    expect(isoDate('2028-02-29')).toBe('2028-02-29');
    for (const bad of ['2027-02-29', '2027-13-01', '27-01-01', 20270101, undefined])
      expect(isoDate(bad)).toBeUndefined();
  });

  it('adds calendar months, keeping the last day of a shorter month', () => {
    expect(addMonths('2027-01-15', 6)).toBe('2027-07-15');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2027-12-31', 6)).toBe('2028-06-30');
  });
});
