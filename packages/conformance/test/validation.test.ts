// The validation family against a faithful target (nothing fails) and against planted faults, one
// per promise: a bound not enforced, a field named otherwise than by a JSON Pointer, a per-field code
// changed, a DNS type's required field filled in, an unknown field ignored (the create then happens,
// and the run deletes what it made), a name repeating the zone's accepted, malformed JSON's code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../src/index.js';
import {
  type Fault,
  failedChecks,
  type FaultyTarget,
  type ProxiedRequest,
  rewriteJson,
  startFaultyTarget,
} from './support/faulty-target.js';

let target: FaultyTarget;
beforeAll(async () => {
  target = await startFaultyTarget();
});
afterAll(async () => {
  await target?.close();
});

async function expectFailure(fault: Fault, only: string, message: RegExp): Promise<RunReport> {
  target.plant(fault);
  try {
    const report = await target.run({ only: [only] });
    const failed = report.results.find((r) => r.id === only);
    expect(failed?.outcome, JSON.stringify(report.results.map((r) => [r.id, r.outcome, r.reason]))).toBe('failed');
    const failure = failed?.failures.find((f) => message.test(f.message));
    expect(failure, JSON.stringify(failed?.failures.map((f) => f.message))).toBeDefined();
    expect(failure?.exchange?.status).toBeGreaterThan(0);
    return report;
  } finally {
    target.plant(undefined);
  }
}

/** Rewrites the JSON body of the requests a predicate selects before the sandbox sees them. */
function rewriteRequest(
  select: (request: ProxiedRequest) => boolean,
  change: (body: Record<string, unknown>) => Record<string, unknown>,
): Fault {
  return async (request, forward) => {
    if (!select(request) || request.body.length === 0) return forward(request);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.body.toString('utf8')) as Record<string, unknown>;
    } catch {
      return forward(request);
    }
    return forward({ ...request, body: Buffer.from(JSON.stringify(change(body))) });
  };
}

const isPost = (path: string) => (request: ProxiedRequest) =>
  request.method === 'POST' && request.url.split('?')[0] === path;

describe('validation', () => {
  it('passes against the sandbox', async () => {
    target.plant(undefined);
    const report = await target.run({ only: ['validation'] });
    expect(failedChecks(report)).toEqual({});
    expect(report.results.filter((r) => r.outcome === 'passed').length).toBeGreaterThan(70);
    expect(report.leftovers).toEqual([]);
  });

  it("fails when a server's name past its maxLength is not refused", async () => {
    await expectFailure(
      rewriteRequest(isPost('/api/v1/servers/'), (body) =>
        typeof body.name === 'string' && body.name.length > 63 ? { ...body, name: 'short-name' } : body,
      ),
      'validation.body.createServer',
      /does not name the field "\/name"/,
    );
  });

  it('fails when errors[].field is not a JSON Pointer', async () => {
    await expectFailure(
      rewriteJson(
        (_, answer) => answer.status === 400,
        (body) => ({
          ...body,
          errors: ((body.errors ?? []) as { field: string }[]).map((e) => ({
            ...e,
            field: e.field.replace(/^\//, ''),
          })),
        }),
      ),
      'validation.body.createWebhook',
      /neither a JSON Pointer|does not name the field/,
    );
  });

  it('fails when a per-field code is not the keyword broken', async () => {
    await expectFailure(
      rewriteJson(
        (_, answer) => answer.status === 400,
        (body) => ({
          ...body,
          errors: ((body.errors ?? []) as { code: string }[]).map((e) => ({
            ...e,
            code: e.code === 'max_length' ? 'invalid_value' : e.code,
          })),
        }),
      ),
      'validation.body.createDnsZone',
      /has code \["invalid_value"\], expected max_length/,
    );
  });

  it('fails when an MX record without a priority is not refused for it', async () => {
    await expectFailure(
      rewriteRequest(
        (request) => request.method === 'POST' && /\/records\/$/.test(request.url),
        (body) => (body.type === 'MX' && body.priority === undefined ? { ...body, priority: 10 } : body),
      ),
      'validation.body.createDnsRecord',
      /MX: .*"\/priority"/,
    );
  });

  it('fails when a parameter past its bound is not refused', async () => {
    await expectFailure(
      async (request, forward) => forward({ ...request, url: request.url.replace(/per_page=101\b/, 'per_page=100') }),
      'validation.parameters.listServers',
      /query\/per_page/,
    );
  });

  it('fails, and deletes what was made, when an unknown field is ignored on create', async () => {
    const report = await expectFailure(
      rewriteRequest(isPost('/api/v1/dns/zones/'), (body) => {
        const { zz_unknown_field: _ignored, ...rest } = body;
        return rest;
      }),
      'validation.nothing-created.createDnsZone',
      /created 1 resource/,
    );
    expect(report.leftovers).toEqual([]);
    const zones = await fetch(`${target.sandbox.base}/api/v1/dns/zones/?per_page=100`, {
      headers: { Authorization: `Bearer ${target.tokens.token}` },
    }).then((r) => r.json() as Promise<{ data: { name: string }[] }>);
    expect(zones.data.filter((zone) => zone.name.startsWith(report.prefix))).toEqual([]);
  });

  it("fails when a record name repeating the zone's name is accepted", async () => {
    const report = await expectFailure(
      rewriteRequest(
        (request) => request.method === 'POST' && /\/records\/$/.test(request.url),
        (body) => (typeof body.name === 'string' ? { ...body, name: body.name.replace(/\.example\.com$/, '') } : body),
      ),
      'validation.dns-names.createDnsRecord',
      /expected 400|were written/,
    );
    expect(report.leftovers).toEqual([]);
  });

  it('fails when malformed JSON is answered with another code', async () => {
    await expectFailure(
      rewriteJson(
        (_, answer) => answer.status === 400,
        (body) =>
          body.code === 'invalid_json'
            ? {
                ...body,
                code: 'validation_failed',
                type: String(body.type).replace('invalid_json', 'validation_failed'),
              }
            : body,
      ),
      'validation.media.createServer',
      /code "validation_failed", expected "invalid_json"/,
    );
  });
});
