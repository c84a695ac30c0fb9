// The domains' terms (state-machines.domain-register-renew) against a faithful target (nothing fails)
// and against one planted fault per promise: the registration's years, a renewal's years, years out
// of bounds (the schema's, the TLD's, the 10-year horizon) refused with /years and nothing changed,
// no registered_at or expires_at while registering, registered_at within the registration, the
// transfer lock on after it, the auth code of a young domain refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Fault,
  type FaultyTarget,
  failedChecks,
  type ProxiedAnswer,
  type ProxiedRequest,
  rewriteJson,
  startFaultyTarget,
} from './support/faulty-target.js';

const CHECK = 'state-machines.domain-register-renew';

let target: FaultyTarget;
beforeAll(async () => {
  target = await startFaultyTarget();
});
afterAll(async () => {
  await target?.close();
});

const path = (request: ProxiedRequest) => request.url.split('?')[0] ?? '';
const isRegister = (request: ProxiedRequest) => request.method === 'POST' && path(request) === '/api/v1/domains/';
const isRenew = (request: ProxiedRequest) =>
  request.method === 'POST' && /\/domains\/[^/]+\/renew\/$/.test(path(request));
const isDomainRead = (request: ProxiedRequest) =>
  request.method === 'GET' && /^\/api\/v1\/domains\/cf-[^/]+\/$/.test(path(request));
const JSON_OK = (answer: ProxiedAnswer) => (answer.headers['content-type'] ?? '').includes('json');

/** Forwards the request with its JSON body changed where `select` picks it. */
function rewriteRequest(
  select: (request: ProxiedRequest, body: Record<string, unknown>) => boolean,
  change: (body: Record<string, unknown>) => Record<string, unknown>,
): Fault {
  return async (request, forward) => {
    if (request.body.length === 0) return forward(request);
    const body = JSON.parse(request.body.toString('utf8')) as Record<string, unknown>;
    if (!select(request, body)) return forward(request);
    return forward({ ...request, body: Buffer.from(JSON.stringify(change(body))) });
  };
}

/** Runs the domain check with a fault planted: it must fail, each failure with its evidence. */
async function failuresOf(fault: Fault): Promise<string> {
  target.plant(fault);
  try {
    const report = await target.run({ only: [CHECK] });
    const result = report.results.find((r) => r.id === CHECK);
    expect(result?.outcome, JSON.stringify(result?.failures.slice(0, 3))).toBe('failed');
    for (const failure of result?.failures ?? []) expect(failure.exchange?.status).toBeGreaterThan(0);
    return (result?.failures ?? []).map((f) => f.message).join('\n');
  } finally {
    target.plant(undefined);
  }
}

