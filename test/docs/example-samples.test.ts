// The request samples of an operation with several request-body examples, in Chromium: the
// language menu offers one sample per language and example, labelled with the example's summary,
// and picking one shows exactly that sample; Redoc's own example picker, which cannot change the
// code, is not shown beside it (docs/template.hbs), so the page never names another example than
// the one the code sends. Every expectation comes from the docs bundle the page was built from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type Operation } from '../../scripts/docs/openapi.js';
import { serveFolder, type StaticServer } from '../../scripts/lib/static-server.js';
import { launchBrowser, type BrowserSession, type SessionBrowser } from './browser.js';
import type { BuiltSite } from './helpers.js';
import { sharedSite } from './shared-site.js';

const squash = (text: string) => text.replace(/\s+/g, '');

describe('request samples per example, in Chromium', () => {
  let site: BuiltSite;
  let server: StaticServer;
  let browser: SessionBrowser;
  let session: BrowserSession | undefined;

  beforeAll(async () => {
    site = sharedSite();
    server = await serveFolder(site.dir, 0);
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await session?.close();
    await browser?.close();
    await server?.stop();
    site?.remove();
  });

  it('offers one sample per request example in the language menu, each showing its own body, and no separate example picker', async () => {
    // The operation with the most samples: the one with the most request examples.
    const [subject] = operations(site.bundle).sort(
      (a, b) => (b.operation['x-codeSamples']?.length ?? 0) - (a.operation['x-codeSamples']?.length ?? 0),
    );
    const operation = subject!.operation as Operation;
    const samples = operation['x-codeSamples'] ?? [];
    expect(samples.length, 'samples of the operation with the most request examples').toBeGreaterThan(2);

    session = await browser.newSession();
    const { page } = session;
    await page.goto(`${server.url}#operation/${operation.operationId}`);
    const panel = page
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
      await page.getByRole('menuitem', { name: sample.label, exact: true }).filter({ visible: true }).click();
      await expect
        .poll(async () => squash(await code.innerText()), { message: sample.label })
        .toBe(squash(sample.source));
      expect(await menu.innerText()).toBe(sample.label);
    }
    expect(session.errors).toEqual([]);
    expect(session.blocked).toEqual([]);
  }, 120_000);
});
