// The built reference site in a real browser (Debian's Chromium via playwright-core), served from
// a loopback server. Every expectation comes from the document (generated/openapi.json), the docs
// bundle the page was built from, or docs/tag-groups.yaml. The page is loaded once for the file
// (a load costs seconds; each test used to pay it): every test starts from wherever the last one
// left it and gets there itself (through the navigation, by its URL hash, or scrolled to the top),
// waiting only for what it can observe on the page (no sleeps). During each test, the session
// must make no request beyond loopback and log no error; the first test checks the load too.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { parse as parseYaml } from 'yaml';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOADS, SITE_BUNDLE } from '../../scripts/docs/build-html.js';
import { SAMPLE_LANGUAGES } from '../../scripts/docs/code-samples.js';
import {
  cutSubsection,
  ERROR_CODES_SECTION,
  errorCodeEntries,
  splitIntroduction,
} from '../../scripts/docs/introduction-sections.js';
import {
  operations,
  resolve,
  webhookOperations,
  type Document,
  type Example,
  type Json,
} from '../../scripts/docs/openapi.js';
import { introductionPages, type IntroductionPage } from '../../scripts/docs/site-bundle.js';
import { RISK_BADGES } from '../../scripts/docs/risk-badges.js';
import type { RiskSpec } from '../../src/operation-table.js';
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
/** A heading or table cell as the page shows it (Markdown's code and emphasis marks removed). */
const plain = (markdown: string) => markdown.replace(/[`*]/g, '').trim();
/** A link's target as a route (`#/rate-limits`, `/rate-limits` → `/rate-limits`), without a
 *  section's second anchor. */
const route = (href: string) => `/${href.replace(/^#?\/?/, '').split('#')[0]}`.toLowerCase();
/** The widths the layout is checked at: a desktop and a phone (CSS pixels). */
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
  /** What Redoc rendered (the docs bundle with the introduction's pages: scripts/docs/site-bundle.ts). */
  let rendered: Document;
  /** The introduction's pages, in the sidebar's order. */
  let pages: IntroductionPage[];
  /** The site over HTTP, loaded once. */
  let page: Page;
  /** Where each list of the session stood when the current test began. */
  let mark = { requests: 0, blocked: 0, errors: 0 };

  beforeAll(async () => {
    site = sharedSite();
    rendered = JSON.parse(fs.readFileSync(path.join(`${site.dir}.src`, SITE_BUNDLE), 'utf8')) as Document;
    pages = introductionPages(site.bundle);
    server = await serveFolder(site.dir, 0);
    browser = await launchBrowser();
    session = await browser.newSession();
    page = await open(session.page);
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await session?.close();
    await browser?.close();
    await server?.stop();
    site?.remove();
  });

  beforeEach(() => {
    mark = { requests: session.requests.length, blocked: session.blocked.length, errors: session.errors.length };
  });

  afterEach(() => {
    expect(session.blocked.slice(mark.blocked), 'requests that would have left loopback').toEqual([]);
    expect(session.requests.slice(mark.requests).filter((url) => !staysLocal(url))).toEqual([]);
    expect(session.errors.slice(mark.errors), 'console and page errors').toEqual([]);
  });

  /** Opens the site in `tab` (over HTTP, or from a file: URL) and waits until its navigation is rendered. */
  async function open(tab: Page, url = server.url): Promise<Page> {
    await tab.goto(url);
    await tab.locator('[data-component-name="Menu/Menu"]').first().waitFor({ timeout: 30_000 });
    return tab;
  }

  /** The heading of an operation's section, by its deep link (its text holds its badges too). */
  function headingOf(summary: string): Locator {
    return page.locator('h2', { has: page.locator(`a[aria-label=${JSON.stringify(`link to ${summary}`)}]`) });
  }

  /** The search box's trigger, once the search index is loaded (it reads "Loading..." until then). */
  async function searchReady(page: Page): Promise<Locator> {
    const trigger = page.locator('[data-testid="search-trigger"]');
    await trigger.filter({ hasNotText: /loading/i }).waitFor({ timeout: 30_000 });
    return trigger;
  }

  /** Opens the search box (its trigger's click can be lost while the page still renders: it is
   *  repeated until the box shows) and resolves to its input. */
  async function openSearch(page: Page): Promise<Locator> {
    const trigger = await searchReady(page);
    const input = page.locator('[data-component-name="Search/SearchInput"] input');
    await vi.waitFor(
      async () => {
        if (!(await input.isVisible())) await trigger.click({ timeout: 5_000 });
        await input.waitFor({ timeout: 5_000 });
      },
      { timeout: 30_000, interval: 100 },
    );
    return input;
  }

  /** The sidebar entry labelled `name` (a tag, a page of the introduction, one of its sections). */
  function sidebarEntry(page: Page, name: string): Locator {
    return page.locator('[data-component-name="Menu/MenuItem"]', {
      has: page.locator(`:scope > a [data-text=${JSON.stringify(name)}]`),
    });
  }

  /** The route of the sidebar entry labelled `name` (`/rate-limits`). */
  async function routeOf(page: Page, name: string): Promise<string> {
    const link = sidebarEntry(page, name).locator(':scope > a');
    expect(await link.count(), `sidebar entry ${name}`).toBe(1);
    return route((await link.getAttribute('href')) ?? '');
  }

  /**
   * `measure` run on each section of the page at `slug` (its own, then those under it), in order.
   * Every section is in the page from the start, but Redoc renders its content only as it comes
   * near the screen: each is scrolled to and measured once its heading shows.
   */
  async function throughSections<T>(tab: Page, slug: string, measure: (section: Element) => T): Promise<T[]> {
    await tab.locator(`#api-content [data-section-id="${slug}"]`).first().waitFor({ timeout: 10_000 });
    const ids = (
      await tab
        .locator('#api-content [data-section-id]')
        .evaluateAll((elements) => elements.map((e) => e.getAttribute('data-section-id') ?? ''))
    ).filter((id) => id === slug || id.startsWith(`${slug}/`));
    const measured: T[] = [];
    for (const id of ids) {
      const section = tab.locator(`#api-content [data-section-id="${id}"]`).first();
      await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await section.locator(':is(h1, h2, h3)').first().waitFor({ timeout: 10_000 });
      measured.push(await section.evaluate(measure));
    }
    return measured;
  }

  /** The sidebar entry of a tag, expanded (left so if it already is); resolves to the entry. */
  async function expandTag(page: Page, name: string): Promise<Locator> {
    const group = page.locator('[data-component-name="Menu/MenuItem"].menu-item-type-group', {
      has: page.locator(`:scope > a [data-text="${name}"]`),
    });
    expect(await group.count(), `tag "${name}" in the navigation`).toBe(1);
    const submenu = group.locator('[data-component-name="Menu/Menu"]').first();
    // A click toggles the entry: one that is opening (not yet visible) would close again, so a
    // click is repeated only after a second in which the submenu did not show (it usually shows
    // within a few frames: the wait ends then).
    for (let clicks = 0; clicks < 30 && !(await submenu.isVisible()); clicks++) {
      await group.locator(':scope > a').click();
      await submenu.waitFor({ state: 'visible', timeout: 1_000 }).catch(() => undefined);
    }
    expect(await submenu.isVisible(), `tag "${name}" expanded`).toBe(true);
    return group;
  }

  it('loads with its title, without console errors or a request leaving loopback', async () => {
    // The whole session so far: the load in beforeAll included.
    expect(await page.title()).toContain(contract.info.title);
    await expect(page.locator('#api-content h1').first().innerText()).resolves.toContain(contract.info.title);
    expect(session.errors).toEqual([]);
    expect(session.blocked).toEqual([]);
    expect(session.requests.length).toBeGreaterThan(0);
    expect(session.requests.filter((url) => !staysLocal(url))).toEqual([]);
  }, 60_000);

  it('shows each section of the introduction on a page of its own, with its heading, sections and tables', async () => {
    // Every top-level section of the introduction is a page (the groups of docs/tag-groups.yaml
    // place them; the test of the sidebar below checks where), and what is left of it before the
    // first heading stays on the overview.
    const { preamble, sections } = splitIntroduction(String(site.bundle.info.description));
    expect(pages.length).toBeGreaterThanOrEqual(sections.length);
    for (const section of sections)
      expect(
        pages.some((p) => p.section === section.title),
        `a page for "${section.title}"`,
      ).toBe(true);
    expect(markdownTables(preamble), 'the overview keeps no table').toEqual([]);
    // The error codes: one heading each, in the table's order.
    const errorCodes = pages.find((p) => p.section === ERROR_CODES_SECTION);
    expect(errorCodes, `a page for "${ERROR_CODES_SECTION}"`).toBeDefined();
    const holder = sections.find((section) => section.subsections.includes(ERROR_CODES_SECTION));
    const table = errorCodeEntries(holder ? (cutSubsection(holder, ERROR_CODES_SECTION)?.cut.body ?? '') : '').map(
      (entry) => plain(entry.code),
    );
    expect(table.length).toBeGreaterThan(0);
    expect(errorCodes!.subsections.map(plain)).toEqual(table);

    for (const intro of pages) {
      const slug = await routeOf(page, intro.name);
      await page.goto(`${server.url}#${slug}`);
      const shown = await throughSections(page, slug, (section) => ({
        headings: Array.from(section.querySelectorAll('h1, h2, h3')).map((h) => h.textContent?.trim() ?? ''),
        tables: Array.from(section.querySelectorAll('table')).map((table) => ({
          headers: Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent?.trim() ?? ''),
          firstColumn: Array.from(table.querySelectorAll('tbody tr')).map(
            (tr) => tr.querySelector('td')?.textContent?.trim() ?? '',
          ),
        })),
      }));
      // Its heading first, then each of its sections' headings, in order.
      const headings = shown.flatMap((section) => section.headings);
      expect(headings[0], `the heading of ${intro.name}`).toBe(intro.name);
      expect(
        headings.filter((heading) => intro.subsections.map(plain).includes(heading)),
        `sections of ${intro.name}`,
      ).toEqual(intro.subsections.map(plain));
      // Its tables, header and first column as the Markdown has them.
      expect(
        shown.flatMap((section) => section.tables),
        `tables of ${intro.name}`,
      ).toEqual(markdownTables(intro.description));
    }
    await page.goto(`${server.url}#/`);
    await page.locator('#api-content h1').first().waitFor({ state: 'visible' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'overview.png') });
  }, 120_000);

  it('lists every tag, in its group, and every operation under its tag', async () => {
    // The sidebar from top to bottom: each group's heading, then its pages of the introduction and
    // its tags, in the order of docs/tag-groups.yaml (the site bundle's x-tagGroups).
    const groups = rendered['x-tagGroups'] ?? [];
    const sidebar = await page
      .locator('[data-component-name="Menu/MenuItem"], .menu-item-type-separator')
      .evaluateAll((items) =>
        items
          // The entries at the top of the navigation (not those under an entry, when expanded).
          .filter((item) => item.parentElement?.closest('[data-component-name="Menu/MenuItem"]') === null)
          .map((item) => ({
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
    // No entry at the top of a group twice (the introduction's "Webhooks" and "Events" were beside
    // the tags of the same names).
    const labels = grouped.flatMap((group) => group.tags);
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
    // Each page of the introduction lists its sections under it.
    for (const intro of pages.filter((p) => p.subsections.length > 0)) {
      const group = await expandTag(page, intro.name);
      const listed = await group
        .locator('[data-component-name="Menu/Menu"]')
        .first()
        .locator(':scope > [data-component-name="Menu/MenuItem"] > a [data-text]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-text') ?? ''));
      expect(listed, `sections under ${intro.name}`).toEqual(intro.subsections.map(plain));
    }

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
    // From the overview, the page at rest (a search box opened while the page still scrolls to
    // where the last test left it can be rendered again, and loses what is typed).
    await page.goto(`${server.url}#/`);
    await page.locator('#api-content h1').first().waitFor({ state: 'visible' });
    // Typed into the search box itself (not wherever the keyboard focus happens to be).
    const input = await openSearch(page);
    await input.pressSequentially('reboot');
    expect(await input.inputValue()).toBe('reboot');
    const results = page.locator('[data-component-name="Search/SearchItem"]');
    // Each expected operation's result, by its method, path and summary. The search runs in a worker
    // over the whole index: on a loaded machine (the gate, two cores) it once took over 15 s.
    for (const entry of expected) {
      const hit = results.filter({ hasText: entry.operation.summary }).filter({ hasText: entry.path });
      await hit.first().waitFor({ timeout: 30_000 });
      const texts = (await hit.allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
      expect(
        texts.some((t) => t.includes(`${entry.method.toUpperCase()} ${entry.path}`)),
        `search result for ${entry.operation.operationId}`,
      ).toBe(true);
    }
    await page.screenshot({ path: path.join(SCREENSHOTS, 'search-reboot.png') });
    // Closed again, for the tests after this one.
    await page.keyboard.press('Escape');
    await input.waitFor({ state: 'hidden', timeout: 10_000 });
  }, 60_000);

  it('finds each section of the introduction, and each error code, first for its own words', async () => {
    // Every page of the introduction and every section under it in the sidebar, by its title: its
    // own result comes first, or after results of the very same title only (the section "Events"
    // of "How webhooks work" and the tag "Events").
    const wanted: { words: string; route: string }[] = [];
    for (const intro of pages) {
      const entry = sidebarEntry(page, intro.name);
      const own = route((await entry.locator(':scope > a').getAttribute('href')) ?? '');
      wanted.push({ words: intro.name, route: own });
      if (intro.subsections.length === 0) continue;
      const group = await expandTag(page, intro.name);
      const links = await group
        .locator('[data-component-name="Menu/Menu"]')
        .first()
        .locator(':scope > [data-component-name="Menu/MenuItem"] > a')
        .evaluateAll((items) =>
          items.map((a) => ({
            words: a.querySelector('[data-text]')?.getAttribute('data-text') ?? '',
            href: a.getAttribute('href') ?? '',
          })),
        );
      expect(links.map((link) => link.words)).toEqual(intro.subsections.map(plain));
      for (const link of links) wanted.push({ words: link.words, route: route(link.href) });
    }
    const codes = pages.find((p) => p.section === ERROR_CODES_SECTION)?.subsections ?? [];
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes)
      expect(
        wanted.some((w) => w.words === plain(code)),
        code,
      ).toBe(true);

    const input = await openSearch(page);
    const results = page.locator('[data-component-name="Search/SearchItem"]');
    const misses: string[] = [];
    for (const { words, route: expected } of wanted) {
      // Emptied first, so that the results read next are this search's (the list empties with the box).
      await input.fill('');
      await results.first().waitFor({ state: 'detached', timeout: 30_000 });
      await input.fill(words);
      await results.first().waitFor({ timeout: 30_000 });
      const found = await results.evaluateAll((items) =>
        items.map((item) => ({
          href: item.getAttribute('href') ?? '',
          title: (item as HTMLElement).innerText.split('\n')[0]!.trim(),
        })),
      );
      const rank = found.findIndex((result) => route(result.href) === expected);
      const before = found.slice(0, Math.max(rank, 0));
      if (rank < 0 || before.some((result) => result.title.toLowerCase() !== words.toLowerCase()))
        misses.push(
          `"${words}": ${expected} at ${rank < 0 ? 'no rank' : rank + 1}, after ${JSON.stringify(before.slice(0, 3))}`,
        );
    }
    expect(misses).toEqual([]);
    await input.fill('insufficient_scope');
    await results.first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'search-error-code.png') });
    await page.keyboard.press('Escape');
    await input.waitFor({ state: 'hidden', timeout: 10_000 });
  }, 300_000);

  it(`opens ${SUBJECT.method.toUpperCase()} ${SUBJECT.path}: its samples, 200 example and rate-limit headers`, async () => {
    const entry = entries.find((e) => e.method === SUBJECT.method && e.path === SUBJECT.path);
    expect(entry, 'the operation is in the document').toBeDefined();
    const { operation } = entry!;

    // Through the navigation, as a reader would.
    const group = await expandTag(page, operation.tags[0]!);
    await group
      .locator('.menu-item-type-operation', { has: page.locator(`[data-text="${operation.summary}"]`) })
      .click();
    // The operation's section: the innermost block holding its heading and its sample panels.
    const heading = headingOf(operation.summary);
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

  it('shows the badges of what a call risks and starts, and its risks in words, as the document declares', async () => {
    const risksOf = (entry: (typeof entries)[number]) => (entry.operation['x-risk'] ?? []) as RiskSpec[];
    const pick = (what: string, test: (risks: RiskSpec[], starts: unknown) => boolean) => {
      const found = entries.find((entry) => test(risksOf(entry), entry.operation['x-starts']));
      expect(found, `an operation with ${what}`).toBeDefined();
      return found!;
    };
    const subjects = [
      pick('a destructive risk under a condition', (risks) => risks.some((r) => r.kind === 'destructive' && r.when)),
      pick('a paid risk', (risks) => risks.some((r) => r.kind === 'paid' && !r.when)),
      pick('no risk and no action', (risks, starts) => risks.length === 0 && starts === undefined),
    ];
    for (const { operation } of subjects) {
      const { operationId, summary } = operation;
      const risks = risksOf(subjects.find((s) => s.operation === operation)!);
      // The names the docs bundle gave it (test/docs/docs-bundle.test.ts holds them to x-risk and x-starts).
      const bundled = operations(site.bundle).find((e) => e.operation.operationId === operationId)!.operation;
      const names = ((bundled['x-badges'] ?? []) as { name: string }[]).map((badge) => badge.name);
      expect(names.length > 0, operationId).toBe(risks.length > 0);

      await page.goto(`${server.url}#operation/${operationId}`);
      const heading = page.locator('#api-content').locator(headingOf(summary)).first();
      await heading.waitFor({ timeout: 10_000 });
      // In the heading, written as the bundle has them, each shown.
      const badges = heading.locator('[data-component-name="Tag/Tag"]');
      expect(await badges.allInnerTexts(), operationId).toEqual(names);
      for (const badge of await badges.all()) expect(await badge.isVisible(), operationId).toBe(true);
      // In the sidebar entry too (after the method's own tag, which is not a Tag/Tag).
      const entry = page.locator('.menu-item-type-operation', {
        has: page.locator(`[data-text=${JSON.stringify(summary)}]`),
      });
      await expect
        .poll(() => entry.first().locator('[data-component-name="Tag/Tag"]').allInnerTexts(), { timeout: 10_000 })
        .toEqual(names);
      // Each risk: its kind's words in a badge (with the condition's field when it has one), and its
      // summary in the section's text.
      const content = page
        .locator('#api-content div', { has: headingOf(summary) })
        .filter({ has: page.locator('.panel-request-samples') })
        .last();
      const text = squash(await content.innerText());
      for (const risk of risks) {
        const badge = names.find((name) => name.startsWith(RISK_BADGES[risk.kind].name));
        expect(badge, `${operationId}: a badge for ${risk.kind}`).toBeDefined();
        if (risk.when) expect(badge, `${operationId}: the condition`).toContain(risk.when.field);
        expect(text, `${operationId}: ${risk.summary}`).toContain(squash(risk.summary.replace(/`/g, '')));
      }
    }
    await page.screenshot({ path: path.join(SCREENSHOTS, 'risk-badges.png') });
  }, 60_000);

  it('shows every webhook under its tag, and an event with its signature headers and payload example', async () => {
    expect(webhookEntries.length, 'the document has webhooks').toBeGreaterThan(0);
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
    const heading = page.locator('h2', { hasText: new RegExp(`^${escapeRegExp(operation.summary)}`) });
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

  // Was test/docs/example-samples.test.ts, which loaded the site in a browser of its own.
  it('offers one sample per request example in the language menu, each showing its own body, and no separate example picker', async () => {
    // The operation with the most samples: the one with the most request examples.
    const [subject] = operations(site.bundle).sort(
      (a, b) => (b.operation['x-codeSamples']?.length ?? 0) - (a.operation['x-codeSamples']?.length ?? 0),
    );
    const operation = subject!.operation;
    const samples = operation['x-codeSamples'] ?? [];
    expect(samples.length, 'samples of the operation with the most request examples').toBeGreaterThan(2);

    await page.goto(`${server.url}#operation/${operation.operationId}`);
    // Its section's request samples (other sections rendered earlier stay in the page), showing its
    // method and path.
    const panel = page
      .locator('#api-content div', { has: headingOf(operation.summary) })
      .filter({ has: page.locator('.panel-request-samples') })
      .last()
      .locator('.panel-request-samples')
      .filter({ has: page.locator('[data-component-name="Panel/PanelHeader"]', { hasText: subject!.path }) })
      .filter({
        has: page.locator('[data-component-name="Tag/Tag"]', { hasText: new RegExp(`^${subject!.method}$`, 'i') }),
      });
    await panel.first().waitFor({ timeout: 30_000 });
    expect(await panel.count()).toBe(1);
    await panel.scrollIntoViewIfNeeded();

    // Redoc's example picker is in the page but not shown.
    expect(await panel.locator('[aria-label="Example"]').count()).toBe(1);
    expect(await panel.locator('[aria-label="Example"]').isVisible()).toBe(false);

    const code = panel.locator('[data-component-name="CodeBlock/CodeBlockContainer"]');
    const menu = panel
      .locator('[data-component-name="Panel/PanelHeader"] > [data-component-name="Dropdown/Dropdown"]')
      .last();
    await expect.poll(async () => squash(await code.innerText())).toBe(squash(samples[0]!.source));
    for (const sample of samples) {
      await menu.locator('button').first().click();
      // The menu opens in a layer of its own, outside the panel.
      const items = page.getByRole('menuitem').filter({ visible: true });
      await expect.poll(() => items.allInnerTexts()).toEqual(samples.map((s) => s.label));
      if (sample === samples[0]) {
        // Each label whole, checked on the first opening: nothing in an item is wider than its box
        // (Redoc cut them at 150 px: "curl · Create b…").
        const cut = await items.evaluateAll((elements) =>
          elements.flatMap((item) =>
            [item, ...Array.from(item.querySelectorAll('*'))]
              .filter((element) => element.scrollWidth > element.clientWidth + 1)
              .map(() => (item as HTMLElement).innerText),
          ),
        );
        expect(cut, 'menu labels cut').toEqual([]);
      }
      await page.getByRole('menuitem', { name: sample.label, exact: true }).filter({ visible: true }).click();
      await expect
        .poll(async () => squash(await code.innerText()), { message: sample.label })
        .toBe(squash(sample.source));
      expect(await menu.innerText()).toBe(sample.label);
    }
  }, 240_000);

  it('offers the document for download, as JSON and YAML, from the server and from the file', async () => {
    const fromFile = await open(await session.context.newPage(), pathToFileURL(path.join(site.dir, 'index.html')).href);
    for (const [tab, base] of [
      [page, server.url],
      [fromFile, pathToFileURL(path.join(site.dir, 'index.html')).href],
    ] as const) {
      await tab.goto(`${base}#/`);
      const panel = tab.locator('.panel-api-docs');
      await panel.first().waitFor({ timeout: 10_000 });
      const documents: Document[] = [];
      for (const file of DOWNLOADS) {
        const name = path.basename(file);
        const link = panel.getByRole('link', { name, exact: true });
        // Over HTTP the link downloads; from a file, Chromium ignores `download` for a file it can
        // show itself (the JSON) and opens it in a tab, and downloads the others (the YAML).
        const downloaded = tab.waitForEvent('download', { timeout: 30_000 }).catch(() => undefined);
        const opened = session.context.waitForEvent('page', { timeout: 30_000 }).catch(() => undefined);
        await link.click();
        const first = await Promise.race([
          downloaded.then((download) => download && { download }),
          opened.then((popup) => popup && { popup }),
        ]);
        expect(first, `${name} from ${base}: a download or a tab`).toBeDefined();
        const download = first && 'download' in first ? first.download : undefined;
        if (first && 'popup' in first) {
          expect(base.startsWith('file:'), `${name} opened in a tab from ${base}`).toBe(true);
          await first.popup.waitForLoadState();
          expect(first.popup.url()).toBe(pathToFileURL(path.join(site.dir, name)).href);
          await first.popup.close();
        }
        // Byte for byte the copy beside the page (build-html.ts copies generated/ there), and the
        // document the site shows: its version and every path.
        const saved = fs.readFileSync(download ? await download.path() : path.join(site.dir, name));
        if (download) expect(download.suggestedFilename(), base).toBe(name);
        expect(saved.equals(fs.readFileSync(path.join(site.dir, name))), `${name} from ${base}`).toBe(true);
        const document = (
          name.endsWith('.json') ? JSON.parse(saved.toString()) : parseYaml(saved.toString())
        ) as Document;
        expect(document.info.version, name).toBe(site.bundle.info.version);
        expect(Object.keys(document.paths), name).toEqual(Object.keys(site.bundle.paths));
        expect(document['x-tagGroups'], `${name}: the contract, not the docs bundle`).toBeUndefined();
        documents.push(document);
      }
      expect(documents[0], 'the YAML is the JSON').toEqual(documents[1]);
    }
    await page.screenshot({ path: path.join(SCREENSHOTS, 'downloads.png') });
    await fromFile.close();
  }, 60_000);

  it('lays out the introduction at 1,440 px: code blocks whole, code in tables unbroken', async () => {
    const tab = await session.context.newPage();
    await tab.setViewportSize(DESKTOP);
    await open(tab);
    const problems: string[] = [];
    let measured = { blocks: 0, cells: 0 };
    for (const intro of pages) {
      const slug = await routeOf(tab, intro.name);
      await tab.goto(`${server.url}#${slug}`);
      const found = (
        await throughSections(tab, slug, (section) => {
          const out: string[] = [];
          // A code block shows all of its text: nothing wider than its box (it was cut at the right).
          const blocks = Array.from(section.querySelectorAll('pre'));
          for (const pre of blocks)
            if (pre.scrollWidth > pre.clientWidth + 1)
              out.push(`code block ${pre.scrollWidth} px in ${pre.clientWidth}: ${pre.textContent?.slice(0, 40)}`);
          // Code in a table is on one line (it broke at its hyphens: "X- RateLimit- Limit").
          const cells = Array.from(section.querySelectorAll(':is(td, th) code'));
          for (const code of cells)
            if (code.getClientRects().length > 1) out.push(`table code broken: ${code.textContent}`);
          // A table fits the page.
          for (const table of Array.from(section.querySelectorAll('table'))) {
            const box = table.parentElement!;
            if (box.scrollWidth > box.clientWidth + 1) out.push(`table ${box.scrollWidth} px in ${box.clientWidth}`);
          }
          return { out, blocks: blocks.length, cells: cells.length };
        })
      ).reduce((sum, one) => ({
        out: [...sum.out, ...one.out],
        blocks: sum.blocks + one.blocks,
        cells: sum.cells + one.cells,
      }));
      problems.push(...found.out.map((problem) => `${intro.name}: ${problem}`));
      measured = { blocks: measured.blocks + found.blocks, cells: measured.cells + found.cells };
      if (intro.section === 'Rate limits')
        await tab.screenshot({ path: path.join(SCREENSHOTS, 'desktop-rate-limits.png') });
      if (intro.section === 'Errors') await tab.screenshot({ path: path.join(SCREENSHOTS, 'desktop-errors.png') });
    }
    expect(measured.blocks, 'code blocks measured').toBeGreaterThan(5);
    expect(measured.cells, 'code in tables measured').toBeGreaterThan(20);
    expect(problems).toEqual([]);
    await tab.close();
  }, 120_000);

  it('lays out the page on a phone: titles break between words, the menu button covers no text', async () => {
    const tab = await session.context.newPage();
    await tab.setViewportSize(PHONE);
    await tab.goto(server.url);
    const button = tab.locator('[data-testid="floating-button"]');
    await button.waitFor({ timeout: 30_000 });
    const heading = tab.locator('#api-content h1').first();
    await heading.waitFor({ timeout: 30_000 });

    /** Words of the element's text that the browser broke over two lines, and its overflow. */
    const brokenWords = (element: Locator) =>
      element.evaluate((root) => {
        const out: string[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index!);
            range.setEnd(node, match.index! + match[0].length);
            if (range.getClientRects().length > 1) out.push(match[0]);
          }
        }
        if (root.scrollWidth > root.clientWidth + 1) out.push(`(${root.scrollWidth} px in ${root.clientWidth})`);
        return out;
      });
    /** Text of the content under the button, unless the button is a bar along the screen's top
     *  edge (text scrolled past the top goes under it, as under any header). */
    const covered = () =>
      button.evaluate((element) => {
        const bar = element.getBoundingClientRect();
        const out: string[] = [];
        const walker = document.createTreeWalker(document.querySelector('#api-content')!, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of Array.from(range.getClientRects())) {
            const overlaps =
              line.width > 0 &&
              line.left < bar.right &&
              line.right > bar.left &&
              line.top < bar.bottom &&
              line.bottom > bar.top;
            const underTopBar = bar.top <= 0 && line.top < bar.bottom;
            if (overlaps && !(underTopBar && window.scrollY > 0)) out.push(node.textContent.trim().slice(0, 40));
          }
        }
        return out;
      });

    expect(await brokenWords(heading), 'the title').toEqual([]);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'page overflow').toBe(0);
    expect(await covered(), 'text under the menu button at the top').toEqual([]);
    await tab.screenshot({ path: path.join(SCREENSHOTS, 'phone-overview.png') });
    for (const y of [700, 1500, 3000]) {
      await tab.evaluate((to) => window.scrollTo(0, to), y);
      expect(await covered(), `text under the menu button at ${y} px`).toEqual([]);
    }
    await tab.screenshot({ path: path.join(SCREENSHOTS, 'phone-scrolled.png') });

    // Each page of the introduction: its title whole, nothing wider than the screen.
    for (const intro of pages) {
      const slug = await routeOf(tab, intro.name);
      await tab.goto(`${server.url}#${slug}`);
      const own = tab.locator(`#api-content [data-section-id="${slug}"]`);
      await own.first().waitFor({ timeout: 10_000 });
      expect(await brokenWords(own.first().locator(':is(h1, h2)').first()), intro.name).toEqual([]);
      expect(await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), intro.name).toBe(0);
      if (intro.section === 'Rate limits')
        await tab.screenshot({ path: path.join(SCREENSHOTS, 'phone-rate-limits.png') });
    }

    // The menu the button opens starts below it: its search box is not under the bar.
    await button.click();
    const trigger = tab.locator('[data-testid="search-trigger"]');
    await trigger.waitFor({ state: 'visible', timeout: 10_000 });
    const [barBox, searchBox] = [await button.boundingBox(), await trigger.boundingBox()];
    expect(searchBox!.y, 'the search box below the menu bar').toBeGreaterThanOrEqual(barBox!.y + barBox!.height);
    await tab.screenshot({ path: path.join(SCREENSHOTS, 'phone-menu.png') });
    await tab.close();
  }, 120_000);

  it('works offline from the file too', async () => {
    // A second tab of the same session (its requests and errors are recorded with the first's).
    const page = await open(await session.context.newPage(), pathToFileURL(path.join(site.dir, 'index.html')).href);
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
    await page.close();
  }, 60_000);
});
