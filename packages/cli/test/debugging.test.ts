// Seeing what happened: --debug prints each HTTP exchange; an answer that is not the API's, an API
// that cannot be reached and a URL without a scheme are errors naming the URL and where it came from;
// auth login and context create check the token and URL before saving. Against a real sandbox, a
// server on 127.0.0.1 that is not the API, and a port nothing listens on.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../src/run/exit-codes.js';
import { pathOf, startCliSandbox, startRecorder, vps, type CliSandbox } from './helpers.js';

interface Foreign {
  url: string;
  close(): Promise<void>;
}

/** A web server on 127.0.0.1 that is not the API: an HTML page with `status` for every path. */
async function startForeign(status: number): Promise<Foreign> {
  const server = createServer((_request, response) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Not here</title><h1>Nothing here</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A URL on 127.0.0.1 where nothing listens (a port just freed). */
async function closedUrl(): Promise<string> {
  const foreign = await startForeign(200);
  await foreign.close();
  return foreign.url;
}

let sb: CliSandbox;
let configHome: string;
beforeAll(async () => {
  sb = await startCliSandbox();
  configHome = mkdtempSync(join(tmpdir(), 'vps-cli-debug-'));
});
afterAll(async () => {
  rmSync(configHome, { recursive: true, force: true });
  await sb?.close();
});

const contexts = () => {
  const file = join(configHome, 'vps', 'config.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).contexts : {};
};

describe('vps --debug', { timeout: 120_000 }, () => {
  it('prints each exchange on stderr: method, URL, status, time, request id, the token masked', async () => {
    const token = sb.sandbox.tokens.full;
    const url = `${sb.sandbox.url}${pathOf('getServer', { server_id: 42 })}`;
    const found = await vps(['servers', 'get', '42', '-q', '--debug'], { env: sb.env });
    expect(found.code, found.stderr).toBe(0);
    expect(found.stdout).toBe('42\n');
    expect(found.stderr).toContain(`debug: > GET ${url} (Authorization: Bearer ****${token.slice(-4)})`);
    expect(found.stderr).toMatch(
      new RegExp(`debug: < 200 GET ${url.replace(/[.?]/g, '\\$&')} in \\d+ ms, request id \\S+`),
    );
    expect(found.stderr).not.toContain(token);
    // The id printed is the one the API gave: the problem document of a 404 carries it too.
    const missing = await vps(['servers', 'get', '999999', '--debug'], { env: sb.env });
    expect(missing.code).toBe(EXIT.notFound);
    const logged = /debug: < 404 GET \S+ in \d+ ms, request id (\S+)/.exec(missing.stderr)?.[1];
    expect(logged, missing.stderr).toBeDefined();
    expect(missing.stderr).toContain(`Request id: ${logged}`);
    // Without --debug, nothing of it.
    const quiet = await vps(['servers', 'get', '42', '-q'], { env: sb.env });
    expect(quiet.stderr).toBe('');
  });
});

// Side by side (none changes the sandbox): the unreachable API's retries back off while the others run.
describe('errors that name the URL', { timeout: 120_000, concurrent: true }, () => {
  it('an answer that is not the API: the URL, what came back, and where the URL was set', async ({ expect }) => {
    const page404 = await startForeign(404);
    const page200 = await startForeign(200);
    try {
      const notFound = await vps(['servers', 'list'], { env: { ...sb.env, VPS_API_URL: page404.url } });
      expect(notFound.code).toBe(EXIT.notFound);
      expect(notFound.stderr).toContain(`GET ${page404.url}${pathOf('listServers')}`);
      expect(notFound.stderr).toMatch(/answered 404 Not Found with a text\/html body, not a problem document/);
      expect(notFound.stderr).toContain(`Is ${page404.url} (VPS_API_URL) the API's URL?`);
      const json = await vps(['servers', 'list', '-o', 'json'], { env: { ...sb.env, VPS_API_URL: page404.url } });
      expect(JSON.parse(json.stderr)).toMatchObject({ error: 'not_the_api', status: 404, url_from: 'VPS_API_URL' });
      const ok = await vps(['servers', 'list'], { env: { ...sb.env, VPS_API_URL: page200.url } });
      expect(ok.code).toBe(EXIT.server);
      expect(ok.stderr).toContain(`the answer of the API at ${page200.url} (VPS_API_URL) is not JSON`);
    } finally {
      await page404.close();
      await page200.close();
    }
  });

  it('an API that cannot be reached: the URL, where it came from and the cause (ECONNREFUSED)', async ({ expect }) => {
    const url = await closedUrl();
    const result = await vps(['servers', 'list', '--debug'], { env: { ...sb.env, VPS_API_URL: url } });
    expect(result.code).toBe(EXIT.server);
    expect(result.stderr).toMatch(
      new RegExp(`Error: cannot reach the API at ${url} \\(VPS_API_URL\\): fetch failed: .*ECONNREFUSED`),
    );
    expect(result.stderr).toMatch(/debug: < failed GET \S+ after \d+ ms: fetch failed: .*ECONNREFUSED/);
  });

  it('a URL without a scheme: a usage error naming the variable, context or flag it came from', async ({ expect }) => {
    const env = await vps(['servers', 'list'], { env: { ...sb.env, VPS_API_URL: '127.0.0.1:4020' } });
    expect(env.code).toBe(EXIT.usage);
    expect(env.stderr).toContain('VPS_API_URL: "127.0.0.1:4020" is not an http:// or https:// URL');
    const home = mkdtempSync(join(tmpdir(), 'vps-cli-badurl-'));
    try {
      mkdirSync(join(home, 'vps'));
      const config = { contexts: { bad: { token: 't', url: 'localhost:4020' } } };
      writeFileSync(join(home, 'vps', 'config.json'), JSON.stringify(config));
      const context = await vps(['--context', 'bad', 'servers', 'list'], { env: { XDG_CONFIG_HOME: home } });
      expect(context.code).toBe(EXIT.usage);
      expect(context.stderr).toMatch(/the URL of --context "bad" .*: "localhost:4020" is not an http/);
      const flag = await vps(['context', 'create', 'other', '--url', 'foo'], {
        env: { XDG_CONFIG_HOME: home },
        input: 't\n',
      });
      expect(flag.code).toBe(EXIT.usage);
      expect(flag.stderr).toContain('--url: "foo" is not an http:// or https:// URL');
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});

describe('checked logins', { timeout: 120_000 }, () => {
  const home = () => ({ XDG_CONFIG_HOME: configHome });

  it('auth login and context create check token and URL with one GET first, and save only what works', async () => {
    const badToken = await vps(['auth', 'login', '--name', 'bad', '--url', sb.sandbox.url], {
      env: home(),
      input: 'not-a-token\n',
    });
    expect(badToken.code).toBe(EXIT.auth);
    expect(badToken.stderr).toMatch(/not saved: the API refused the token \(401 \w+\): check the token/);
    const page = await startForeign(404);
    const unreachable = await closedUrl();
    try {
      const notApi = await vps(['context', 'create', 'html', '--url', page.url], {
        env: home(),
        input: `${sb.sandbox.tokens.full}\n`,
      });
      expect(notApi.code).toBe(EXIT.usage);
      expect(notApi.stderr).toMatch(
        /not saved: GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/\S+ answered 404 .*check the URL/,
      );
      const refused = await vps(['context', 'create', 'gone', '--url', unreachable], {
        env: home(),
        input: `${sb.sandbox.tokens.full}\n`,
      });
      expect(refused.code).toBe(EXIT.server);
      expect(refused.stderr).toMatch(
        new RegExp(`not saved: cannot reach ${unreachable}: .*ECONNREFUSED.*check the URL`),
      );
    } finally {
      await page.close();
    }
    expect(contexts()).toEqual({});
    // --no-verify saves without asking.
    const unchecked = await vps(['context', 'create', 'unchecked', '--url', unreachable, '--no-verify'], {
      env: home(),
      input: 'anything\n',
    });
    expect(unchecked.code, unchecked.stderr).toBe(0);
    // A good token and URL: checked with one GET, then saved.
    const recorder = await startRecorder(sb.sandbox.url);
    try {
      const good = await vps(['auth', 'login', '--name', 'good', '--url', recorder.url], {
        env: home(),
        input: `${sb.sandbox.tokens.read}\n`,
      });
      expect(good.code, good.stderr).toBe(0);
      expect(good.stderr).toContain(`Checked against ${recorder.url}`);
      expect(recorder.requests.map((r) => r.method)).toEqual(['GET']);
      expect(recorder.requests[0]!.authorization).toBe(`Bearer ${sb.sandbox.tokens.read}`);
    } finally {
      await recorder.close();
    }
    expect(Object.keys(contexts()).sort()).toEqual(['good', 'unchecked']);
  });
});
