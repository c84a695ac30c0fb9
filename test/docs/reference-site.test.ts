// The built reference site in a real browser (Debian's Chromium via playwright-core), served from
// a loopback server. Every expectation comes from the document (generated/openapi.json), the docs
// bundle the page was built from, or docs/tag-groups.yaml. Each test opens the site in a fresh
// browser context of its own and waits only for what it can observe on the page (no sleeps), so
// no test depends on where another left the page; after each, its session must have made no
// request beyond loopback and logged no error.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_LANGUAGES } from '../../scripts/docs/code-samples.js';
import { operations, resolve, webhookOperations, type Example, type Json } from '../../scripts/docs/openapi.js';
import { readTagGroups } from '../../scripts/docs/tag-groups.js';
import { launchBrowser, staysLocal, type BrowserSession, type SessionBrowser } from './browser.js';
import { loadContract, repoRoot, type BuiltSite } from './helpers.js';
import { sharedSite } from './shared-site.js';
import { serveFolder, type StaticServer } from '../../scripts/lib/static-server.js';

const SCREENSHOTS = path.join(repoRoot, 'test-output/docs');
/** The operation the issue asks to open. */
const SUBJECT = { method: 'get', path: '/api/v1/servers/' } as const;

const contract = loadContract();
const entries = operations(contract);
const webhookEntries = webhookOperations(contract);
const squash = (text: string) => text.replace(/\s+/g, '');

