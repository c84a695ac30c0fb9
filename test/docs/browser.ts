// Debian's Chromium, driven by playwright-core: headless, background networking off. Each test
// gets a session of its own (a fresh browser context: no cookies, storage, focus or open dialogs
// left by another test) in which every request is recorded; any request that would leave loopback
// is aborted and listed, as is every console error and uncaught page error. A session without
// interception (`{ intercept: false }`) aborts nothing: Playwright answers the CORS preflights of
// an intercepted context itself (allowing everything), so a test of a server's preflight needs one.
import * as fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** URLs that never touch the network (blob:, data:, about:, file:) or stay on this machine. */
export function staysLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (['blob:', 'data:', 'about:', 'file:'].includes(protocol)) return true;
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(protocol)) return false;
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Every request the session made, in order. */
  requests: string[];
  /** The requests that would have left loopback (aborted). */
  blocked: string[];
  /** Console errors and uncaught page errors. */
  errors: string[];
  close(): Promise<void>;
}

export interface SessionBrowser {
  /** A fresh, recorded context with one page; requests leaving loopback aborted unless `intercept` is false. */
  newSession(options?: { intercept?: boolean }): Promise<BrowserSession>;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<SessionBrowser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install chromium), as .ci/run does`);
  }
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    timeout: 60_000,
  });
  return {
    async newSession({ intercept = true } = {}) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, serviceWorkers: 'block' });
      const requests: string[] = [];
      const blocked: string[] = [];
      const errors: string[] = [];
      context.on('request', (request) => requests.push(request.url()));
      if (intercept) {
        await context.route('**/*', async (route) => {
          const url = route.request().url();
          if (staysLocal(url)) return route.continue();
          blocked.push(url);
          return route.abort('blockedbyclient');
        });
      }
      context.on('page', (page) => {
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(`console: ${message.text()}`);
        });
        page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      });
      const page = await context.newPage();
      return { context, page, requests, blocked, errors, close: () => context.close() };
    },
    close: () => browser.close(),
  };
}
