// The dns-rules family against a faithful target (nothing fails) and against one planted fault per
// rule, each a server that breaks it as an implementation would: a CNAME at the apex or beside
// another record accepted, a duplicate accepted, a managed NS record deletable (the bench corpus's
// dns-managed-ns-deletable, the record then gone from the lists), repointable, its ttl frozen, or
// dropped by a zone file import; a batch applying what remains of it without its unknown or invalid
// entries (dns-batch-unknown-ignored), a full name on PUT read as relative, a field of another
// type ignored on PATCH, a bound off by one, the record quota not enforced. Each failure carries its
// exchange, and the run deletes what it created.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../src/index.js';
import {
  type Fault,
  failedChecks,
  type FaultyTarget,
  type ProxiedAnswer,
  type ProxiedRequest,
  startFaultyTarget,
} from './support/faulty-target.js';

let target: FaultyTarget;
beforeAll(async () => {
  target = await startFaultyTarget();
});
afterAll(async () => {
  await target?.close();
});

type Json = Record<string, unknown>;
const RECORDS = /^\/api\/v1\/dns\/zones\/([^/]+)\/records\/(\?.*)?$/;
const RECORD = /^\/api\/v1\/dns\/zones\/([^/]+)\/records\/(\d+)\/$/;
const BATCH = /^\/api\/v1\/dns\/zones\/([^/]+)\/records\/batch\/$/;
const ZONE_FILE = /^\/api\/v1\/dns\/zones\/([^/]+)\/zone-file\/$/;

