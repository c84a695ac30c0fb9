// The reference site's "Changes" section: CHANGELOG.md after the introduction, under `# Changes`.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changesSection } from '../../scripts/breaking/changelog.js';
import { docsBundle } from '../../scripts/docs/docs-bundle.js';
import type { Document as DocsDocument } from '../../scripts/docs/openapi.js';
import { readTagGroups } from '../../scripts/docs/tag-groups.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('the Changes section of the reference site', () => {
  it('retitles the CHANGELOG and leaves out an empty Unreleased section', () => {
    const released = '# Changelog\n\nIntro.\n\n## Unreleased\n\n## 1.0.0 - 2026-11-24\n\n- First.\n';
    expect(changesSection(released)).toBe('# Changes\n\nIntro.\n\n## 1.0.0 - 2026-11-24\n\n- First.\n');
    const pending = '# Changelog\n\n## Unreleased\n\n- Next.\n\n## 1.0.0 - 2026-11-24\n\n- First.\n';
    expect(changesSection(pending)).toBe(
      '# Changes\n\n## Unreleased\n\n- Next.\n\n## 1.0.0 - 2026-11-24\n\n- First.\n',
    );
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
