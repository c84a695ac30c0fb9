// Debian's Chromium, driven by playwright-core: headless, background networking off, a fresh
// profile, and every request recorded; any request that would leave loopback is aborted and
// listed, as is every console error and uncaught page error.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

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

export interface RecordingBrowser {
  context: BrowserContext;
  page: Page;
  /** Every request the page made, in order. */
  requests: string[];
  /** The requests that would have left loopback (aborted). */
  blocked: string[];
  /** Console errors and uncaught page errors. */
  errors: string[];
  close(): Promise<void>;
}

export async function launchRecordingBrowser(): Promise<RecordingBrowser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install chromium), as .ci/run does`);
  }
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'vps-api-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1400, height: 900 },
    serviceWorkers: 'block',
    timeout: 60_000,
  });
  const requests: string[] = [];
  const blocked: string[] = [];
  const errors: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (staysLocal(url)) return route.continue();
    blocked.push(url);
    return route.abort('blockedbyclient');
  });
  const listen = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  };
  context.pages().forEach(listen);
  context.on('page', listen);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    requests,
    blocked,
    errors,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