describe('domains: registration and renewal terms', () => {
  it('passes against the sandbox, leaving its one domain named', { timeout: 30_000 }, async () => {
    target.plant(undefined);
    const report = await target.run({ only: [CHECK] });
    expect(failedChecks(report)).toEqual({});
    expect(report.results.map((r) => [r.id, r.outcome])).toEqual([[CHECK, 'passed']]);
    expect(report.leftovers).toEqual([expect.stringMatching(new RegExp(`^domain ${report.prefix}-dom\\d+\\.com `))]);
  });

  it('fails when a registration lasts one year whatever years asked', { timeout: 30_000 }, async () => {
    const all = await failuresOf(
      rewriteRequest(
        (request, body) => isRegister(request) && Number(body.years) >= 2 && Number(body.years) <= 10,
        (body) => ({ ...body, years: 1 }),
      ),
    );
    expect(all).toMatch(
      /registered for 2 years \(createDomain's years\), the domain expires 365\.0 days \(2 years: 730 to 732\) after/,
    );
  });

  it('fails when a renewal adds one year whatever years asked', { timeout: 30_000 }, async () => {
    const all = await failuresOf(
      rewriteRequest(
        (request, body) => isRenew(request) && body.years === 2,
        (body) => ({ ...body, years: 1 }),
      ),
    );
    expect(all).toMatch(
      /after renewing for 2 years the domain is active and expires_at moved 365\.0 days \(2 years: 730 to 732\)/,
    );
  });

  it("fails when a registration for more than the schema's maximum is accepted", { timeout: 30_000 }, async () => {
    const all = await failuresOf(
      rewriteRequest(
        (request, body) => isRegister(request) && body.years === 11,
        (body) => ({ ...body, years: 3 }),
      ),
    );
    expect(all).toMatch(/createDomain with years 11 \(over the schema's maximum 10\) answered 201, expected 400/);
  });

  it('fails when a renewal past the 10-year horizon is accepted, and starts an action', {
    timeout: 30_000,
  }, async () => {
    const all = await failuresOf(
      rewriteRequest(
        (request, body) => isRenew(request) && body.years === 7,
        (body) => ({ ...body, years: 1 }),
      ),
    );
    expect(all).toMatch(
      /renewDomain with years 7 \(the new expiry about 11 years from now, past the document's 10\) answered 201/,
    );
    expect(all).toMatch(/refused renewals started 1 renew_domain action/);
  });

  it('fails when a refusal of years does not name /years', { timeout: 30_000 }, async () => {
    const all = await failuresOf(
      rewriteJson(
        (request, answer) => (isRegister(request) || isRenew(request)) && answer.status === 400,
        (body) => ({ ...body, errors: [{ field: '/name', code: 'invalid_value', message: 'No.' }] }),
      ),
    );
    expect(all).toMatch(/createDomain with years 0 .* refused without an errors\[\] entry for \/years/);
    expect(all).toMatch(/renewDomain with years 11 .* refused without an errors\[\] entry for \/years/);
  });

  it('fails when a registering domain already has an expiry', { timeout: 30_000 }, async () => {
    const all = await failuresOf(
      rewriteJson(
        (request, answer) => isRegister(request) && answer.status === 201,
        (body) => ({ ...body, expires_at: '2030-01-01T00:00:00Z' }),
      ),
    );
    expect(all).toMatch(/expected both null while registering/);
  });

  it('fails when the registered domain has its transfer lock off, or a registered_at before its order', {
    timeout: 30_000,
  }, async () => {
    let first = true;
    const all = await failuresOf(
      rewriteJson(
        (request, answer) => isDomainRead(request) && answer.status === 200 && JSON_OK(answer),
        (body) => {
          if (body.status !== 'active' || !first) return body;
          first = false;
          const registered = Date.parse(String(body.registered_at)) - 3_600_000;
          const expires = Date.parse(String(body.expires_at)) - 3_600_000;
          return {
            ...body,
            locked: false,
            registered_at: new Date(registered).toISOString(),
            expires_at: new Date(expires).toISOString(),
          };
        },
      ),
    );
    expect(all).toMatch(/a new registration starts with the transfer lock on, but the domain has locked false/);
    expect(all).toMatch(/registered_at .* is not between the order/);
  });

  it('fails when the auth code of a domain registered less than 60 days ago is given once its lock is off', {
    timeout: 30_000,
  }, async () => {
    let unlocked = false;
    const all = await failuresOf(async (request, forward) => {
      const answer = await forward(request);
      if (request.method === 'PATCH' && request.body.toString('utf8').includes('"locked":false')) unlocked = true;
      if (request.method === 'GET' && request.url.includes('/auth-code/') && unlocked && answer.status === 400) {
        const name = decodeURIComponent(path(request).split('/')[4] ?? '');
        return {
          status: 200,
          headers: { ...answer.headers, 'content-type': 'application/json' },
          body: Buffer.from(JSON.stringify({ name, auth_code: 'Xy7#kP2q9Lm4' })),
        };
      }
      return answer;
    });
    expect(all).toMatch(
      /getDomainAuthCode of a domain registered just now \(less than 60 days ago\), its transfer lock off answered 200/,
    );
  });

  it('fails when a transfer of a name registered nowhere is accepted', { timeout: 30_000 }, async () => {
    const all = await failuresOf(
      rewriteRequest(
        (request, body) =>
          request.method === 'POST' &&
          path(request) === '/api/v1/domain-transfers/' &&
          String(body.name).endsWith('.com'),
        (body) => ({ ...body, name: `taken-${String(body.name)}` }),
      ),
    );
    expect(all).toMatch(
      /createDomainTransfer of cf-\S+ \(registered nowhere\) answered 201, expected 400 domain_unavailable/,
    );
  });

  it('fails when availability does not say why a name is not available', { timeout: 30_000 }, async () => {
    const all = await failuresOf(
      rewriteJson(
        (request, answer) => path(request) === '/api/v1/domains/availability/' && answer.status === 200,
        (body) => ({
          ...body,
          data: (body.data as Record<string, unknown>[]).map((item) => ({ ...item, available: true, reason: null })),
        }),
      ),
    );
    expect(all).toMatch(/expected not available, reason unsupported_tld/);
    expect(all).toMatch(/expected not available, reason registered, price null/);
  });

  it('fails when a second order of a domain in the account is refused with another code', {
    timeout: 30_000,
  }, async () => {
    const all = await failuresOf(
      rewriteJson(
        (_, answer) => answer.status === 400 && answer.body.includes('"already_exists"'),
        (body) => ({
          ...body,
          code: 'domain_unavailable',
          type: String(body.type).replace('already_exists', 'domain_unavailable'),
        }),
      ),
    );
    expect(all).toMatch(/code "domain_unavailable", expected "already_exists"/);
  });

  it('fails when a registration without privacy or nameservers does not get the documented defaults', {
    timeout: 30_000,
  }, async () => {
    const all = await failuresOf(
      rewriteJson(
        (request, answer) => isDomainRead(request) && answer.status === 200 && JSON_OK(answer),
        (body) =>
          body.status === 'active'
            ? { ...body, privacy: false, nameservers: ['ns1.elsewhere.example', 'ns2.elsewhere.example'] }
            : body,
      ),
    );
    expect(all).toMatch(
      /registered without privacy on \.com \(privacy_available true\), the domain has privacy false, expected true/,
    );
    expect(all).toMatch(
      /registered without nameservers, the domain has .*expected ours \["ns1\.vps-hosting\.example","ns2\.vps-hosting\.example"\]/,
    );
  });
});