/** The GFM tables of a Markdown text: header cells and the first cell of every row. */
function markdownTables(markdown: string): { headers: string[]; firstColumn: string[] }[] {
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim().replace(/[`*]/g, ''));
  const lines = markdown.split('\n');
  const tables: { headers: string[]; firstColumn: string[] }[] = [];
  for (let i = 1; i < lines.length; i++) {
    if (!/^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*:?-{3,}:?\s*\|?\s*$/.test(lines[i]!)) continue;
    const rows: string[] = [];
    for (let j = i + 1; j < lines.length && lines[j]!.trim().startsWith('|'); j++) rows.push(cells(lines[j]!)[0]!);
    tables.push({ headers: cells(lines[i - 1]!), firstColumn: rows });
  }
  return tables;
}

/** `"key":value` for each scalar of an example down to `depth` levels, whitespace removed. */
function scalarPairs(value: Json, depth: number, out: string[] = []): string[] {
  if (depth === 0 || value === null || typeof value !== 'object') return out;
  for (const [key, item] of Array.isArray(value)
    ? value.map((v, i) => [String(i), v] as const)
    : Object.entries(value)) {
    if (item !== null && typeof item === 'object') scalarPairs(item, depth - 1, out);
    else if (!Array.isArray(value)) out.push(squash(`${JSON.stringify(key)}:${JSON.stringify(item)}`));
  }
  return out;
}

describe('the reference site in Chromium', () => {
  let site: BuiltSite;
  let server: StaticServer;
  let browser: SessionBrowser;
  let session: BrowserSession;

  beforeAll(async () => {
    site = sharedSite();
    server = await serveFolder(site.dir, 0);
    browser = await launchBrowser();
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    site?.remove();
  });

  beforeEach(async () => {
    session = await browser.newSession();
  });

  afterEach(async () => {
    try {
      expect(session.blocked, 'requests that would have left loopback').toEqual([]);
      expect(session.requests.filter((url) => !staysLocal(url))).toEqual([]);
      expect(session.errors, 'console and page errors').toEqual([]);
    } finally {
      await session.close();
    }
  });

  /** Opens the site (over HTTP, or from a file: URL) and waits until its navigation is rendered. */
  async function open(url = server.url): Promise<Page> {
    const { page } = session;
    await page.goto(url);
    await page.locator('[data-component-name="Menu/Menu"]').first().waitFor({ timeout: 30_000 });
    return page;
  }

  /** The search box's trigger, once the search index is loaded (it reads "Loading..." until then). */
  async function searchReady(page: Page): Promise<Locator> {
    const trigger = page.locator('[data-testid="search-trigger"]');
    await trigger.filter({ hasNotText: /loading/i }).waitFor({ timeout: 30_000 });
    return trigger;
  }

  /** The sidebar entry of a tag, expanded; resolves to the entry. */
  async function expandTag(page: Page, name: string): Promise<Locator> {
    const group = page.locator('[data-component-name="Menu/MenuItem"].menu-item-type-group', {
      has: page.locator(`:scope > a [data-text="${name}"]`),
    });
    expect(await group.count(), `tag "${name}" in the navigation`).toBe(1);
    const submenu = group.locator('[data-component-name="Menu/Menu"]').first();
    // A click toggles the entry: one that is opening (not yet visible) would close again, so a
    // click is repeated only a second after the last, while the submenu is still not shown.
    await expect
      .poll(
        async () => {
          if (await submenu.isVisible()) return true;
          await group.locator(':scope > a').click();
          return submenu.isVisible();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
    return group;
  }

  it('loads with its title, without console errors or a request leaving loopback', async () => {
    const page = await open();
    expect(await page.title()).toContain(contract.info.title);
    await expect(page.locator('#api-content h1').first().innerText()).resolves.toContain(contract.info.title);
    expect(session.errors).toEqual([]);
    expect(session.blocked).toEqual([]);
    expect(session.requests.length).toBeGreaterThan(0);
    expect(session.requests.filter((url) => !staysLocal(url))).toEqual([]);
  }, 60_000);

  it('renders the introduction with each of its tables', async () => {
    const page = await open();
    const expected = markdownTables(String(contract.info.description));
    expect(expected.length).toBeGreaterThan(0);
    const tables = page.locator('#api-content table');
    await expect.poll(() => tables.count(), { timeout: 10_000 }).toBe(expected.length);
    const rendered = await tables.evaluateAll((elements) =>
      elements.map((table) => ({
        headers: Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent?.trim() ?? ''),
        firstColumn: Array.from(table.querySelectorAll('tbody tr')).map(
          (tr) => tr.querySelector('td')?.textContent?.trim() ?? '',
        ),
      })),
    );
    expect(rendered).toEqual(expected);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'overview.png') });
  }, 60_000);

  it('lists every tag, in its group, and every operation under its tag', async () => {
    const page = await open();
    const groups = readTagGroups(path.join(repoRoot, 'docs/tag-groups.yaml'));
    // The sidebar from top to bottom: each group's heading, then its tags, in the file's order.
    const sidebar = await page.locator('.menu-item-type-separator, .menu-item-type-group').evaluateAll((items) =>
      items.map((item) => ({
        separator: item.classList.contains('menu-item-type-separator'),
        label: item.querySelector('[data-text]')?.getAttribute('data-text') ?? '',
      })),
    );
    const grouped: { name: string; tags: string[] }[] = [];
    for (const item of sidebar) {
      if (item.separator) grouped.push({ name: item.label, tags: [] });
      else grouped.at(-1)?.tags.push(item.label);
    }
    expect(grouped).toEqual(groups.map(({ name, tags }) => ({ name, tags })));

    for (const tag of contract.tags ?? []) {
      const group = await expandTag(page, tag.name);
      const listed = await group.locator('.menu-item-type-operation').evaluateAll((items) =>
        items.map((item) => ({
          summary: item.querySelector('[data-text]')?.getAttribute('data-text') ?? '',
          method: item.querySelector('[data-component-name="Tags/HttpTag"]')?.textContent?.trim().toLowerCase() ?? '',
        })),
      );
      // The paths' operations, then the webhooks' (the reference lists webhooks after the paths).
      const documented = [...entries, ...webhookEntries]
        .filter((entry) => entry.operation.tags.includes(tag.name))
        .map((entry) => ({ summary: entry.operation.summary, method: entry.method }));
      expect(documented.length, `operations tagged ${tag.name}`).toBeGreaterThan(0);
      expect(listed, `operations under ${tag.name}`).toEqual(documented);
    }
  }, 60_000);

  it('finds "reboot" with the search', async () => {
    const expected = entries.filter((e) => /reboot/i.test(`${e.path} ${e.operation.summary}`));
    expect(expected.length).toBeGreaterThan(0);
    const page = await open();
    await (await searchReady(page)).click();
    // Typed into the search box itself (not wherever the keyboard focus happens to be).
    const input = page.locator('[data-component-name="Search/SearchInput"] input');
    await input.waitFor({ timeout: 10_000 });
    await input.pressSequentially('reboot');
    expect(await input.inputValue()).toBe('reboot');
    const results = page.locator('[data-component-name="Search/SearchItem"]');
    // Each expected operation's result, by its method, path and summary.
    for (const entry of expected) {
      const hit = results.filter({ hasText: entry.operation.summary }).filter({ hasText: entry.path });
      await hit.first().waitFor({ timeout: 15_000 });
      const texts = (await hit.allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
      expect(
        texts.some((t) => t.includes(`${entry.method.toUpperCase()} ${entry.path}`)),
        `search result for ${entry.operation.operationId}`,
      ).toBe(true);
    }
    await page.screenshot({ path: path.join(SCREENSHOTS, 'search-reboot.png') });
  }, 60_000);

  it(`opens ${SUBJECT.method.toUpperCase()} ${SUBJECT.path}: its samples, 200 example and rate-limit headers`, async () => {
    const page = await open();
    const entry = entries.find((e) => e.method === SUBJECT.method && e.path === SUBJECT.path);
    expect(entry, 'the operation is in the document').toBeDefined();
    const { operation } = entry!;

    // Through the navigation, as a reader would.
    const group = await expandTag(page, operation.tags[0]!);
    await group
      .locator('.menu-item-type-operation', { has: page.locator(`[data-text="${operation.summary}"]`) })
      .click();
    // The operation's section: the innermost block holding its heading and its sample panels.
    const exactly = new RegExp(`^${operation.summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    const heading = page.locator('h2', { hasText: exactly });
    await page.locator('#api-content').locator(heading).first().waitFor({ timeout: 10_000 });
    const content = page
      .locator('#api-content div', { has: heading })
      .filter({ has: page.locator('.panel-response-samples') })
      .last();

    // The 200 response: every header it declares (the rate-limit ones among them) …
    const ok = resolve<{
      headers?: Record<string, unknown>;
      content?: Record<string, { examples?: Record<string, unknown> }>;
    }>(contract, operation.responses['200']);
    const headerNames = Object.keys(ok.headers ?? {});
    const rateLimitHeaders = headerNames.filter((name) => /ratelimit/i.test(name));
    expect(rateLimitHeaders.length, 'the 200 response declares rate-limit headers').toBeGreaterThan(0);
    const text = await content.innerText();
    for (const name of headerNames) expect(text, `header ${name}`).toContain(name);

    // … and its first named example in the response sample panel.
    const [, rawExample] = Object.entries(ok.content?.['application/json']?.examples ?? {})[0] ?? [];
    const example = resolve<Example>(contract, rawExample);
    const responsePanel = content.locator('.panel-response-samples');
    const shown = await responsePanel.innerText();
    if (example.summary) expect(shown).toContain(example.summary);
    const pairs = scalarPairs(example.value ?? null, 3);
    expect(pairs.length).toBeGreaterThan(0);
    for (const pair of pairs) expect(squash(shown), `example shows ${pair}`).toContain(pair);

    // The request samples, first language shown first, each exactly as the docs bundle has it.
    const samples =
      (site.bundle.paths[entry!.path]?.[entry!.method] as typeof operation | undefined)?.['x-codeSamples'] ?? [];
    expect(samples.map((s) => s.label)).toEqual(SAMPLE_LANGUAGES.map((l) => l.label));
    const requestPanel = content.locator('.panel-request-samples');
    const code = requestPanel.locator('[data-component-name="CodeBlock/CodeBlockContainer"]');
    await expect.poll(async () => squash(await code.innerText())).toBe(squash(samples[0]!.source));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'list-servers.png') });
    for (const [index, sample] of samples.slice(1).entries()) {
      // The dropdown shows the language picked last.
      await requestPanel
        .locator('[data-component-name="Dropdown/Dropdown"]', { hasText: samples[index]!.label })
        .locator('button')
        .click();
      // The menu opens in a layer of its own, outside the panel.
      await page.getByRole('menuitem', { name: sample.label, exact: true }).filter({ visible: true }).click();
      await expect.poll(async () => squash(await code.innerText())).toBe(squash(sample.source));
    }
    await content
      .locator('h3, h4', { hasText: /^Responses$/ })
      .first()
      .scrollIntoViewIfNeeded();
    // Sections off screen are painted lazily: let two frames pass before the picture.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'list-servers-responses.png') });
    for (const name of ['list-servers.png', 'list-servers-responses.png']) {
      expect(fs.readFileSync(path.join(SCREENSHOTS, name)).subarray(1, 4).toString(), name).toBe('PNG');
    }
  }, 60_000);

  it('shows every webhook under its tag, and an event with its signature headers and payload example', async () => {
    expect(webhookEntries.length, 'the document has webhooks').toBeGreaterThan(0);
    const page = await open();
    // The entries under the webhooks' tag, in document order, each marked as a POST.
    const tags = [...new Set(webhookEntries.flatMap((entry) => entry.operation.tags))];
    expect(tags).toHaveLength(1);
    const group = await expandTag(page, tags[0]!);
    const listed = await group
      .locator('.menu-item-type-operation')
      .evaluateAll((items) => items.map((item) => item.querySelector('[data-text]')?.getAttribute('data-text') ?? ''));
    expect(listed).toEqual(webhookEntries.map((entry) => entry.operation.summary));

    // One event, opened through the navigation: the last one, so that the page must scroll to it.
    const subject = webhookEntries.at(-1)!;
    const { operation } = subject;
    await group
      .locator('.menu-item-type-operation', { has: page.locator(`[data-text="${operation.summary}"]`) })
      .click();
    // Its heading reads the summary, then Redoc's "Webhook" badge.
    const heading = page.locator('h2', {
      hasText: new RegExp(`^${operation.summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    });
    await page.locator('#api-content').locator(heading).first().waitFor({ timeout: 10_000 });
    const content = page
      .locator('#api-content div', { has: heading })
      .filter({ has: page.locator('.panel-request-samples') })
      .last();
    // Its header parameters (the Standard Webhooks headers) …
    const text = await content.innerText();
    const headers = (operation.parameters ?? [])
      .map((raw) => resolve<{ name: string; in: string }>(contract, raw))
      .filter((p) => p.in === 'header');
    expect(headers.length, 'the event documents its headers').toBeGreaterThan(0);
    for (const { name } of headers) expect(text, `header ${name}`).toContain(name);
    // … and its first named example in the payload panel, with the event type as the panel's title.
    const body = resolve<{ content?: Record<string, { examples?: Record<string, unknown> }> }>(
      contract,
      operation.requestBody,
    );
    const [, rawExample] = Object.entries(body.content?.['application/json']?.examples ?? {})[0] ?? [];
    const example = resolve<Example>(contract, rawExample);
    const panel = content.locator('.panel-request-samples');
    const shown = await panel.innerText();
    expect(shown).toContain(subject.name);
    const pairs = scalarPairs(example.value ?? null, 3);
    expect(pairs.length).toBeGreaterThan(0);
    for (const pair of pairs) expect(squash(shown), `payload shows ${pair}`).toContain(pair);
    await heading.first().scrollIntoViewIfNeeded();
    // Sections off screen are painted lazily: let two frames pass before the picture.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'webhook-event.png') });
  }, 60_000);

  it('works offline from the file too', async () => {
    const page = await open(pathToFileURL(path.join(site.dir, 'index.html')).href);
    await searchReady(page);
    // Navigation is by URL hash, so it works from file:// as well: open the first operation.
    const [first] = entries;
    const tag = page.locator('.menu-item-type-group > a', {
      has: page.locator(`[data-text="${first!.operation.tags[0]}"]`),
    });
    await tag.first().click();
    const tagHash = await page.evaluate(() => location.hash);
    const link = page.locator('.menu-item-type-operation', {
      has: page.locator(`[data-text="${first!.operation.summary}"]`),
    });
    await link.first().click();
    await expect.poll(() => page.evaluate(() => location.hash), { timeout: 10_000 }).not.toBe(tagHash);
    // The operation's heading is on screen.
    const heading = page.locator('#api-content h2', { hasText: first!.operation.summary }).first();
    const height = page.viewportSize()?.height ?? 0;
    await expect
      .poll(
        async () => {
          const box = await heading.boundingBox();
          return box !== null && box.y >= 0 && box.y < height;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
  }, 60_000);
});
