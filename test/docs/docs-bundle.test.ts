// The docs-only parts of the build: what the docs bundle adds to the contract (and nothing else),
// the tag-group check, and the offline check of the built page.
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { redocOptions } from '../../scripts/docs/build-html.js';
import { SAMPLE_LANGUAGES } from '../../scripts/docs/code-samples.js';
import { docsBundle } from '../../scripts/docs/docs-bundle.js';
import { inlineRemoteAssets, remoteResourceReferences } from '../../scripts/docs/offline.js';
import { operations } from '../../scripts/docs/openapi.js';
import { readTagGroups, tagGroupProblems, type TagGroup } from '../../scripts/docs/tag-groups.js';
import { loadContract, repoRoot } from './helpers.js';

const contract = loadContract();
const groups = readTagGroups(path.join(repoRoot, 'docs/tag-groups.yaml'));

describe('the docs bundle', () => {
  it('is the contract plus x-tagGroups and x-codeSamples, and leaves the contract untouched', () => {
    const before = JSON.stringify(contract);
    const bundle = docsBundle(contract, groups);
    expect(JSON.stringify(contract)).toBe(before);
    expect(bundle['x-tagGroups']).toEqual(groups);
    for (const { operation } of operations(bundle))
      expect(operation['x-codeSamples']?.length, operation.operationId).toBeGreaterThan(0);

    const stripped = structuredClone(bundle);
    delete stripped['x-tagGroups'];
    for (const { operation } of operations(stripped)) delete operation['x-codeSamples'];
    expect(stripped).toEqual(contract);
  });

  it('tells Redoc every sample label once, language by language (Redoc drops a sample whose label it is not told)', () => {
    const bundle = docsBundle(contract, groups);
    const told = redocOptions(bundle).codeSamples.languages;
    const used = operations(bundle).flatMap(({ operation }) => operation['x-codeSamples'] ?? []);
    expect(new Set(told.map((l) => l.label))).toEqual(new Set(used.map((s) => s.label)));
    expect(new Set(told.map((l) => l.label.toLowerCase())).size).toBe(told.length);
    for (const { label, lang } of used) expect(told, label).toContainEqual({ label, lang });
    // Each language's samples form one run, in SAMPLE_LANGUAGES order.
    const languageOf = (label: string) =>
      SAMPLE_LANGUAGES.findIndex((l) => label === l.label || label.startsWith(`${l.label} · `));
    const order = told.map((l) => languageOf(l.label));
    expect(order.every((n) => n >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(told.length).toBeGreaterThan(SAMPLE_LANGUAGES.length);
  });

  it('refuses tag groups that leave out a tag, name an unknown one or repeat one', () => {
    const tags = (contract.tags ?? []).map((tag) => tag.name);
    expect(tags.length).toBeGreaterThan(1);
    const [first, second] = tags as [string, string];
    expect(tagGroupProblems(contract, groups)).toEqual([]);

    const missing: TagGroup[] = groups.map((g) => ({ ...g, tags: g.tags.filter((t) => t !== first) }));
    expect(tagGroupProblems(contract, missing)).toEqual([`tag "${first}" is in no group`]);
    expect(() => docsBundle(contract, missing)).toThrow(first);

    const unknown: TagGroup[] = [...groups, { name: 'Extra', tags: ['Not a tag'] }];
    expect(tagGroupProblems(contract, unknown)).toEqual([
      'group "Extra" names tag "Not a tag", which the document does not declare',
    ]);

    const twice: TagGroup[] = [...groups, { name: 'Again', tags: [second] }];
    expect(tagGroupProblems(contract, twice)).toHaveLength(1);
    expect(tagGroupProblems(contract, twice)[0]).toContain(`tag "${second}" is in both`);
  });
});

describe('the offline check of the built page', () => {
  it('finds remote scripts, styles, images, fonts and imports', () => {
    const remote = [
      '<script src="https://cdn.example.net/app.js"></script>',
      '<link rel="stylesheet" href="//fonts.example.net/css">',
      '<img alt="" src=https://img.example.net/a.png>',
      '<style>@font-face { src: url("https://fonts.example.net/a.woff2") }</style>',
      '<style>@import "https://cdn.example.net/theme.css";</style>',
      'import { hydrate } from "https://cdn.example.net/redoc.js";',
      'jsx(`img`,{alt:`logo`,src:e?`https://cdn.example.net/logo.svg`:`x`})',
      'fetch("https://api.example.net/telemetry")',
    ];
    for (const html of remote) expect(remoteResourceReferences(html).length, html).toBeGreaterThan(0);
  });

  it('lets links, text and local or inline resources be', () => {
    const local = [
      '<a href="https://vps-hosting.example/developers/">Developers</a>',
      '<p>Create tokens at https://panel.vps-hosting.example/account/developers/</p>',
      '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      '<img src="data:image/svg+xml,%3Csvg%3E%3C/svg%3E">',
      '<script type="module">const spec = {"url":"https://api.vps-hosting.example"};</script>',
    ];
    for (const html of local) expect(remoteResourceReferences(html), html).toEqual([]);
  });

  it("replaces Redoc's CDN logo with an inline image the check accepts", () => {
    const page =
      'jsx(`img`,{src:e?`https://cdn.redoc.ly/redoc/logo-mini-full.svg`:`https://cdn.redoc.ly/redoc/logo-mini.svg`})';
    expect(remoteResourceReferences(page)).not.toEqual([]);
    const { html, replaced } = inlineRemoteAssets(page);
    expect(replaced).toBe(2);
    expect(html).not.toContain('cdn.redoc.ly');
    expect(remoteResourceReferences(html)).toEqual([]);
  });
});
