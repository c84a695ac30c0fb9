// The docs-only parts of the build: what the docs bundle adds to the contract (and nothing else),
// the badges of what each call risks and starts, the tag-group check, and the offline check of the
// built page.
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { redocOptions } from '../../scripts/docs/build-html.js';
import { SAMPLE_LANGUAGES } from '../../scripts/docs/code-samples.js';
import { docsBundle, GETTING_STARTED, readGettingStarted } from '../../scripts/docs/docs-bundle.js';
import { inlineRemoteAssets, remoteResourceReferences } from '../../scripts/docs/offline.js';
import { operations, type Operation } from '../../scripts/docs/openapi.js';
import { type Badge, RISK_BADGES, STARTS_BADGE } from '../../scripts/docs/risk-badges.js';
import { readTagGroups, tagGroupProblems, type TagGroup } from '../../scripts/docs/tag-groups.js';
import { RISK_KINDS } from '../../src/contract/meaning.js';
import type { RiskSpec } from '../../src/operation-table.js';
import { loadContract, repoRoot } from './helpers.js';

const contract = loadContract();
const groups = readTagGroups(path.join(repoRoot, 'docs/tag-groups.yaml'));

describe('the docs bundle', () => {
  it('is the contract plus the getting-started page, x-tagGroups, x-codeSamples, x-badges and risk notes, and leaves the contract untouched', () => {
    const before = JSON.stringify(contract);
    const bundle = docsBundle(contract, groups);
    expect(JSON.stringify(contract)).toBe(before);
    expect(bundle['x-tagGroups']).toEqual(groups);
    // The getting-started page: the first tag, a page without operations, first in the navigation.
    expect(bundle.tags?.[0]).toEqual({
      name: GETTING_STARTED,
      description: readGettingStarted().trim(),
      'x-traitTag': true,
    });
    expect(bundle['x-tagGroups']?.[0]?.tags).toEqual([GETTING_STARTED]);
    for (const { operation } of operations(bundle))
      expect(operation['x-codeSamples']?.length, operation.operationId).toBeGreaterThan(0);

    const stripped = structuredClone(bundle);
    delete stripped['x-tagGroups'];
    stripped.tags = stripped.tags?.filter((tag) => tag.name !== GETTING_STARTED);
    const published = new Map(operations(contract).map(({ operation }) => [operation.operationId, operation]));
    for (const { operation } of operations(stripped)) {
      delete operation['x-codeSamples'];
      delete operation['x-badges'];
      // The description is the published one after the risk note (its own test, below).
      const { description } = published.get(operation.operationId)!;
      expect(String(operation.description).endsWith(String(description)), operation.operationId).toBe(true);
      operation.description = description;
    }
    expect(stripped).toEqual(contract);
  });

  it("badges every operation with what its x-risk and x-starts say, and starts its description with the risks' summaries", () => {
    const bundle = docsBundle(contract, groups);
    const published = new Map(operations(contract).map(({ operation }) => [operation.operationId, operation]));
    const seen = { conditional: 0, always: 0, starts: 0, none: 0 };
    for (const { operation } of operations(bundle)) {
      const id = operation.operationId;
      const risks = (operation['x-risk'] ?? []) as RiskSpec[];
      const starts = operation['x-starts'];
      const badges = (operation['x-badges'] ?? []) as Badge[];
      // One badge per kind the operation risks, in the kinds' order, then one if it starts an action.
      const kinds = RISK_KINDS.filter((kind) => risks.some((risk) => risk.kind === kind));
      expect(badges, id).toHaveLength(kinds.length + (starts ? 1 : 0));
      if (badges.length === 0) {
        expect(operation['x-badges'], `${id}: no empty x-badges`).toBeUndefined();
        seen.none++;
      }
      for (const [index, kind] of kinds.entries()) {
        const badge = badges[index]!;
        const own = risks.filter((risk) => risk.kind === kind);
        expect(badge.color, `${id} ${kind}`).toBe(RISK_BADGES[kind].color);
        if (own.some((risk) => risk.when === undefined)) {
          expect(badge.name, `${id} ${kind}`).toBe(RISK_BADGES[kind].name);
          seen.always++;
          continue;
        }
        // Conditional: the kind's words, then every condition's field (and value).
        expect(badge.name.startsWith(`${RISK_BADGES[kind].name} (`), `${id} ${kind}: ${badge.name}`).toBe(true);
        for (const { when } of own) {
          expect(badge.name, `${id} ${kind}`).toContain(when!.field);
          if ('equals' in when!) expect(badge.name, `${id} ${kind}`).toContain(JSON.stringify(when.equals));
        }
        seen.conditional++;
      }
      if (starts) {
        expect(badges.at(-1), id).toEqual(STARTS_BADGE);
        seen.starts++;
      }
      // The description opens with every risk's summary (Redoc shows no tooltip on a badge).
      const original = String((published.get(id) as Operation).description ?? '');
      const description = String(operation.description ?? '');
      const note = description.slice(0, description.length - original.length);
      if (risks.length === 0) expect(note, id).toBe('');
      for (const risk of risks) {
        expect(note, `${id}: ${risk.kind}`).toContain(risk.summary);
        expect(note, `${id}: ${risk.kind}`).toContain(RISK_BADGES[risk.kind].name);
      }
    }
    // The document has each case; and no two kinds look alike.
    for (const [name, count] of Object.entries(seen)) expect(count, name).toBeGreaterThan(0);
    const looks = [...Object.values(RISK_BADGES), STARTS_BADGE];
    expect(new Set(looks.map((b) => b.color)).size).toBe(looks.length);
    expect(new Set(looks.map((b) => b.name.toLowerCase())).size).toBe(looks.length);
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
    // The groups are checked against the document with the getting-started page the bundle adds.
    const paged = docsBundle(contract, groups);
    expect(tags.length).toBeGreaterThan(1);
    const [first, second] = tags as [string, string];
    expect(tagGroupProblems(paged, groups)).toEqual([]);

    const missing: TagGroup[] = groups.map((g) => ({ ...g, tags: g.tags.filter((t) => t !== first) }));
    expect(tagGroupProblems(paged, missing)).toEqual([`tag "${first}" is in no group`]);
    expect(() => docsBundle(contract, missing)).toThrow(first);

    const unknown: TagGroup[] = [...groups, { name: 'Extra', tags: ['Not a tag'] }];
    expect(tagGroupProblems(paged, unknown)).toEqual([
      'group "Extra" names tag "Not a tag", which the document does not declare',
    ]);

    const twice: TagGroup[] = [...groups, { name: 'Again', tags: [second] }];
    expect(tagGroupProblems(paged, twice)).toHaveLength(1);
    expect(tagGroupProblems(paged, twice)[0]).toContain(`tag "${second}" is in both`);
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
