// The browser policy from a real page: Chromium (playwright-core, Debian's chromium) opens a page
// served from one loopback origin, which calls the sandbox and the mock, each on an origin of its
// own, with an Authorization header: the browser sends a preflight first and reads the answers'
// rate-limit headers only if both servers allow and expose them. The session intercepts nothing
// (Playwright would answer the preflights itself). A header the policy does not allow must make
// the browser refuse the request: the preflight is really the servers'.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFolder, type StaticServer } from '../../scripts/lib/static-server.js';
import { launchBrowser, staysLocal, type BrowserSession, type SessionBrowser } from '../docs/browser.js';
import { componentHeader, firstCollection, startTargets, type Targets } from './support.js';

interface PageAnswer {
  ok: boolean;
  status?: number;
  headers?: Record<string, string | null>;
  error?: string;
}

describe('a page on another origin calls the mock and the sandbox (Chromium)', () => {
  let targets: Targets;
  let page: StaticServer;
  let folder: string;
  let browser: SessionBrowser;
  let session: BrowserSession | undefined;

  beforeAll(async () => {
    targets = await startTargets({ ownMock: true });
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cors-page-'));
    fs.writeFileSync(
      path.join(folder, 'index.html'),
      '<!doctype html><title>CORS</title><p>A page on its own origin.</p>',
    );
    page = await serveFolder(folder, 0);
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await session?.close();
    await browser?.close();
    await page?.stop();
    await targets?.stop();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  /** Runs fetch in the page and reports what the page could see of the answer. */
  async function fetchFromPage(
    url: string,
    init: { method?: string; headers: Record<string, string> },
    read: string[],
  ): Promise<PageAnswer> {
    return session!.page.evaluate(
      async ({ url, init, read }) => {
        try {
          const answer = await fetch(url, { ...init, mode: 'cors' });
          await answer.text();
          return {
            ok: true,
            status: answer.status,
            headers: Object.fromEntries(read.map((name) => [name, answer.headers.get(name)])),
          };
        } catch (error) {
          return { ok: false, error: String(error) };
        }
      },
      { url, init, read },
    );
  }

  it('reads X-RateLimit-Remaining and X-Request-Id of a preflighted GET with a bearer token, from both', async () => {
    session = await browser.newSession({ intercept: false });
    await session.page.goto(new URL('/', page.url).href);
    const pageOrigin = new URL(page.url).origin;
    const remaining = componentHeader('X-RateLimit-Remaining');
    const limit = componentHeader('X-RateLimit-Limit');
    const requestId = componentHeader('X-Request-Id');
    for (const target of targets.both) {
      expect(new URL(target.url).origin, 'another origin than the page').not.toBe(pageOrigin);
      const answer = await fetchFromPage(
        target.url + firstCollection().path,
        { headers: { Authorization: `Bearer ${target.token}` } },
        [remaining, limit, requestId],
      );
      expect(answer, target.name).toMatchObject({ ok: true, status: 200 });
      const left = Number(answer.headers?.[remaining]);
      expect(
        Number.isInteger(left) && left >= 0 && left < Number(answer.headers?.[limit]),
        `${target.name}: ${remaining} ${answer.headers?.[remaining]}`,
      ).toBe(true);
      expect(answer.headers?.[requestId], target.name).toBeTruthy();
    }
    expect(session.requests.every(staysLocal)).toBe(true);
    expect(session.errors.filter((error) => !/CORS|Failed to load resource/.test(error))).toEqual([]);
  });

  it('reads the 405 and its Allow header of a method the path lacks, and is refused a header the policy does not allow', async () => {
    session ??= await browser.newSession({ intercept: false });
    await session.page.goto(new URL('/', page.url).href);
    const allow = componentHeader('Allow');
    for (const target of targets.both) {
      const url = target.url + firstCollection().path;
      const refused = await fetchFromPage(
        url,
        { method: 'DELETE', headers: { Authorization: `Bearer ${target.token}` } },
        [allow],
      );
      expect(refused, target.name).toMatchObject({ ok: true, status: 405 });
      expect(refused.headers?.[allow], target.name).toMatch(/GET/);
      const blocked = await fetchFromPage(
        url,
        { headers: { Authorization: `Bearer ${target.token}`, 'X-Not-In-The-Policy': '1' } },
        [],
      );
      expect(blocked, target.name).toMatchObject({ ok: false });
      expect(blocked.error, target.name).toMatch(/TypeError/);
    }
  });
});