async function failsWith(fault: Fault, only: string, messages: RegExp[]): Promise<RunReport> {
  target.plant(fault);
  let report: RunReport;
  try {
    report = await target.run({ only: [only] });
  } finally {
    target.plant(undefined);
  }
  const result = report.results.find((r) => r.id === only);
  expect(result?.outcome, JSON.stringify(failedChecks(report))).toBe('failed');
  for (const message of messages) {
    const failure = result?.failures.find((f) => message.test(f.message));
    expect(failure, `${message}\n${result?.failures.map((f) => f.message).join('\n')}`).toBeDefined();
    expect(failure?.exchange?.request.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/dns\//);
  }
  expect(report.leftovers).toEqual([]);
  return report;
}

const bodyOf = (message: { body: Buffer }): Json | undefined => {
  try {
    return JSON.parse(message.body.toString('utf8')) as Json;
  } catch {
    return undefined;
  }
};
/** The request with another body (and no Idempotency-Key: the first send used it for the first body). */
const withBody = (request: ProxiedRequest, body: unknown): ProxiedRequest => {
  const { 'idempotency-key': _key, ...headers } = request.headers;
  return { ...request, headers, body: Buffer.from(JSON.stringify(body)) };
};
const answer = (from: ProxiedAnswer, status: number, body: unknown): ProxiedAnswer => ({
  status,
  headers: { ...from.headers, 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify(body)),
});
const path = (request: ProxiedRequest) => request.url.split('?')[0] ?? '';
const refusedWith = (reply: ProxiedAnswer, code: string) => reply.status === 400 && bodyOf(reply)?.code === code;

/** The record as the sandbox holds it (a GET forwarded as the request's own token). */
async function current(request: ProxiedRequest, forward: Parameters<Fault>[1]): Promise<Json | undefined> {
  const reply = await forward({ ...request, method: 'GET', body: Buffer.alloc(0) });
  return reply.status === 200 ? bodyOf(reply) : undefined;
}

/** A server that accepts what one rule refuses: the refused request is sent again as `instead` makes it. */
function acceptingInstead(
  select: (request: ProxiedRequest, body: Json) => boolean,
  code: string,
  instead: (body: Json) => Json,
  reshape: (answer: Json, sent: Json) => Json = (made) => made,
): Fault {
  return async (request, forward) => {
    const reply = await forward(request);
    const body = bodyOf(request);
    if (!body || !select(request, body) || !refusedWith(reply, code)) return reply;
    const again = await forward(withBody(request, instead(body)));
    const made = bodyOf(again);
    return made && again.status < 300 ? answer(again, again.status, reshape(made, body)) : again;
  };
}

/**
 * A batch whose refusal names only entries `ignore` accepts is applied without those entries (what
 * remains of it, or nothing when nothing remains), answered 200: the batch is not all or nothing.
 */
function applyingTheRest(ignore: (error: { field: string; code: string }) => boolean): Fault {
  return async (request, forward) => {
    const reply = await forward(request);
    const body = bodyOf(request);
    if (request.method !== 'POST' || !BATCH.test(path(request)) || !body || !refusedWith(reply, 'validation_failed'))
      return reply;
    const errors = (bodyOf(reply)?.errors ?? []) as { field: string; code: string }[];
    if (errors.length === 0 || !errors.every(ignore)) return reply;
    const named = errors.map((e) => e.field.split('/').slice(1, 3).join('/'));
    const rest: Json = {};
    for (const list of ['deletes', 'patches', 'creates'])
      rest[list] = ((body[list] ?? []) as unknown[]).filter((_, i) => !named.includes(`${list}/${i}`));
    const total = ['deletes', 'patches', 'creates'].reduce((n, l) => n + (rest[l] as unknown[]).length, 0);
    if (total === 0) return answer(reply, 200, { deleted: [], updated: [], created: [] });
    return forward(withBody(request, rest));
  };
}

describe('dns-rules', () => {
  it('passes against the sandbox', async () => {
    const report = await target.run({ only: ['dns-rules'] });
    expect(failedChecks(report)).toEqual({});
    expect(report.results.filter((r) => r.outcome === 'passed').length).toBe(11);
    expect(report.leftovers).toEqual([]);
  }, 60_000);

  it('fails when a CNAME at the apex is accepted (dns-cname-apex-allowed)', async () => {
    await failsWith(
      acceptingInstead(
        (request, body) => request.method === 'POST' && RECORDS.test(path(request)) && body.type === 'CNAME',
        'validation_failed',
        (body) => ({ ...body, name: 'apex-alias' }),
        (made) => ({ ...made, name: '@' }),
      ),
      'dns-rules.cname-apex',
      [/createDnsRecord of a CNAME named @: createDnsRecord answered 201/, /the zone's records changed/],
    );
  });

  it('fails when a CNAME is accepted beside another record (CNAME second)', async () => {
    await failsWith(
      acceptingInstead(
        (request, body) => request.method === 'POST' && RECORDS.test(path(request)) && body.type === 'CNAME',
        'dns_record_conflict',
        (body) => ({ ...body, name: `${String(body.name)}-2` }),
        (made, sent) => ({ ...made, name: sent.name }),
      ),
      'dns-rules.cname-exclusive',
      [/a CNAME created at the name of an A record: createDnsRecord answered 201/],
    );
  });

  it('fails when a record is accepted beside a CNAME (CNAME first), and when a batch deletes after it creates', async () => {
    await failsWith(
      acceptingInstead(
        (request, body) => request.method === 'POST' && RECORDS.test(path(request)) && body.type !== 'CNAME',
        'dns_record_conflict',
        (body) => ({ ...body, name: `${String(body.name)}-2` }),
      ),
      'dns-rules.cname-exclusive',
      [/an A record created at the name of a CNAME: createDnsRecord answered 201/],
    );
    // A server checking the rules before the batch's deletes are applied refuses the swap.
    await failsWith(
      async (request, forward) => {
        const body = bodyOf(request);
        if (request.method === 'POST' && BATCH.test(path(request)) && body?.deletes && body.creates) {
          const reply = await forward(request);
          return answer(reply, 400, {
            type: 'https://api.vps-hosting.example/problems/dns_record_conflict',
            title: 'The record breaks a DNS rule',
            status: 400,
            code: 'dns_record_conflict',
            detail: '/creates/0 shares its name with a CNAME',
            request_id: reply.headers['x-request-id'],
          });
        }
        return forward(request);
      },
      'dns-rules.cname-exclusive',
      [/batchDnsRecords answered 400/],
    );
  });

  it('fails when an update making a duplicate is accepted', async () => {
    await failsWith(
      acceptingInstead(
        (request) => request.method === 'PATCH' && RECORD.test(path(request)),
        'dns_record_conflict',
        () => ({ comment: 'changed instead' }),
      ),
      'dns-rules.duplicates',
      [/updateDnsRecord making a record equal to another: updateDnsRecord answered 200/, /record \d+ changed/],
    );
  });

  it('fails when a managed NS record can be deleted (dns-managed-ns-deletable)', async () => {
    // The record is gone afterwards: the proxy answers as the sandbox would and leaves it out of reads.
    const gone = new Set<number>();
    await failsWith(
      async (request, forward) => {
        const match = RECORD.exec(path(request));
        if (request.method === 'DELETE' && match) {
          const reply = await forward(request);
          const record = await current(request, forward);
          if (!refusedWith(reply, 'dns_record_conflict') || !record) return reply;
          gone.add(Number(match[2]));
          return answer(reply, 200, record);
        }
        if (request.method === 'GET' && match && gone.has(Number(match[2]))) {
          const reply = await forward(request);
          return answer(reply, 404, { ...bodyOf(reply), status: 404, code: 'not_found' });
        }
        const reply = await forward(request);
        if (request.method === 'GET' && RECORDS.test(path(request)) && reply.status === 200) {
          const list = bodyOf(reply) as { data: Json[] };
          return answer(reply, 200, { ...list, data: list.data.filter((r) => !gone.has(Number(r.id))) });
        }
        return reply;
      },
      'dns-rules.managed-ns',
      [/deleteDnsRecord of the managed NS record \d+ .*answered 200/, /record \d+ was removed/],
    );
  });

  it('fails when a managed NS record can be repointed, or deleted in a batch', async () => {
    await failsWith(
      acceptingInstead(
        (request) => request.method === 'PATCH' && RECORD.test(path(request)),
        'dns_record_conflict',
        () => ({ comment: 'repointed' }),
        (made, sent) => ({ ...made, ...sent }),
      ),
      'dns-rules.managed-ns',
      [/updateDnsRecord repointing a managed NS record: updateDnsRecord answered 200/],
    );
    await failsWith(
      acceptingInstead(
        (request, body) => request.method === 'POST' && BATCH.test(path(request)) && Array.isArray(body.deletes),
        'dns_record_conflict',
        (body) => ({ creates: body.creates }),
      ),
      'dns-rules.managed-ns',
      [/a batch deleting a managed NS record \(and creating an A record\): batchDnsRecords answered 200/],
    );
  });

  it("fails when a managed NS record's ttl cannot change, or a zone file import drops it", async () => {
    await failsWith(
      async (request, forward) => {
        const reply = await forward(request);
        const sent = bodyOf(request);
        if (request.method === 'PATCH' && reply.status === 200 && bodyOf(reply)?.type === 'NS' && sent?.ttl)
          return answer(reply, 400, {
            type: 'https://api.vps-hosting.example/problems/dns_record_conflict',
            title: 'The record breaks a DNS rule',
            status: 400,
            code: 'dns_record_conflict',
            detail: 'a managed NS record cannot change',
            request_id: reply.headers['x-request-id'],
          });
        return reply;
      },
      'dns-rules.managed-ns',
      [/updateDnsRecord answered 400/],
    );
    const imported = new Set<string>();
    await failsWith(
      async (request, forward) => {
        const reply = await forward(request);
        const file = ZONE_FILE.exec(path(request));
        if (request.method === 'PUT' && file && reply.status === 200) imported.add(String(file[1]));
        const list = RECORDS.exec(path(request));
        if (request.method === 'GET' && list && imported.has(String(list[1])) && reply.status === 200) {
          const page = bodyOf(reply) as { data: Json[] };
          return answer(reply, 200, { ...page, data: page.data.filter((r) => r.type !== 'NS') });
        }
        return reply;
      },
      'dns-rules.managed-ns',
      [/a zone file without NS lines changed the managed NS records/],
    );
  });

  it('fails when a batch applies the rest of itself without its unknown or invalid entries (dns-batch-unknown-ignored)', async () => {
    // The mutant: the unknown ids (invalid_value at /deletes/i or /patches/i/id) skipped.
    await failsWith(
      applyingTheRest((error) => error.code === 'invalid_value'),
      'dns-rules.batch-atomic',
      [
        /a batch deleting an unknown record \(and creating another\): batchDnsRecords answered 200/,
        /a batch deleting an unknown record \(and creating another\): .*record \d+ was added/,
      ],
    );
    await failsWith(
      applyingTheRest((error) => error.code === 'unique_items'),
      'dns-rules.batch-atomic',
      [/a batch naming one record in deletes and patches: batchDnsRecords answered 200/],
    );
    await failsWith(
      applyingTheRest((error) => error.field.startsWith('/creates/')),
      'dns-rules.batch-atomic',
      [/a batch with one invalid create .*record \d+ was removed/],
    );
  });

  it("fails when a full name on PUT is read as relative, or a PATCH's name is ignored", async () => {
    await failsWith(
      async (request, forward) => {
        const match = RECORD.exec(path(request));
        const body = bodyOf(request);
        if (request.method === 'PUT' && match && typeof body?.name === 'string') {
          const zone = String(match[1]);
          const name =
            body.name === zone ? '@' : body.name.replace(new RegExp(`\\.${zone.replaceAll('.', '\\.')}$`), '');
          return forward(withBody(request, { ...body, name }));
        }
        if (request.method === 'PATCH' && match && body && 'name' in body) {
          const { name: _name, ...rest } = body;
          return forward(withBody(request, { ...rest, ttl: 600 }));
        }
        return forward(request);
      },
      'dns-rules.replace-names',
      [
        /replaceDnsRecord renaming a record to "web2\..*": replaceDnsRecord answered 200/,
        /updateDnsRecord sending a name: updateDnsRecord answered 200/,
      ],
    );
  });

  it("fails when a PATCH's field of another type is ignored", async () => {
    await failsWith(
      acceptingInstead(
        (request) => request.method === 'PATCH' && RECORD.test(path(request)),
        'validation_failed',
        () => ({ ttl: 1200 }),
      ),
      'dns-rules.typed-patches',
      [
        /updateDnsRecord of an A record's exchange: updateDnsRecord answered 200/,
        /updateDnsRecord of a CAA value of 256/,
      ],
    );
  });

  it('fails when a bound is off by one, or a value past it is clamped, or a long value cut', async () => {
    await failsWith(
      async (request, forward) => {
        const body = bodyOf(request);
        if (request.method === 'POST' && RECORDS.test(path(request)) && body?.ttl === 60) {
          const reply = await forward({ ...request, method: 'GET', body: Buffer.alloc(0) });
          return answer(reply, 400, {
            type: 'https://api.vps-hosting.example/problems/validation_failed',
            title: 'The request is not valid',
            status: 400,
            code: 'validation_failed',
            detail: 'The request has 1 invalid body field.',
            request_id: reply.headers['x-request-id'],
            errors: [{ field: '/ttl', code: 'minimum', message: 'Must be more than 60.' }],
          });
        }
        return forward(request);
      },
      'dns-rules.type-bounds',
      [/createDnsRecord answered 400, expected 201/],
    );
    await failsWith(
      async (request, forward) => {
        const body = bodyOf(request);
        if (request.method === 'POST' && RECORDS.test(path(request)) && body) {
          const clamped = Object.fromEntries(
            Object.entries(body).map(([k, v]) => [
              k,
              typeof v === 'number' && k !== 'ttl'
                ? Math.max(0, Math.min(v, 65535))
                : typeof v === 'string'
                  ? v.slice(0, 255)
                  : v,
            ]),
          );
          return forward(withBody(request, clamped));
        }
        return forward(request);
      },
      'dns-rules.type-bounds',
      [
        /TXT: createDnsRecord at the bounds answered value/,
        /MX: every field one past its (maximum|minimum)|createDnsRecord answered 201, expected 400/,
      ],
    );
  });

  it('fails when the zone record quota is not enforced', async () => {
    await failsWith(
      async (request, forward) => {
        const reply = await forward(request);
        if (refusedWith(reply, 'quota_exceeded') && (RECORDS.test(path(request)) || BATCH.test(path(request))))
          return answer(reply, RECORDS.test(path(request)) ? 201 : 200, { ...bodyOf(request), id: 999_999 });
        return reply;
      },
      'dns-rules.quota',
      [/createDnsRecord answered 201, expected 400/],
    );
  }, 60_000);
  it("fails when a zone's own exported file cannot be imported again", async () => {
    await failsWith(
      async (request, forward) => {
        if (
          request.method === 'PUT' &&
          ZONE_FILE.test(path(request)) &&
          /\bSOA\b/.test(request.body.toString('utf8'))
        ) {
          const reply = await forward({ ...request, method: 'GET', body: Buffer.alloc(0) });
          return answer(reply, 400, {
            type: 'https://api.vps-hosting.example/problems/validation_failed',
            title: 'The request is not valid',
            status: 400,
            code: 'validation_failed',
            detail: 'The zone file has 1 invalid line(s).',
            request_id: reply.headers['x-request-id'],
            errors: [
              { field: '/zone_file', code: 'invalid_value', message: 'Line 3: SOA records cannot be imported.' },
            ],
          });
        }
        return forward(request);
      },
      'dns-rules.managed-ns',
      [/replaceDnsZoneFile answered 400, expected 200/],
    );
  });

  it("fails when a record's ttl defaults to 3600 rather than the zone's default_ttl", async () => {
    await failsWith(
      async (request, forward) => {
        const body = bodyOf(request);
        if (request.method === 'POST' && RECORDS.test(path(request)) && body && body.ttl === undefined)
          return forward(withBody(request, { ...body, ttl: 3600 }));
        return forward(request);
      },
      'dns-rules.defaults',
      [/a record created without a ttl in a zone of default_ttl \d+ has ttl 3600/],
    );
  });
  it('fails when an AAAA address differing only in case is not a duplicate', async () => {
    await failsWith(
      async (request, forward) => {
        const body = bodyOf(request);
        if (
          request.method === 'POST' &&
          RECORDS.test(path(request)) &&
          body?.type === 'AAAA' &&
          /[A-F]/.test(String(body.address))
        )
          return forward(
            withBody(request, {
              ...body,
              address: String(body.address)
                .toLowerCase()
                .replace(/[0-9a-f]+$/, 'beef'),
            }),
          );
        return forward(request);
      },
      'dns-rules.duplicates',
      [/an AAAA record equal to another but for the case of its address: createDnsRecord answered 201/],
    );
  });
  it("fails when a zone file's ttls are not applied ($TTL, and a kept record's line)", async () => {
    await failsWith(
      async (request, forward) => {
        const body = bodyOf(request);
        if (request.method === 'PUT' && ZONE_FILE.test(path(request)) && typeof body?.zone_file === 'string')
          return forward(
            withBody(request, {
              zone_file: body.zone_file.replace('$TTL 900', '$TTL 3600').replace(/^keep 600 /m, 'keep 3600 '),
            }),
          );
        return forward(request);
      },
      'dns-rules.zone-file-replace',
      [/the record equal to a line of the file is/, /a line without a ttl under \$TTL 900 has ttl 3600/],
    );
  });
});
