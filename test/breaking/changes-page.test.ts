// The reference site's "Changes" section: CHANGELOG.md after the introduction, under `# Changes`.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changesSection } from '../../scripts/breaking/changelog.js';
import { deprecationNote } from '../../scripts/breaking/deprecation.js';
import { docsBundle } from '../../scripts/docs/docs-bundle.js';
import { operations, type Document as DocsDocument } from '../../scripts/docs/openapi.js';
import { readTagGroups } from '../../scripts/docs/tag-groups.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('the Changes section of the reference site', () => {
  it('retitles the CHANGELOG and leaves out an empty Unreleased section', () => {
    const released = '# Changelog\n\nIntro.\n\n## Unreleased\n\n## 1.0.0 - 2026-11-24\n\n- First.\n';
    expect(changesSection(released)).toBe('# Changes\n\nIntro.\n\n## 1.0.0 - 2026-11-24\n\n- First.\n');
    const pending = '# Changelog\n\n## Unreleased\n\n- Next.\n\n## 1.0.0 - 2026-11-24\n\n- First.\n';
    expect(changesSection(pending)).toBe('# Changes\n\n## Unreleased\n\n- Next.\n\n## 1.0.0 - 2026-11-24\n\n- First.\n');
  });

  it('follows the introduction in the docs bundle', () => {
    const contract = JSON.parse(fs.readFileSync(path.join(repoRoot, 'generated/openapi.json'), 'utf8')) as DocsDocument;
    const changes = changesSection(fs.readFileSync(path.join(repoRoot, 'CHANGELOG.md'), 'utf8'));
    const bundle = docsBundle(contract, readTagGroups(path.join(repoRoot, 'docs/tag-groups.yaml')), changes);
    const introduction = String(contract.info.description).trimEnd();
    expect(bundle.info.description).toBe(`${introduction}\n\n${changes}`);
    expect(contract.info.description, 'the contract itself is not changed').not.toContain(changes);
  });
});

describe('a deprecated operation on the reference site', () => {
  it('says since when and until when, with the migration note when there is one', () => {
    expect(deprecationNote({ summary: 'x' })).toBeUndefined();
    expect(deprecationNote({ deprecated: true, 'x-deprecated-since': '2027-01-15', 'x-sunset': '2027-07-15' })).toBe('**Deprecated since 2027-01-15: stops working on 2027-07-15.**');
    expect(deprecationNote({ deprecated: true, 'x-sunset': '2027-07-15', externalDocs: { url: 'https://example.test/migrate' } })).toBe(
      '**Deprecated: stops working on 2027-07-15.** See [the migration note](https://example.test/migrate).',
    );
  });

  it('starts the operation description in the docs bundle with the note', () => {
    // A fixture document: our contract with its first operation deprecated.
    const contract = JSON.parse(fs.readFileSync(path.join(repoRoot, 'generated/openapi.json'), 'utf8')) as DocsDocument;
    const [first] = operations(contract);
    if (!first) throw new Error('no operation');
    const raw = contract.paths[first.path]?.[first.method] as Record<string, unknown>;
    Object.assign(raw, { deprecated: true, 'x-deprecated-since': '2027-01-15', 'x-sunset': '2027-07-15' });
    const bundle = docsBundle(contract, readTagGroups(path.join(repoRoot, 'docs/tag-groups.yaml')));
    const rendered = bundle.paths[first.path]?.[first.method] as Record<string, unknown>;
    expect(rendered.description).toBe(`**Deprecated since 2027-01-15: stops working on 2027-07-15.**\n\n${String(raw.description)}`);
    const others = operations(bundle).filter((entry) => entry.operation !== rendered);
    expect(others.some((entry) => String(entry.operation.description).startsWith('**Deprecated'))).toBe(false);
  });
});
